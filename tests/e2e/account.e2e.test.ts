import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { placeOrderFromPage, signInThroughApi, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The account pages a signed-in shopper uses first, in Chromium (issue 14; shell spec §2.1 account
 * paths, §2.3 account menu, §3.2 profile, addresses and payments, §4 profile start-up, §5 card
 * expiry; shell spec §3.1 self-cancellation): the dashboard greets the demo shopper by name with an
 * order; an address edited with a bad postal code shows the API's code at its field with the typed
 * text kept, then saves; a card is added (encrypted in the browser) and deleted; an order is viewed
 * and a placed one cancelled with a reason; axe finds nothing serious on any account page type at
 * 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

/** Signs the demo shopper in through the API from the page, so the browser holds the cookie. */
const signIn = (page: Page) => signInThroughApi(page, e2e.an('/'), SHOPPER);

async function noSeriousAxe(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** Places an order for the signed-in shopper (a saved card that has not expired), its number. */
async function placeOrder(page: Page): Promise<string> {
  const { productId, skuId, poolId } = await addProduct(e2e.storefront.db, { stock: 20 });
  return placeOrderFromPage(page, [{ productId, skuId, poolId, quantity: 1 }]);
}

describe('the account pages in Chromium (issue 14)', () => {
  it('the dashboard greets the shopper by name and shows a recent order and the account sections', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      await e2e.visit(page, '/account/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Hi, Jamie' }).waitFor();
      const recent = page.getByRole('region', { name: 'Recent Orders' });
      expect(await recent.getByText(/^Order #AN\d+$/).count()).toBe(1);
      await recent.getByRole('link', { name: 'View Order Details' }).waitFor();
      // Every section of the brand's account menu (Registry is offered on an-us).
      const nav = page.getByRole('navigation', { name: 'Account menu' });
      const names = await nav.getByRole('link').allTextContents();
      expect(names).toEqual([
        'Dashboard',
        'Settings',
        'Address',
        'Payments',
        'Order History',
        'Wishlists',
        'Registry',
        'Rewards',
        'Hearts',
      ]);
      expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
        'page',
      );
      // Profile start-up made the preferences from the site's language, country and currency.
      const preferences = await page.evaluate(async () =>
        (await fetch('/api/profile/v0/an-us/me/preferences')).json(),
      );
      expect(preferences).toMatchObject({ global: { country: 'US', currency: 'USD' } });
    } finally {
      await context.close();
    }
  });

  it("an address edited with a bad postal code shows the API's error at the field, keeps the text, then saves", async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      await e2e.visit(page, '/account/address');
      const book = page.getByRole('list', { name: 'Saved addresses' });
      await book
        .getByRole('button', { name: /^Edit: / })
        .first()
        .click();
      const form = page.getByRole('form', { name: 'Edit Address' });
      await form.getByLabel('Street address').fill('77 Orchard Lane');
      await form.getByLabel('ZIP code').fill('ABCDE');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      const postalCode = form.getByLabel('ZIP code');
      await expect.poll(() => postalCode.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await postalCode.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Please enter a valid ZIP code.',
      );
      // Nothing typed is lost, and the focus is on the field to fix.
      expect(await postalCode.inputValue()).toBe('ABCDE');
      expect(await form.getByLabel('Street address').inputValue()).toBe('77 Orchard Lane');
      expect(await postalCode.evaluate((element) => element === document.activeElement)).toBe(true);
      await noSeriousAxe(page);
      await postalCode.fill('19103');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Your address has been saved.').first().waitFor();
      await book.getByText('77 Orchard Lane').waitFor();
      expect(await page.getByRole('form', { name: 'Edit Address' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a card is added encrypted in the browser, shows with its last four, and is deleted', async () => {
    const { context, page } = await e2e.open();
    const bodies: string[] = [];
    page.on('request', (request) => bodies.push(request.postData() ?? ''));
    try {
      await signIn(page);
      await e2e.visit(page, '/account/payments');
      const cards = page.getByRole('list', { name: 'Saved cards' });
      // The seeded expired card is marked.
      await cards.getByText('Expired').first().waitFor();
      await page.getByRole('button', { name: 'Add New Card' }).click();
      const form = page.getByRole('form', { name: 'Add a New Card' });
      await form.getByRole('textbox', { name: 'Card number' }).fill('5105 1051 0510 5100');
      await form.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill('09/31');
      await form.getByRole('textbox', { name: 'Security code' }).fill('123');
      await form.getByRole('button', { name: 'Save Card' }).click();
      await page.getByText('Your card has been saved.').first().waitFor();
      const added = cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 5100' });
      await added.waitFor();
      expect(await added.textContent()).toContain('Expires 09/31');
      // The number never left the browser in clear.
      expect(bodies.some((body) => body.includes('5105105105105100'))).toBe(false);
      await noSeriousAxe(page);
      await added.getByRole('button', { name: 'Delete: Mastercard ending in 5100' }).click();
      await added.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('The card has been deleted.').first().waitFor();
      await expect.poll(() => cards.getByText('Mastercard ending in 5100').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('an order shows its items, totals, address, tracking and payment; a placed one is cancelled with a reason', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      // A shipped order (seeded) can no longer be cancelled.
      await e2e.visit(page, '/account/orders');
      await page
        .getByRole('link', { name: /^View order AN\d+$/ })
        .first()
        .click();
      await page.waitForURL(/\/account\/order\/AN\d+/);
      await page.getByRole('heading', { level: 2, name: 'Items' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Track Your Order' }).waitFor();
      expect(await page.getByText('Total', { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

      const orderNumber = await placeOrder(page);
      await e2e.visit(page, `/account/order/${orderNumber}`);
      await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
      await page.getByText('Processing').first().waitFor();
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      // A reason is required, then asked once more.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please choose a reason.').waitFor();
      await page.getByRole('radio', { name: 'I no longer need it' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await noSeriousAxe(page);
      await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
      await page.getByText('Your order has been canceled.').first().waitFor();
      await page.getByText('Canceled', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
      const [row] = await e2e.storefront.db.query<{ status: string }>(
        'SELECT status FROM orders WHERE order_number = $1',
        [orderNumber],
      );
      expect(row?.status).toBe('cancelled');
    } finally {
      await context.close();
    }
  });

  it('axe finds nothing serious or critical on each account page type at 375 and 1280 px', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      const [first] = await e2e.storefront.db.query<{ order_number: string }>(
        `SELECT order_number FROM orders o JOIN users u ON u.id = o.user_id
         WHERE u.email = $1 AND o.brand_id = 'anthropologie' ORDER BY o.created_at LIMIT 1`,
        [SHOPPER.email],
      );
      const paths = [
        '/account/dashboard',
        '/account/address',
        '/account/payments',
        '/account/orders',
        `/account/order/${first?.order_number ?? ''}`,
      ];
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await e2e.visit(page, path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect(await page.getByRole('navigation', { name: 'Account menu' }).count()).toBe(1);
          await noSeriousAxe(page);
        }
      }
    } finally {
      await context.close();
    }
  });
});
