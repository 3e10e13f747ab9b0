import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, seriousAxeViolations, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * What issue 14 still lacked, in Chromium (shell spec §2.3 favourites, §4 profile start-up and
 * privacy opt-out, §6 login extras, §2.1 rewards, §3.2 settings): a guest hearts a tile, signs in
 * and finds it hearted, on the hearts page too, then unhearts it there; axe at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };
const SMALL = { viewport: { width: 375, height: 800 } };
const LARGE = { viewport: { width: 1280, height: 900 } };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(e2e.an(path));
  await hydrated(page);
}

/** Forgets the demo shopper's hearts, so the test starts from none. */
async function clearLikes(email: string): Promise<void> {
  await e2e.storefront.db.query(
    `DELETE FROM likes WHERE user_id IN (SELECT id FROM users WHERE email = $1)`,
    [email],
  );
}

describe('the heart button (shell spec §2.3 favourites, §6, §7 likes)', () => {
  it('a guest hearts a tile, signs in, and finds it hearted there and on the hearts page; unhearting there removes it', async () => {
    await clearLikes(SHOPPER.email);
    const { context, page } = await e2e.open(LARGE);
    try {
      await openPage(page, '/clothing');
      const add = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
      await add.waitFor();
      const label = (await add.textContent()) ?? '';
      const product = /^Add (.+) to favorites$/.exec(label)?.[1] ?? '';
      expect(product).not.toBe('');
      expect(await add.getAttribute('aria-pressed')).toBe('false');
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Sign In' });
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(SHOPPER.email);
      await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      const remove = page.getByRole('button', { name: `Remove ${product} from favorites` });
      await remove.waitFor();
      expect(await remove.getAttribute('aria-pressed')).toBe('true');
      // The like is the API's, not only the page's.
      const [row] = await e2e.storefront.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM likes l JOIN users u ON u.id = l.user_id
         JOIN products p ON p.id = l.product_id WHERE u.email = $1 AND p.display_name = $2`,
        [SHOPPER.email, product],
      );
      expect(row?.count).toBe(1);

      await openPage(page, '/account/hearted-products');
      const hearted = page.getByRole('button', { name: `Remove ${product} from favorites` });
      await hearted.waitFor();
      expect(await hearted.getAttribute('aria-pressed')).toBe('true');
      await hearted.click();
      await page.getByRole('link', { name: product }).waitFor({ state: 'detached' });
      const [after] = await e2e.storefront.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM likes l JOIN users u ON u.id = l.user_id
         WHERE u.email = $1`,
        [SHOPPER.email],
      );
      expect(after?.count).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a signed-in shopper toggles the product page heart by keyboard', async () => {
    await clearLikes(SHOPPER.email);
    const { context, page } = await e2e.open(LARGE);
    try {
      await signInThroughApi(page, e2e.an('/'), SHOPPER);
      await openPage(page, '/clothing');
      await page.locator('.sf-tile__link').first().click();
      await page.waitForURL(/\/shop\//);
      await page.locator('#sf-product-name').waitFor();
      const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const add = page.getByRole('button', { name: `Add ${name} to favorites` });
      await add.focus();
      await page.keyboard.press('Enter');
      const remove = page.getByRole('button', { name: `Remove ${name} from favorites` });
      await remove.waitFor();
      expect(await remove.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Space');
      await add.waitFor();
      expect(await add.getAttribute('aria-pressed')).toBe('false');
    } finally {
      await context.close();
    }
  });

  for (const [width, options] of [
    [375, SMALL],
    [1280, LARGE],
  ] as const) {
    it(`axe finds nothing serious on a listing with hearts at ${width} px`, async () => {
      const { context, page } = await e2e.open(options);
      try {
        await signInThroughApi(page, e2e.an('/'), SHOPPER);
        await openPage(page, '/clothing');
        await page
          .getByRole('button', { name: /to favorites$/ })
          .first()
          .waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** The demo shopper's opt-out locations on record. */
async function optOutsOnRecord(email: string): Promise<unknown> {
  const [row] = await e2e.storefront.db.query<{ locations: unknown }>(
    `SELECT p.global->'privacyOptOutLocations' AS locations FROM preferences p
     JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
    [email],
  );
  return row?.locations ?? null;
}

describe('privacy opt-out at profile start-up (shell spec §4, §9 opt-out cookie)', () => {
  it('the cookie’s regions are patched to the profile and the cookie kept for optOutDays; another browser gets the cookie back', async () => {
    await e2e.storefront.db.query(
      `UPDATE preferences SET global = global - 'privacyOptOutLocations'
       WHERE user_id IN (SELECT id FROM users WHERE email = $1)`,
      [SHOPPER.email],
    );
    const first = await e2e.open(LARGE);
    try {
      await first.context.addCookies([
        { name: 'sf_privacy_optout', value: 'US-CA%2C%3Cb%3E', url: e2e.an('/') },
      ]);
      await signInThroughApi(first.page, e2e.an('/'), SHOPPER);
      await openPage(first.page, '/account/dashboard');
      await expect
        .poll(() => optOutsOnRecord(SHOPPER.email), { timeout: 15_000 })
        .toEqual([{ countryCode: 'US', regionCode: 'CA' }]);
      const cookie = (await first.context.cookies(e2e.an('/'))).find(
        (entry) => entry.name === 'sf_privacy_optout',
      );
      expect(decodeURIComponent(cookie?.value ?? '')).toBe('US-CA');
      // limits.cookies.optOutDays (365 by default): about a year from now.
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
    } finally {
      await first.context.close();
    }

    const second = await e2e.open(LARGE);
    try {
      await signInThroughApi(second.page, e2e.an('/'), SHOPPER);
      await openPage(second.page, '/account/account-settings');
      await expect
        .poll(
          async () =>
            (await second.context.cookies(e2e.an('/'))).find(
              (entry) => entry.name === 'sf_privacy_optout',
            )?.value,
          { timeout: 15_000 },
        )
        .toBe(encodeURIComponent('US-CA'));
    } finally {
      await second.context.close();
    }
  });
});
