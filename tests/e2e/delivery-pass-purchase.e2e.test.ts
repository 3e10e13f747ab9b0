import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import { apiFromPage, hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';
import { DELIVERY_PASS_COOKIE } from '../../engine/domain/cart/delivery-pass.ts';

/**
 * Buying a Delivery Pass in the bag (issue 12, "where the site's billing countries allow it"; shell
 * spec §1 "a delivery-pass membership"): on Anthropologie US (it sells one: USD 49 for 12 months) a
 * signed-in shopper with no pass adds it in the bag, sees it as a row of the order summary and in
 * the total, checks out with standard shipping free, and the confirmation says until when the pass
 * runs; the profile read again writes the member cookie, so a later bag shows the member's free
 * standard shipping and offers no pass. A guest is offered it with a sign-in link back to the bag.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

const COOKIE = DELIVERY_PASS_COOKIE;
const MEMBER_LINE = 'Your Delivery Pass makes standard shipping free on this order.';
const CARD_TYPED = '4242 4242 4242 4242';

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

const memberCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value;

async function addToBag(page: Page, priceUsd: number): Promise<void> {
  const { productId, skuId } = await addProduct(e2e.storefront.db, { stock: 20, priceUsd });
  expect(
    await apiFromPage(page, '/checkout/v0/an-us/carts/items', {
      productId,
      skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  ).toBe(200);
}

/** The US address and standard delivery on the cart, as the checkout's first steps set them. */
async function shipStandardToUs(page: Page): Promise<void> {
  const put = (path: string, body: unknown) =>
    apiFromPage(page, `/checkout/v0/an-us/carts/current/${path}`, body, 'PUT');
  expect(await put('shipping-address', { address: US_ADDRESS })).toBe(200);
  expect(await put('delivery-option', { deliveryOptionId: 'STANDARD' })).toBe(200);
}

/** A new shopper (no pass), registered and signed in through the API from the page. */
async function newShopper(page: Page): Promise<{ email: string; password: string }> {
  const shopper = { email: `pass-${randomUUID().slice(0, 8)}@example.com`, password: 'pass-w0rd' };
  await page.goto(e2e.an('/'));
  await hydrated(page);
  expect(
    await apiFromPage(page, '/profile/v0/an-us/users', {
      ...shopper,
      name: { first: 'Robin', last: 'Ames' },
    }),
  ).toBe(201);
  expect(await apiFromPage(page, '/auth/v0/an-us/tokens/login', shopper)).toBe(200);
  return shopper;
}

/** The bag's order summary as label/amount pairs. */
const bagSummary = (page: Page) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator('.sf-cart-summary__rows > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );

describe('buying a Delivery Pass in the bag (issue 12; shell spec §1 "a delivery-pass membership")', () => {
  it('a signed-in shopper adds it, sees its row and the total, checks out, and the next bag is a member’s', async () => {
    const { context, page } = await e2e.open();
    try {
      const shopper = await newShopper(page);
      await addToBag(page, 50);
      await page.goto(e2e.an('/cart'));
      await hydrated(page);

      // The offer, once its chunk and the checkout's strings are there.
      const offer = page.getByRole('region', { name: 'Delivery Pass' });
      await offer.getByText('Free standard shipping on every order for 12 months.').waitFor();
      const add = offer.getByRole('button', { name: 'Add Delivery Pass, $49.00' });
      await add.waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Added from the keyboard: the row of the summary, the total, and Remove takes the focus.
      await add.focus();
      await page.keyboard.press('Enter');
      const remove = offer.getByRole('button', { name: 'Remove Delivery Pass' });
      await remove.waitFor();
      await expect
        .poll(() => remove.evaluate((button) => button === document.activeElement))
        .toBe(true);
      await expect
        .poll(() => bagSummary(page))
        .toContainEqual(['Delivery Pass (12 months)', '$49.00']);
      expect((await bagSummary(page)).at(-1)).toEqual(['Estimated Total', '$99.00']);
      await page.getByRole('main').getByText(MEMBER_LINE).waitFor();

      // Checkout: standard shipping free with the pass in the bag, the pass a row of its summary.
      await shipStandardToUs(page);
      await page.goto(e2e.an('/checkout/payment?payment=1'));
      await hydrated(page);
      const summary = page.getByRole('complementary', { name: 'Order Summary' });
      await summary.getByText('Delivery Pass (12 months)').waitFor();
      const amounts = await summary.getByRole('definition').allTextContents();
      expect(amounts.slice(0, 3)).toEqual(['$50.00', '$49.00', 'Free']);
      await page.getByRole('textbox', { name: 'Card number' }).fill(CARD_TYPED);
      await page.getByRole('textbox', { name: 'Expiration date (MM/YY)' }).fill('12/39');
      await page.getByRole('textbox', { name: 'Security code' }).fill('123');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/order-confirmation\?order-confirmation=1&orderNumber=/);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;

      // The confirmation names the pass's last day, as the profile holds it.
      const membership = await page.evaluate(async () => {
        const reply = await fetch('/api/profile/v0/an-us/me');
        return ((await reply.json()) as { membership?: Record<string, string> }).membership;
      });
      expect(membership).toMatchObject({ type: 'DELIVERY_PASS', memberId: orderNumber });
      const until = new Date(`${membership!.expirationDate}T00:00:00Z`).toLocaleDateString(
        'en-US',
        { dateStyle: 'long', timeZone: 'UTC' },
      );
      await page.getByText(`Your Delivery Pass is active until ${until}.`).waitFor();
      // The profile read again: the header's sync writes the member cookie.
      await expect.poll(() => memberCookie(context)).toBe('1');

      // A later visit (signed in again: the placed order's cart is closed): the member's free
      // standard shipping, no offer.
      expect(await apiFromPage(page, '/auth/v0/an-us/tokens/login', shopper)).toBe(200);
      await addToBag(page, 30);
      await shipStandardToUs(page);
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      await page.getByRole('main').getByText(MEMBER_LINE).waitFor();
      expect(await bagSummary(page)).toContainEqual(['Shipping', 'Free']);
      expect((await bagSummary(page)).map(([label]) => label)).not.toContain(
        'Delivery Pass (12 months)',
      );
      expect(await page.getByRole('region', { name: 'Delivery Pass' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a guest is offered it with a sign-in link that comes back to the bag', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      expect(await apiFromPage(page, '/auth/v0/an-us/tokens/guest', {})).toBe(200);
      await addToBag(page, 40);
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      const offer = page.getByRole('region', { name: 'Delivery Pass' });
      const signIn = offer.getByRole('link', { name: 'Sign in to add it' });
      await signIn.waitFor();
      expect(await signIn.getAttribute('href')).toBe('/login?returnUrl=%2Fcart');
      expect(await offer.getByRole('button').count()).toBe(0);
      // A click opens the sign-in dialog over the bag.
      await signIn.click();
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/cart');
    } finally {
      await context.close();
    }
  });
});
