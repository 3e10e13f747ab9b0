import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * In-house recommendation trays in Chromium (issue 11; shell spec §9 flag enableInHouseRecs,
 * default false): with the flag, a product page shows "More from {brand}" from the brand's own
 * listing beside "You May Also Like" from its category, with no product twice and never the page's
 * own (recommendation trays deduplicated by display priority); without it, the category's tray
 * alone. axe at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;
let pick: { slug: string; brand_name: string };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 120 });
  // A label (not the store's own name) with several products, and one of them to open.
  const rows = await e2e.storefront.db.query<{ slug: string; brand_name: string }>(
    `SELECT min(slug) AS slug, brand_name FROM products
      WHERE brand_id = 'anthropologie' AND product_type = 'standard'
        AND brand_name IS NOT NULL AND brand_name <> 'Anthropologie'
      GROUP BY brand_name HAVING count(*) >= 4 ORDER BY count(*) DESC LIMIT 1`,
  );
  pick = rows[0]!;
}, 300_000);
afterAll(async () => {
  await e2e?.close();
});

async function open(
  flags: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await e2e.open();
  await page.setViewportSize(viewport);
  if (flags) await context.addCookies([{ name: 'sf_flags', value: flags, url: e2e.an('/') }]);
  return { context, page };
}

/** Opens the product page and scrolls to its foot, where the trays load. */
async function openProduct(page: Page): Promise<void> {
  await page.goto(e2e.an(`/shop/${pick.slug}`));
  await hydrated(page);
  await page.locator('.sf-product__recommendations').scrollIntoViewIfNeeded();
}

const trayLinks = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .locator('.sf-tile__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('in-house recommendations (issue 11; shell spec §9 enableInHouseRecs)', () => {
  for (const width of [375, 1280]) {
    it(`shows the brand's tray beside the category's, no product twice, at ${width} px`, async () => {
      const { context, page } = await open('enableInHouseRecs=true', { width, height: 900 });
      try {
        await openProduct(page);
        const brandTray = page.getByRole('region', { name: `More from ${pick.brand_name}` });
        await brandTray.getByRole('heading', { level: 2 }).waitFor();
        await page.getByRole('region', { name: 'You May Also Like' }).waitFor();
        const category = await trayLinks(page, 'You May Also Like');
        const brand = await trayLinks(page, `More from ${pick.brand_name}`);
        expect(brand.length).toBeGreaterThan(0);
        const all = [...category, ...brand];
        expect(new Set(all).size).toBe(all.length);
        expect(all.some((href) => href.includes(pick.slug))).toBe(false);
        // Every tile of the brand's tray is the brand's.
        const slugs = brand.map((href) => new URL(href, 'http://x').pathname.split('/').pop());
        const rows = await e2e.storefront.db.query<{ brand_name: string }>(
          `SELECT DISTINCT brand_name FROM products WHERE brand_id = 'anthropologie' AND slug = ANY($1)`,
          [slugs],
        );
        expect(rows.map((row) => row.brand_name)).toEqual([pick.brand_name]);
        expect(await seriousAxeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the category’s tray alone without the flag (its default, false)', async () => {
    const { context, page } = await open('');
    try {
      await openProduct(page);
      await page
        .getByRole('region', { name: 'You May Also Like' })
        .locator('.sf-tile__link')
        .first()
        .waitFor();
      await expect(
        page.getByRole('region', { name: `More from ${pick.brand_name}` }).count(),
      ).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
