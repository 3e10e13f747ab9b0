import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * A personalised listing order in Chromium (issue 11; shell spec §9 flags plpPersonalization and
 * searchPersonalization, §6 consent group C0003): a signed-in shopper's hearted products come
 * first on a category's listing and on search results, no more of them than the flag's level;
 * without the personalisation consent, or for a guest, the order is everyone's.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 60 });
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

async function open(
  flags: string,
  consent = 'C0001:1,C0002:1,C0003:1,C0004:1',
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await e2e.open();
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.addCookies([
    { name: 'sf_flags', value: flags, url: e2e.an('/') },
    { name: 'sf_consent', value: encodeURIComponent(consent), url: e2e.an('/') },
  ]);
  return { context, page };
}

/** The tiles' product links, in the order the page shows them. */
const hrefs = (page: Page) =>
  page
    .locator('.sf-listing__tiles > li .sf-tile__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/** The product a tile's link names, by its slug (the last path segment). */
async function productIdOf(href: string): Promise<string> {
  const slug = new URL(href, 'http://x').pathname.split('/').pop();
  const rows = await e2e.storefront.db.query<{ id: string }>(
    `SELECT id FROM products WHERE brand_id = 'anthropologie' AND slug = $1`,
    [slug],
  );
  return rows[0]!.id;
}

/** The demo shopper's hearts are exactly these products. */
async function heartOnly(productIds: readonly string[]): Promise<void> {
  await e2e.storefront.db.query(
    `DELETE FROM likes WHERE user_id IN (SELECT id FROM users WHERE email = $1)`,
    [SHOPPER.email],
  );
  for (const productId of productIds) {
    await e2e.storefront.db.query(
      `INSERT INTO likes (user_id, product_id) SELECT id, $2 FROM users WHERE email = $1`,
      [SHOPPER.email, productId],
    );
  }
}

/** Everyone's order of a listing path: a guest's, with no personalisation flag. */
async function everyonesOrder(path: string): Promise<string[]> {
  const { context, page } = await open('');
  try {
    await page.goto(e2e.an(path));
    await hydrated(page);
    return await hrefs(page);
  } finally {
    await context.close();
  }
}

/** A word of many Anthropologie product names, so its search has several results. */
async function commonWord(): Promise<string> {
  const rows = await e2e.storefront.db.query<{ display_name: string }>(
    `SELECT display_name FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'`,
  );
  const counts = new Map<string, number>();
  for (const { display_name } of rows) {
    for (const part of new Set(display_name.toLowerCase().split(' '))) {
      if (/^[a-z]{4,}$/.test(part)) counts.set(part, (counts.get(part) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

/** Waits until the listing's first tiles are these links. */
async function firstTilesAre(page: Page, expected: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('.sf-listing__tiles > li .sf-tile__link')]
        .slice(0, want.length)
        .map((link) => link.getAttribute('href'))
        .join(' ') === want.join(' '),
    expected,
    { timeout: 15_000 },
  );
}

describe('personalised listing order (issue 11; shell spec §9 plpPersonalization)', () => {
  it('puts the hearted products first, up to the level, the rest in everyone’s order', async () => {
    const everyone = await everyonesOrder('/clothing');
    expect(everyone.length).toBeGreaterThan(5);
    const [third, fifth] = [everyone[2]!, everyone[4]!];
    await heartOnly([await productIdOf(fifth), await productIdOf(third)]);

    // Level 1: only the first hearted product of the page moves.
    const one = await open('plpPersonalization=1');
    try {
      await signInThroughApi(one.page, e2e.an('/'), SHOPPER);
      await one.page.goto(e2e.an('/clothing'));
      await hydrated(one.page);
      await firstTilesAre(one.page, [third]);
      expect(await hrefs(one.page)).toEqual([third, ...everyone.filter((href) => href !== third)]);
    } finally {
      await one.context.close();
    }

    // Level 2: both, in the listing's order.
    const two = await open('plpPersonalization=2');
    try {
      await signInThroughApi(two.page, e2e.an('/'), SHOPPER);
      await two.page.goto(e2e.an('/clothing'));
      await hydrated(two.page);
      await firstTilesAre(two.page, [third, fifth]);
      const rest = everyone.filter((href) => href !== third && href !== fifth);
      expect(await hrefs(two.page)).toEqual([third, fifth, ...rest]);
    } finally {
      await two.context.close();
    }
  });

  it('keeps everyone’s order without the personalisation consent (C0003)', async () => {
    const everyone = await everyonesOrder('/clothing');
    const fourth = everyone[3]!;
    const productId = await productIdOf(fourth);
    await heartOnly([productId]);
    const { context, page } = await open('plpPersonalization=3', 'C0001:1,C0002:1,C0003:0,C0004:1');
    try {
      await signInThroughApi(page, e2e.an('/'), SHOPPER);
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      // The tile's heart shows the shopper's likes are known on the page, yet nothing moved.
      await page
        .locator('.sf-listing__tiles > li')
        .nth(3)
        .locator('button[aria-pressed="true"]')
        .waitFor();
      expect(await hrefs(page)).toEqual(everyone);
    } finally {
      await context.close();
    }
  });
});

describe('personalised search results (issue 11; shell spec §9 searchPersonalization)', () => {
  it('puts a hearted product first on the results with the flag, not without it', async () => {
    const path = `/search?q=${await commonWord()}`;
    const everyone = await everyonesOrder(path);
    expect(everyone.length).toBeGreaterThan(3);
    expect(everyone.length).toBeLessThan(72);
    const last = everyone[everyone.length - 1]!;
    await heartOnly([await productIdOf(last)]);

    const { context, page } = await open('searchPersonalization=1');
    try {
      await signInThroughApi(page, e2e.an('/'), SHOPPER);
      await page.goto(e2e.an(path));
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe('/search');
      await firstTilesAre(page, [last]);
      expect(await hrefs(page)).toEqual([last, ...everyone.slice(0, -1)]);
    } finally {
      await context.close();
    }

    // The category flag does not reorder search results.
    const other = await open('plpPersonalization=1');
    try {
      await signInThroughApi(other.page, e2e.an('/'), SHOPPER);
      await other.page.goto(e2e.an(path));
      await hydrated(other.page);
      await other.page
        .locator('.sf-listing__tiles > li')
        .last()
        .locator('button[aria-pressed="true"]')
        .waitFor();
      expect(await hrefs(other.page)).toEqual(everyone);
    } finally {
      await other.context.close();
    }
  });
});
