import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import type { FixtureProduct } from '../integration/api/fixtures/checkout.ts';
import { apiFromPage, hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The card payment provider's library in Chromium (issue 12; catalogue spec §7 "Content and
 * configuration", §8 error catalogue): on an-us's payment step the library's script is loaded
 * from the API (allowed by the page's CSP) and the provider object made with an-us's publishable
 * key and account id, which the served library is the only pair it accepts; a site answering no
 * publishable key gets §8's error, reported, and the card form says card payment is unavailable,
 * keeping what was typed.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 1_500_000);
afterAll(async () => {
  await e2e?.close();
});

const LIBRARY_PATH = '/api/payments/v0/an-us/provider-library.js';

/** an-us's values as its config file has them. */
const AN_US = (
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../brand-configs/anthropologie/sites/an-us.json'),
      'utf8',
    ),
  ) as { paymentLibrary: { publishableKey: string; accountId: string } }
).paymentLibrary;

/** A guest's cart with the product, the US address and standard delivery: at the payment step. */
async function atPayment(page: Page, product: FixtureProduct): Promise<void> {
  await page.goto(e2e.an('/'));
  await hydrated(page);
  expect(await apiFromPage(page, '/auth/v0/an-us/tokens/guest', {})).toBe(200);
  const line = { productId: product.productId, skuId: product.skuId, poolId: product.poolId };
  expect(await apiFromPage(page, '/checkout/v0/an-us/carts/items', { ...line, quantity: 1 })).toBe(
    200,
  );
  expect(
    await apiFromPage(
      page,
      '/checkout/v0/an-us/carts/current/shipping-address',
      { address: US_ADDRESS, email: 'library.buyer@example.com' },
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

describe('card payment provider library (catalogue spec §7, §8)', () => {
  it('an-us: the script is loaded once from the API and the provider made with an-us’s key and account id', async () => {
    const product = await addProduct(e2e.storefront.db, { stock: 20, priceUsd: 60 });
    const { context, page } = await e2e.open();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    try {
      await atPayment(page, product);
      const libraryLoaded = page.waitForResponse(
        (response) => new URL(response.url()).pathname === LIBRARY_PATH,
      );
      await page.goto(e2e.an('/checkout/payment?payment=1'));
      await hydrated(page);
      const response = await libraryLoaded;
      expect(response.status()).toBe(200);
      const form = page.locator('form.sf-checkout__form');
      // "ready": the provider was constructed; the served library accepts an-us's pair only.
      await expect.poll(() => form.getAttribute('data-card-library')).toBe('ready');
      expect(
        await page.evaluate(
          ([key, accountId]) => {
            const Provider = (window as unknown as Record<string, unknown>).ReferencePay as new (
              key: string,
              options: { accountId: string },
            ) => { accountId: string };
            return new Provider(key!, { accountId: accountId! }).accountId;
          },
          [AN_US.publishableKey, AN_US.accountId],
        ),
      ).toBe(AN_US.accountId);
      // The page's bundle does not carry the values: the configuration call does.
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((script) => script.src).filter(Boolean),
      );
      expect(scripts.filter((src) => src.endsWith('/provider-library.js'))).toHaveLength(1);
      await page.getByRole('textbox', { name: 'Card number' }).waitFor();
      expect(await page.getByText('Card payment isn’t available right now').count()).toBe(0);
      // Another method and back: the script is not loaded again.
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('radio', { name: 'Credit or Debit Card' }).check();
      await expect.poll(() => form.getAttribute('data-card-library')).toBe('ready');
      expect(
        await page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('/provider-library.js')).length,
        ),
      ).toBe(1);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a site answering no publishable key: the error is raised and reported, the card form says card payment is unavailable, nothing typed is lost', async () => {
    const product = await addProduct(e2e.storefront.db, { stock: 20, priceUsd: 60 });
    const { context, page } = await e2e.open();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    try {
      await atPayment(page, product);
      // The configuration call answers the site as if it were configured without a key.
      const answer = (await page.evaluate(() =>
        fetch('/api/configuration/v0/an-us/configuration').then((reply) => reply.json()),
      )) as { paymentLibrary: Record<string, string> };
      delete answer.paymentLibrary.publishableKey;
      await page.route('**/api/configuration/v0/an-us/configuration', (route) =>
        route.fulfill({ json: answer }),
      );
      await page.goto(e2e.an('/checkout/payment?payment=1'));
      await hydrated(page);
      // The step's own message (the shell's announcer may repeat it in its live region).
      const message = page.locator('form.sf-checkout__form').getByRole('alert').filter({
        hasText:
          'Card payment isn’t available right now. Please choose another way to pay, or try again later.',
      });
      await message.waitFor();
      expect(await page.locator('form.sf-checkout__form').getAttribute('data-card-library')).toBe(
        'unavailable',
      );
      // §8: raised as its own error, which the error reporter collects from the window.
      await expect.poll(() => pageErrors).toContainEqual(expect.stringMatching(/publishable key/));
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Another method: the message goes; card again: it is back.
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await expect.poll(() => message.count()).toBe(0);
      await page.getByRole('radio', { name: 'Credit or Debit Card' }).check();
      await message.waitFor();

      // What the shopper types stays; Place Order says the same and sends nothing.
      await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
      await page.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill('12/39');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await message.waitFor();
      expect(await page.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe(
        '4111 1111 1111 1111',
      );
      expect(new URL(page.url()).pathname).toBe('/checkout/payment');
      const orders = await e2e.storefront.db.query(
        `SELECT order_number FROM orders WHERE email = 'library.buyer@example.com'`,
      );
      expect(orders).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
