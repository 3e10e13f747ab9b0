import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import { apiFromPage, hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Wish lists in Chromium (issue 14; catalogue spec §2.1 /wishlist and /wishlist/{id}, §3 Wish
 * list, §5 add to wish list): a list's name refused at the field (empty, too long, taken) with
 * what was typed kept, then made; a guest's Add to Wishlist on a product page asks to sign in
 * first, then saves the size to the new list; the list's page shows the line, moves it to the bag
 * (the header's count follows); rename and delete; the list's link copied and opened in another
 * browser, not signed in, read-only; an unknown id is 404; axe finds nothing serious on either
 * page at 375 and 1280 px. Each test makes its own shopper, so the demo shopper stays as other
 * suites expect.
 */
vi.setConfig({ testTimeout: 150_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

const api = apiFromPage;

/** A new shopper (registered through the API), answered with the credentials; not signed in. */
async function newShopper(page: Page): Promise<{ email: string; password: string }> {
  const shopper = { email: `wish-${randomUUID().slice(0, 8)}@example.com`, password: 'wish-pass1' };
  await page.goto(e2e.an('/'));
  await hydrated(page);
  expect(
    await api(page, '/profile/v0/an-us/users', {
      ...shopper,
      name: { first: 'Wren', last: 'Ash' },
    }),
  ).toBe(201);
  return shopper;
}

async function signIn(page: Page, shopper: { email: string; password: string }): Promise<void> {
  expect(await api(page, '/auth/v0/an-us/tokens/login', shopper)).toBe(200);
}

describe('wish lists in Chromium (issue 14)', () => {
  it('makes a list (bad names refused at the field), saves from a product page after signing in, moves to the bag, renames and deletes', async () => {
    const { context, page } = await e2e.open();
    try {
      const shopper = await newShopper(page);
      const product = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Wished Linen Dress',
      });

      // A guest's Add to Wishlist asks to sign in through the login modal first: its required
      // upgrade (shell spec §4), 'Sign In to Continue' with no continue-as-guest.
      await e2e.visit(page, `/shop/${product.productId.replace(/^tp-/, 'test-product-')}`);
      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await page.getByRole('button', { name: 'Add to Wishlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Continue', exact: true });
      await dialog.getByText('Please sign in to continue.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Continue as Guest' }).count()).toBe(0);
      await dialog.getByRole('textbox', { name: /email/i }).fill(shopper.email);
      await dialog
        .getByLabel(/password/i)
        .first()
        .fill(shopper.password);
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      const picker = page.getByRole('group', { name: 'Choose a Wishlist' });
      await picker.waitFor();
      await picker.getByRole('button', { name: /Save to Wish List/ }).click();
      await picker.getByText('Saved to Wish List').waitFor();
      await picker.getByRole('link', { name: 'Create a new list' }).waitFor();

      // The lists page: the default list holds the line.
      await e2e.visit(page, '/wishlist');
      await page.getByRole('heading', { level: 1, name: 'Wishlists' }).waitFor();
      const lists = page.getByRole('list', { name: 'Your wishlists' });
      await lists.getByRole('heading', { name: 'Wish List' }).waitFor();
      await lists.getByText('1 item').waitFor();

      // Make a list: empty, then too long (kept as typed), then taken, then good.
      const name = page.getByRole('textbox', { name: 'List name' });
      const create = page.getByRole('button', { name: 'Create List' });
      await create.click();
      await page.getByText('Enter a name for the list.').waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('sf-wishlist-new-name');
      const tooLong = 'Birthday ideas for the whole family and friends!!!!';
      expect(tooLong.length).toBe(51);
      await name.fill(tooLong);
      await create.click();
      await page.getByText('Use 50 characters or fewer.').waitFor();
      expect(await name.inputValue()).toBe(tooLong);
      await name.fill('wish list');
      await create.click();
      await page
        .getByText('You already have a list with this name. Choose another name.')
        .waitFor();
      await name.fill('Birthday ideas');
      await create.click();
      await page.getByText('“Birthday ideas” was created.').first().waitFor();
      await lists.getByRole('heading', { name: 'Birthday ideas' }).waitFor();
      expect(await name.inputValue()).toBe('');

      // The default list's page: the line as a tile; move it to the bag.
      await lists.getByRole('link', { name: 'Wish List' }).click();
      await page.getByRole('heading', { level: 1, name: 'Wish List' }).waitFor();
      const items = page.getByRole('list', { name: 'Items in Wish List' });
      await items.getByRole('link', { name: /Wished Linen Dress/ }).waitFor();
      await items.getByText('Ivory · Size M').waitFor();
      await items.getByText('In stock').waitFor();
      await page.getByRole('link', { name: 'Bag, 0 items' }).waitFor();
      await items.getByRole('button', { name: 'Move to Bag: Wished Linen Dress' }).click();
      await page.getByText('Wished Linen Dress was moved to your bag.').first().waitFor();
      await page.getByRole('link', { name: 'Bag, 1 item' }).waitFor();
      await page.getByRole('heading', { name: 'This list is empty.' }).waitFor();

      // Rename and delete the new list from the lists page.
      await e2e.visit(page, '/wishlist');
      await page.getByRole('button', { name: 'Rename Birthday ideas' }).click();
      const newName = page.getByRole('textbox', { name: 'New name' });
      await newName.fill('');
      await page.getByRole('button', { name: 'Save Name' }).click();
      await page.getByText('Enter a name for the list.').waitFor();
      await newName.fill('Summer trip');
      await page.getByRole('button', { name: 'Save Name' }).click();
      await page.getByText('The list is now called “Summer trip”.').first().waitFor();
      await lists.getByRole('heading', { name: 'Summer trip' }).waitFor();
      // The default list has no Delete.
      expect(await page.getByRole('button', { name: 'Delete Wish List' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Delete Summer trip' }).click();
      const confirm = page.getByRole('group', { name: /Delete “Summer trip”\?/ });
      await confirm.getByRole('button', { name: 'Keep List' }).click();
      await lists.getByRole('heading', { name: 'Summer trip' }).waitFor();
      await page.getByRole('button', { name: 'Delete Summer trip' }).click();
      await confirm.getByRole('button', { name: 'Delete List' }).click();
      await page.getByText('“Summer trip” was deleted.').first().waitFor();
      await expect.poll(() => lists.getByRole('heading').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a list's link is copied, and opens read-only in another browser not signed in; an unknown id is 404", async () => {
    const { context, page } = await e2e.open();
    const other = await e2e.open();
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: e2e.an(''),
      });
      const shopper = await newShopper(page);
      await signIn(page, shopper);
      const product = await addProduct(e2e.storefront.db, { stock: 5, displayName: 'Shared Vase' });
      await e2e.visit(page, '/wishlist');
      const link = page.getByRole('list', { name: 'Your wishlists' }).getByRole('link', {
        name: 'Wish List',
      });
      const href = (await link.getAttribute('href')) ?? '';
      const id = href.split('/').pop() ?? '';
      expect(
        await api(page, `/checkout/v0/an-us/wishlists/${id}/items`, {
          productId: product.productId,
          skuId: product.skuId,
          poolId: 'US_DIRECT',
          quantity: 2,
        }),
      ).toBe(201);
      await e2e.visit(page, href);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await page.getByText('Link copied').waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: 'The link to Wish List was copied.' })
        .waitFor({ state: 'attached' });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(e2e.an(href));

      // Another browser, not signed in: the same list, read only.
      const { page: reader } = other;
      await reader.goto(copied);
      await hydrated(reader);
      await reader.getByRole('heading', { level: 1, name: 'Wish List' }).waitFor();
      await reader.getByText('A wishlist shared with you.', { exact: false }).waitFor();
      const items = reader.getByRole('list', { name: 'Items in Wish List' });
      await items.getByRole('link', { name: /Shared Vase/ }).waitFor();
      await items.getByText(/Qty 2/).waitFor();
      expect(
        await reader.getByRole('button', { name: /Move to Bag|Remove|Copy Link/ }).count(),
      ).toBe(0);
      expect(await reader.getByRole('navigation', { name: 'Account' }).count()).toBe(0);

      // An id that is no list's, and one that is no id: not found.
      for (const path of [`/wishlist/${randomUUID()}`, '/wishlist/%3Cscript%3E']) {
        const response = await reader.goto(e2e.an(path));
        expect(response?.status(), path).toBe(404);
      }
      // The lists page is the shopper's own: a guest is asked to sign in.
      const lists = await reader.goto(e2e.an('/wishlist'));
      expect(lists?.status()).toBe(200);
      await reader.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    } finally {
      await other.context.close();
      await context.close();
    }
  });

  it('axe finds nothing serious or critical on the lists and list pages at 375 and 1280 px', async () => {
    const { context, page } = await e2e.open();
    try {
      const shopper = await newShopper(page);
      await signIn(page, shopper);
      const product = await addProduct(e2e.storefront.db, { stock: 5 });
      await e2e.visit(page, '/wishlist');
      const href =
        (await page
          .getByRole('list', { name: 'Your wishlists' })
          .getByRole('link', { name: 'Wish List' })
          .getAttribute('href')) ?? '';
      const id = href.split('/').pop();
      expect(
        await api(page, `/checkout/v0/an-us/wishlists/${id}/items`, {
          productId: product.productId,
          skuId: product.skuId,
          poolId: 'US_DIRECT',
          quantity: 1,
        }),
      ).toBe(201);
      expect(await api(page, '/checkout/v0/an-us/wishlists', { name: 'Second list' })).toBe(201);
      for (const path of ['/wishlist', href]) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await e2e.visit(page, path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect({ path, width, violations: await seriousAxeViolations(page) }).toEqual({
            path,
            width,
            violations: [],
          });
        }
      }
    } finally {
      await context.close();
    }
  });
});
