import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * "Shop the Set" in Chromium (issue 11; catalogue spec §7 bundles call, §9 bundle list limit 5):
 * the product page of a piece of a bundle shows "Complete the look" below the fold with the
 * bundle's pieces; adding the set by keyboard puts every buyable piece in the bag, and the
 * header's count rises by that many. axe at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;
let pick: { slug: string; bundle: string };

beforeAll(async () => {
  e2e = await startE2e();
  // A standard product of an-us that a bundle holds; the first such bundle by id is shown first.
  const rows = await e2e.storefront.db.query<{ slug: string; bundle: string }>(
    `SELECT m.slug, b.display_name AS bundle
       FROM products b JOIN products m ON m.brand_id = b.brand_id AND m.id = ANY(b.bundle_ids)
      WHERE b.brand_id = 'anthropologie' AND b.product_type = 'bundle'
        AND m.product_type = 'standard'
      ORDER BY b.id, m.id LIMIT 1`,
  );
  pick = rows[0]!;
}, 1_500_000);
afterAll(async () => {
  await e2e?.close();
});

const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: count === 1 ? 'Bag, 1 item' : `Bag, ${count} items` });

/** Opens the product page and scrolls toward its foot, where the section loads with the trays. */
async function openSection(page: Page) {
  await page.goto(e2e.an(`/shop/${pick.slug}`));
  await hydrated(page);
  await page.locator('.sf-product__recommendations').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Complete the look' });
  await section.getByRole('heading', { level: 3, name: pick.bundle }).waitFor();
  return section;
}

describe('Shop the Set quick add (issue 11; catalogue spec §7 bundles, §9 limit 5)', () => {
  it('adds the set by keyboard and the bag count rises by its pieces', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      const section = await openSection(page);
      // At most the brand's bundle list limit (5), each with a named "add the set" button.
      const setButtons = section.getByRole('button', { name: /^Add the set to bag: / });
      expect(await setButtons.count()).toBeGreaterThan(0);
      expect(await setButtons.count()).toBeLessThanOrEqual(5);
      const bundle = section
        .locator('.sf-set__bundle')
        .filter({ has: page.getByRole('heading', { level: 3, name: pick.bundle }) });
      const pieces = bundle.getByRole('listitem');
      const soldOut = pieces.filter({ hasText: 'Sold Out' });
      const count = (await pieces.count()) - (await soldOut.count());
      expect(count).toBeGreaterThan(0);
      // Every control is named: a size to choose where a piece has more than one.
      for (const size of await bundle.getByRole('combobox', { name: /^Size of / }).all()) {
        if ((await size.inputValue()) === '') await size.selectOption({ index: 1 });
      }
      await expect(cartLink(page, 1).count()).resolves.toBe(0);
      const add = bundle.getByRole('button', { name: `Add the set to bag: ${pick.bundle}` });
      await add.focus();
      await page.keyboard.press('Enter');
      await bundle
        .getByRole('status')
        .getByText(count === 1 ? '1 piece added to your bag' : `${count} pieces added to your bag`)
        .waitFor();
      await cartLink(page, count).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the section at 375 px with every control named, and no serious axe violation', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      const section = await openSection(page);
      await section.getByRole('link', { name: `Shop the full set: ${pick.bundle}` }).waitFor();
      // Each buyable piece has its own named add button.
      expect(
        await section.getByRole('button', { name: /^Add this item: / }).count(),
      ).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
