import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import type { FixtureProduct } from '../integration/api/fixtures/checkout.ts';
import { apiFromPage, hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Toasts from the store's own flows (shell spec §3.3 toast message, §4, §6 the disableNotifications
 * developer flag, issue 13): saved for later and moved back in the cart, a quick add from a
 * hearted tile and its removal, an item removed from a wish list, an address deleted in the
 * account; their failures as alerts; no toast with the flag set (the page says it instead); axe at
 * 375 and 1280 px with a toast shown.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

/** A new shopper of its own, created and signed in through the API from the page. */
async function newShopper(page: Page): Promise<void> {
  const shopper = {
    email: `toasts-${randomUUID().slice(0, 8)}@example.com`,
    password: 'pass-w0rd',
  };
  await page.goto(e2e.an('/'));
  await hydrated(page);
  expect(
    await apiFromPage(page, '/profile/v0/an-us/users', {
      ...shopper,
      name: { first: 'Robin', last: 'Ames' },
    }),
  ).toBe(201);
  expect(await apiFromPage(page, '/auth/v0/an-us/tokens/login', shopper)).toBe(200);
}

async function addToCart(page: Page, product: FixtureProduct): Promise<void> {
  const { productId, skuId, poolId } = product;
  expect(
    await apiFromPage(page, '/checkout/v0/an-us/carts/items', {
      productId,
      skuId,
      poolId,
      quantity: 1,
    }),
  ).toBe(200);
}

const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  // The newest of its kind (an earlier one may still be shown: 7000 ms, shell spec §9).
  page.locator('.sf-toasts').getByRole(role).filter({ hasText: text }).last();

/** The toasts' flag set by the flags cookie (shell spec §9: set by cookie, query or env). */
async function muteToasts(page: Page): Promise<void> {
  await page.context().addCookies([
    {
      name: 'sf_flags',
      value: 'disableNotifications=true',
      domain: 'anthropologie.localhost',
      path: '/',
    },
  ]);
}

describe('toasts from the store’s flows (shell spec §3.3, §4, §6; issue 13)', () => {
  it('the cart says saved for later and moved back as toasts; axe finds nothing serious with one shown', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      const product = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Toasted Linen Dress',
      });
      await addToCart(page, product);
      await e2e.visit(page, '/cart');
      await page.getByRole('button', { name: 'Save for Later: Toasted Linen Dress' }).click();
      const saved = toast(page, 'status', 'Toasted Linen Dress was saved for later.');
      await saved.waitFor();
      // The toast is dismissed with its button (shell spec §3.3 dismissButton).
      await saved.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => saved.count()).toBe(0);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('button', { name: 'Move to Bag: Toasted Linen Dress' }).click();
        await toast(page, 'status', 'Toasted Linen Dress was moved to your bag.').waitFor();
        expect({ width, violations: await seriousAxeViolations(page) }).toEqual({
          width,
          violations: [],
        });
        await page.getByRole('button', { name: 'Save for Later: Toasted Linen Dress' }).click();
        await toast(page, 'status', 'Toasted Linen Dress was saved for later.').waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('a failed save for later is an alert toast, and the line stays in the bag', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      const product = await addProduct(e2e.storefront.db, { stock: 20, displayName: 'Stuck Tee' });
      await addToCart(page, product);
      await page.route('**/save-for-later', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await e2e.visit(page, '/cart');
      await page.getByRole('button', { name: 'Save for Later: Stuck Tee' }).click();
      await toast(page, 'alert', 'Sorry, we couldn’t update your bag. Please try again.').waitFor();
      expect(await page.getByRole('heading', { name: /^Saved for Later/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a quick add from a hearted tile and its removal are toasts', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      const product = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Hearted Toast Dress',
      });
      expect(
        await apiFromPage(page, `/likes/v0/an-us/me/likes/products/${product.productId}`, {}),
      ).toBe(201);
      await e2e.visit(page, '/account/hearted-products');
      const list = page.getByRole('list', { name: 'Your hearted products' });
      await list.getByRole('button', { name: 'Add to Bag: Hearted Toast Dress' }).click();
      await toast(page, 'status', 'Hearted Toast Dress was added to your bag.').waitFor();
      await list
        .getByRole('button', { name: 'Remove Hearted Toast Dress from your hearts' })
        .click();
      await toast(page, 'status', 'Hearted Toast Dress was removed from your hearts.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('an item removed from a wish list is a toast', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      const product = await addProduct(e2e.storefront.db, { stock: 5, displayName: 'Wished Vase' });
      // The shopper's default list, made on the first visit.
      await e2e.visit(page, '/wishlist');
      const link = page
        .getByRole('list', { name: 'Your wishlists' })
        .getByRole('link', { name: 'Wish List' });
      const href = (await link.getAttribute('href')) ?? '';
      const id = href.split('/').pop() ?? '';
      expect(
        await apiFromPage(page, `/checkout/v0/an-us/wishlists/${id}/items`, {
          productId: product.productId,
          skuId: product.skuId,
          poolId: 'US_DIRECT',
          quantity: 1,
        }),
      ).toBe(201);
      await e2e.visit(page, href);
      await page.getByRole('button', { name: 'Remove Wished Vase from this list' }).click();
      await toast(page, 'status', 'Wished Vase was removed from this list.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('an address deleted is a toast, a failed delete an alert toast; with disableNotifications the page says it and no toast shows', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      const address = {
        name: { first: 'Ada', last: 'Lovelace' },
        address1: '1 Market St',
        city: 'Philadelphia',
        region: 'PA',
        postalCode: '19103',
        country: 'US',
        phoneNumber: '2155550100',
      };
      for (const street of ['1 Market St', '2 Market St', '3 Market St']) {
        expect([200, 201]).toContain(
          await apiFromPage(page, '/profile/v0/an-us/me/addresses', {
            address: { ...address, address1: street },
            visible: true,
          }),
        );
      }
      const remove = async (street: string) => {
        await page.getByRole('button', { name: `Delete: Ada Lovelace, ${street}` }).click();
        await page
          .getByRole('list', { name: 'Saved addresses' })
          .getByRole('button', { name: 'Delete', exact: true })
          .click();
      };
      await e2e.visit(page, '/account/address');
      await remove('1 Market St');
      await toast(page, 'status', 'The address has been deleted.').waitFor();

      await page.route('**/me/addresses/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.continue(),
      );
      await remove('2 Market St');
      await toast(page, 'alert', 'Something went wrong. Please try again.').waitFor();
      await page.unroute('**/me/addresses/*');

      await muteToasts(page);
      await e2e.visit(page, '/account/address');
      await remove('3 Market St');
      await page
        .locator('.sf-account__notice', { hasText: 'The address has been deleted.' })
        .waitFor();
      expect(await page.locator('.sf-toast').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
