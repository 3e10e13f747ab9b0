import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import { apiFromPage, hydrated, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The login modal's upgrade states (shell spec §4 "Login modal states: ... optional upgrade (cannot
 * be closed), required upgrade (no continue-as-guest)"), in Chromium: a guest's heart on
 * Anthropologie opens 'Sign In to Continue' with no 'Continue as Guest', and once signed in the
 * like goes on; on Free People (flags.enableCheckoutSignInPrompt) a guest's Proceed to Checkout
 * opens the optional upgrade, which Escape does not close, and Continue as Guest reaches the
 * checkout's first step as a guest.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };
const LARGE = { viewport: { width: 1280, height: 900 } };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 900_000);
afterAll(async () => {
  await e2e?.close();
});

/** A Free People guest with one product in the bag, on the bag page; the product's name. */
async function guestBagOnFreePeople(page: Page): Promise<string> {
  await page.goto(e2e.fp('/'));
  await hydrated(page);
  expect(await apiFromPage(page, '/auth/v0/fp-us/tokens/guest', {})).toBe(200);
  const displayName = `Prompt Tee ${Math.random().toString(36).slice(2, 8)}`;
  const { productId, skuId } = await addProduct(e2e.storefront.db, {
    brandId: 'free-people',
    displayName,
    stock: 20,
    priceUsd: 60,
  });
  expect(
    await apiFromPage(page, '/checkout/v0/fp-us/carts/items', {
      productId,
      skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  ).toBe(200);
  await page.goto(e2e.fp('/cart'));
  await hydrated(page);
  return displayName;
}

/** Free People's paths end with a slash. */
const isPath = (path: string) => (url: URL) => url.pathname.replace(/\/$/, '') === path;
/** Checkout (/checkout) opens its first step not done (/checkout/shipping-address...). */
const inCheckout = (url: URL) => url.pathname.startsWith('/checkout');

describe('the login modal upgrade states (shell spec §4)', () => {
  it("required upgrade: a guest's heart opens 'Sign In to Continue' without 'Continue as Guest'; signed in, the like goes on", async () => {
    await e2e.storefront.db.query(
      `DELETE FROM likes WHERE user_id IN (SELECT id FROM users WHERE email = $1)`,
      [SHOPPER.email],
    );
    const { context, page } = await e2e.open(LARGE);
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const add = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
      await add.waitFor();
      const product = /^Add (.+) to favorites$/.exec((await add.textContent()) ?? '')?.[1] ?? '';
      expect(product).not.toBe('');
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Continue', exact: true });
      await dialog.waitFor();
      await dialog.getByText('Please sign in to continue.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Continue as Guest' }).count()).toBe(0);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(SHOPPER.email);
      await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      const remove = page.getByRole('button', { name: `Remove ${product} from favorites` });
      await remove.waitFor();
      expect(await remove.getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it("optional upgrade: a guest's Proceed to Checkout on Free People cannot be escaped; Continue as Guest reaches the first step", async () => {
    const { context, page } = await e2e.open(LARGE);
    try {
      await guestBagOnFreePeople(page);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Continue', exact: true });
      await dialog.waitFor();
      const guest = dialog.getByRole('button', { name: 'Continue as Guest' });
      await guest.waitFor();
      // It cannot be closed: no Close button, and Escape leaves it open on the bag.
      expect(await dialog.getByRole('button', { name: /^Close/ }).count()).toBe(0);
      await dialog.getByRole('textbox', { name: 'Email address' }).focus();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Continue as Guest' }).focus();
      expect(await dialog.isVisible()).toBe(true);
      expect(isPath('/cart')(new URL(page.url()))).toBe(true);

      await guest.click();
      await page.waitForURL(inCheckout);
      await page.getByRole('heading', { name: 'Shipping Address', level: 2 }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('optional upgrade: signing in there goes on to checkout signed in, with the bag it had', async () => {
    const { context, page } = await e2e.open(LARGE);
    try {
      const product = await guestBagOnFreePeople(page);
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Continue', exact: true });
      await dialog
        .getByRole('textbox', { name: 'Email address' })
        .fill('shopper@free-people.example');
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(inCheckout);
      await page.getByText(product).first().waitFor();
      const token = await page.evaluate(async () =>
        (await fetch('/api/auth/v0/fp-us/tokens/current')).json(),
      );
      expect((token as { scopes?: string[] }).scopes).toContain('registered');
    } finally {
      await context.close();
    }
  });
});
