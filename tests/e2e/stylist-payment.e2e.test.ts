import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import type { FixtureProduct } from '../integration/api/fixtures/checkout.ts';
import {
  apiFromPage,
  hydrated,
  seriousAxeViolations,
  signInThroughApi,
  startE2e,
} from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Pay with your stylist in Chromium (issue 12; catalogue spec §1 "stylist payment", §5 payment
 * availability): a guest on an-us chooses the method, is told on the Stylist ID field what is
 * wrong with a missing or unknown ID, places the order with the demo stylist's STY-AN-0421 and is
 * told who will contact them (first name, last initial) and that the order ships once paid; the
 * order's page shows the payment awaiting the stylist. axe on the step with the method chosen.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

/** The product in the page's cart, the US address and standard delivery: at the payment step. */
async function atPayment(page: Page, product: FixtureProduct, email?: string): Promise<void> {
  const line = { productId: product.productId, skuId: product.skuId, poolId: product.poolId };
  expect(await apiFromPage(page, '/checkout/v0/an-us/carts/items', { ...line, quantity: 1 })).toBe(
    200,
  );
  expect(
    await apiFromPage(
      page,
      '/checkout/v0/an-us/carts/current/shipping-address',
      { address: US_ADDRESS, ...(email ? { email } : {}) },
      'PUT',
    ),
  ).toBe(200);
  expect(
    await apiFromPage(
      page,
      '/checkout/v0/an-us/carts/current/delivery-option',
      { deliveryOptionId: 'STANDARD' },
      'PUT',
    ),
  ).toBe(200);
}

describe('pay with your stylist (issue 12)', () => {
  it('a guest pays with their stylist: the ID checked on its field, then the confirmation', async () => {
    const product = await addProduct(e2e.storefront.db, { stock: 20, priceUsd: 80 });
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      expect(await apiFromPage(page, '/auth/v0/an-us/tokens/guest', {})).toBe(200);
      await atPayment(page, product, 'stylist.client@example.com');
      await page.goto(e2e.an('/checkout/payment?payment=1'));
      await hydrated(page);
      await page.getByRole('radio', { name: 'Pay with your stylist' }).check();
      const field = page.getByRole('textbox', { name: 'Stylist ID' });
      await field.waitFor();
      await page.getByText('your stylist takes the payment in store or by phone').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Nothing typed: said on the field, nothing sent.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const error = page.locator(`#${await field.getAttribute('id')}-error`);
      expect(await error.textContent()).toBe('Enter the stylist ID your stylist gave you.');

      // An ID no stylist of the brand has: the API's refusal on the field, what was typed kept.
      await field.fill('STY-AN-9999');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect
        .poll(() => error.textContent())
        .toBe(
          'We can’t find one of our stylists with this ID. Check the ID your stylist gave you, or choose another way to pay.',
        );
      expect(await field.inputValue()).toBe('STY-AN-9999');
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The demo stylist's ID, typed in lower case.
      await field.fill('sty-an-0421');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/order-confirmation/);
      await page
        .getByText(
          'Your stylist, Taylor B., will contact you to take payment. Your order ships once it’s paid.',
        )
        .waitFor();
      expect(await page.getByText('Brooks').count()).toBe(0);
      // What happens next waits on the stylist: no promise that the order is being prepared.
      await page.getByText(/^Once your stylist has recorded your payment, we’ll prepare/).waitFor();
      expect(await page.getByText(/^We’re preparing your order now/).count()).toBe(0);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
      const [order] = await e2e.storefront.db.query<{
        payment: { paymentType: string; stylist?: { stylistId: string; status: string } };
      }>('SELECT payment FROM orders WHERE order_number = $1', [orderNumber]);
      expect(order?.payment).toMatchObject({
        paymentType: 'STYLIST',
        stylist: { stylistId: 'STY-AN-0421', status: 'awaiting' },
      });
    } finally {
      await context.close();
    }
  });

  it("the shopper's order page shows the payment awaiting the stylist", async () => {
    const product = await addProduct(e2e.storefront.db, { stock: 20, priceUsd: 80 });
    const { context, page } = await e2e.open();
    try {
      await signInThroughApi(page, e2e.an('/'), {
        email: 'shopper@anthropologie.example',
        password: DEMO_PASSWORD,
      });
      await atPayment(page, product);
      expect(
        await apiFromPage(
          page,
          '/checkout/v0/an-us/carts/current/payment',
          { paymentType: 'STYLIST', stylistId: 'STY-AN-0421' },
          'PUT',
        ),
      ).toBe(200);
      const orderNumber = await page.evaluate(async () => {
        const reply = await fetch('/api/checkout/v0/an-us/carts/current/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return ((await reply.json()) as { orderNumber: string }).orderNumber;
      });
      await page.goto(e2e.an(`/order/${orderNumber}`));
      await hydrated(page);
      await page
        .getByRole('region', { name: 'Payment' })
        .getByText('Stylist payment — awaiting payment')
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
