import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import {
  apiFromPage,
  hydrated,
  seriousAxeViolations,
  signInThroughApi,
  startE2e,
} from './harness.ts';
import type { E2e } from './harness.ts';
import { DELIVERY_PASS_COOKIE } from '../../engine/domain/cart/delivery-pass.ts';

/**
 * Delivery-pass membership on the storefront (issue 12 "where the site's billing countries allow
 * it, and the member cookie"; shell spec §4 cookies "delivery pass member", §6 "delivery-pass
 * member from membership type"). The seeded demo shopper holds a pass until 2027-12-31 and an-us
 * lists US among its billing countries: signing in writes the member cookie, the bag and the
 * shipping method say standard shipping is free with the pass, the dashboard shows the pass, and
 * signing out deletes the cookie. A guest sees none of it, nor does an-ca (no billing countries).
 */
vi.setConfig({ testTimeout: 90_000 });
let e2e: E2e;

const MEMBER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };
const COOKIE = DELIVERY_PASS_COOKIE;
const BAG_LINE = 'Your Delivery Pass makes standard shipping free on this order.';

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

const memberCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value;

/** A product in the bag; a guest first gets a token (the token cookie is httpOnly). */
async function addToBag(
  page: Page,
  {
    guest,
    siteId = 'an-us',
    poolId = 'US_DIRECT',
  }: { guest: boolean; siteId?: string; poolId?: string },
): Promise<void> {
  const { productId, skuId } = await addProduct(e2e.storefront.db, { stock: 20 });
  if (guest) expect(await apiFromPage(page, `/auth/v0/${siteId}/tokens/guest`, {})).toBe(200);
  const status = await apiFromPage(page, `/checkout/v0/${siteId}/carts/items`, {
    productId,
    skuId,
    poolId,
    quantity: 1,
  });
  expect(status).toBe(200);
}

describe('a delivery-pass member (issue 12; shell spec §4, §6)', () => {
  it('signing in writes the member cookie; bag, shipping method and dashboard say why shipping is free; signing out deletes it', async () => {
    const { context, page } = await e2e.open();
    try {
      await signInThroughApi(page, e2e.an('/'), MEMBER);
      await addToBag(page, { guest: false });
      // The header's account menu reads the profile and writes the cookie, until the pass's last day.
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await expect.poll(() => memberCookie(context)).toBe('1');
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      const cookie = (await context.cookies()).find((entry) => entry.name === COOKIE)!;
      expect(cookie.expires * 1000).toBeLessThanOrEqual(Date.parse('2028-01-01T00:00:00Z'));
      expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000);
      await page.getByText(BAG_LINE).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The shipping method names the pass on the free standard option (the API priced it 0).
      expect(
        await apiFromPage(
          page,
          '/checkout/v0/an-us/carts/current/shipping-address',
          { address: US_ADDRESS },
          'PUT',
        ),
      ).toBe(200);
      await page.goto(e2e.an('/checkout/shipping-delivery?shipping-delivery=1'));
      await hydrated(page);
      await page.getByRole('radio', { name: /Standard Free with your Delivery Pass/ }).waitFor();

      // The dashboard shows the pass and its last day.
      await page.goto(e2e.an('/account/dashboard'));
      // Hydrated before the account menu is pressed: a press on the server's HTML does nothing.
      await hydrated(page);
      const pass = page.getByRole('region', { name: 'Delivery Pass' });
      await pass
        .getByText('Free standard shipping on every order until December 31, 2027.')
        .waitFor();

      // Signing out forgets the membership.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page
        .getByRole('link', { name: /Sign In/ })
        .first()
        .waitFor();
      await expect.poll(() => memberCookie(context)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('a guest is told nothing of a pass, and a cookie alone counts only where the site sells the pass', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await addToBag(page, { guest: true });
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(BAG_LINE).count()).toBe(0);
      expect(await memberCookie(context)).toBeUndefined();

      // an-ca lists no billing countries for the pass: even the member cookie changes nothing.
      await context.addCookies([
        { name: COOKIE, value: '1', domain: 'anthropologie.localhost', path: '/' },
      ]);
      await page.goto(e2e.an('/en-ca'));
      await hydrated(page);
      await addToBag(page, { guest: true, siteId: 'an-ca', poolId: 'CA_DIRECT' });
      await page.goto(e2e.an('/en-ca/cart'));
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText(BAG_LINE).count()).toBe(0);
      // On an-us the same cookie is read once the page is interactive.
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      await page.getByText(BAG_LINE).waitFor();
    } finally {
      await context.close();
    }
  });
});
