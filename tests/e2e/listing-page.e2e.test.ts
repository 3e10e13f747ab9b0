import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * A listing as a shopper uses it, in Chromium (issue 11 tests; shell spec §2.2 page, sort, order
 * and refinement query parameters; catalogue spec §3 facets): filter, sort, page, come back with
 * the filters kept; the phone's filter dialog; the accordions flag; the empty result; axe.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

/** A page with flag overrides in the sf_flags cookie (e.g. categoryTilesPerPage=2). */
async function open(
  flags: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await e2e.open();
  await page.setViewportSize(viewport);
  await context.addCookies([
    { name: 'sf_flags', value: flags, domain: 'anthropologie.localhost', path: '/' },
  ]);
  return { context, page };
}

const query = (page: Page) => new URL(page.url()).searchParams;

/**
 * Waits until React owns the listing's controls: the page view and its filters are chunks of
 * their own that hydrate after the shell, and a click before that would be lost.
 */
async function listingHydrated(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() =>
    ['.sf-listing__sort select', '.sf-filters input', '.sf-filter-dialog__open'].every(
      (selector) => {
        const control = document.querySelector(selector);
        return !!control && Object.keys(control).some((key) => key.startsWith('__reactProps'));
      },
    ),
  );
}
const resultCount = async (page: Page) =>
  Number((await page.locator('.sf-listing__count').innerText()).replace(/\D/g, ''));

// Catalogue spec §3: the pickup facets are answered for the stores a listing names
// (selectedStores); the shopper's own store (shell spec §4 store choice: cached default) is the
// way in, kept in the URL as ?store= with the pickup switch.
describe('the pickup filter (issue 11; catalogue spec §3 pickup facets)', () => {
  it("offers the shopper's store, then filters by pickup there with the store in the URL", async () => {
    const [store] = await e2e.storefront.db.query<{ store_number: string; name: string }>(
      `SELECT store_number, name FROM stores WHERE brand_id = 'anthropologie'
       AND in_store_pickup->>'enabled' IS DISTINCT FROM 'false' ORDER BY store_number LIMIT 1`,
    );
    const { context, page } = await open('');
    try {
      // No store yet: the filter leads to the store finder.
      await page.goto(e2e.an('/clothing'));
      await listingHydrated(page);
      const pickup = page.locator('aside').getByRole('group', { name: 'Available for Pickup' });
      const finder = pickup.getByRole('link', { name: 'Choose a store for pickup' });
      await finder.waitFor();
      expect(await finder.getAttribute('href')).toBe('/stores');

      // A store chosen earlier (the cached default) is offered by name.
      await page.evaluate(
        (number) =>
          localStorage.setItem(
            'sf:anthropologie:pickup-store',
            JSON.stringify({ storeNumber: number, savedAt: Date.now() }),
          ),
        store!.store_number,
      );
      await page.reload();
      await listingHydrated(page);
      const all = await resultCount(page);
      const offer = pickup.getByRole('checkbox', { name: `Pick up at ${store!.name}` });
      await offer.click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get('store') === store!.store_number &&
          url.searchParams.get('pickup') === 'true',
      );
      // The API's own pickup facet now answers for that store, chosen.
      await expect.poll(() => pickup.getByRole('checkbox', { checked: true }).count()).toBe(1);
      expect(await resultCount(page)).toBeLessThanOrEqual(all);
    } finally {
      await context.close();
    }
  });
});

describe('a category listing: filter, sort, page and back (issue 11)', () => {
  it('keeps filters and sort in the URL without a full reload, and back restores them', async () => {
    const { context, page } = await open('categoryTilesPerPage=1');
    try {
      await page.goto(e2e.an('/clothing'));
      await listingHydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Clothing' }).count()).resolves.toBe(
        1,
      );
      const all = await resultCount(page);
      expect(all).toBeGreaterThan(1);
      await expect(page.locator('.sf-listing__tiles > li').count()).resolves.toBe(1);
      // A marker on window survives client navigations and is lost on a full reload.
      await page.evaluate(() => Object.assign(window, { __sfNoReload: true }));

      // Filter: the most common colour (facet values come by count, largest first).
      const colours = page.locator('aside').getByRole('group', { name: 'Color' });
      const colour = colours.getByRole('checkbox').first();
      const value = await colour.getAttribute('value');
      expect(value).toBeTruthy();
      await colour.check();
      await page.waitForURL((url) => url.searchParams.get('colorway') === value);
      await expect(colour.isChecked()).resolves.toBe(true);
      const filtered = await resultCount(page);
      expect(filtered).toBeLessThanOrEqual(all);
      expect(filtered).toBeGreaterThan(1);
      await expect(
        page.getByRole('button', { name: `Remove filter: ${value}` }).count(),
      ).resolves.toBe(1);

      // Sort: a labelled select; price ascending is sort=price (its default order left out).
      await page.getByLabel('Sort By').selectOption('price:asc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
      expect(query(page).get('colorway')).toBe(value);

      // Page 2 through a real link with rel=next, filters and sort kept.
      const next = page.locator('a[rel="next"]');
      expect(
        new URLSearchParams((await next.getAttribute('href'))!.split('?')[1]).get('page'),
      ).toBe('2');
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect(page.locator('.sf-pagination a[aria-current="page"]').innerText()).resolves.toBe(
        '2',
      );
      expect(query(page).get('colorway')).toBe(value);
      expect(query(page).get('sort')).toBe('price');
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('page'));

      // Back on page 1: the filter and sort are still chosen.
      expect(query(page).get('colorway')).toBe(value);
      await expect(colours.getByRole('checkbox', { checked: true }).count()).resolves.toBe(1);
      await expect(page.getByLabel('Sort By').inputValue()).resolves.toBe('price:asc');
      await expect(page.evaluate(() => '__sfNoReload' in window)).resolves.toBe(true);

      // Clear all: every filter gone, the sort kept.
      await page.getByRole('button', { name: 'Clear All' }).click();
      await page.waitForURL((url) => !url.searchParams.has('colorway'));
      expect(query(page).get('sort')).toBe('price');
      await expect(resultCount(page)).resolves.toBe(all);
    } finally {
      await context.close();
    }
  });

  it('prices run low to high when sorted by price ascending', async () => {
    const { context, page } = await open('categoryTilesPerPage=20');
    try {
      await page.goto(e2e.an('/clothing?sort=price'));
      await hydrated(page);
      const prices = await page
        .locator('.sf-tile__price')
        .evaluateAll((nodes) =>
          nodes.map((node) =>
            Number(
              (node.querySelector('ins') ?? node)
                .textContent!.replace(/[^\d.–-]/g, '')
                .split(/[–-]/)[0],
            ),
          ),
        );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await context.close();
    }
  });

  it('pages are links a crawler can follow, without JavaScript', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    try {
      await context.addCookies([
        {
          name: 'sf_flags',
          value: 'categoryTilesPerPage=2',
          domain: 'anthropologie.localhost',
          path: '/',
        },
      ]);
      const page = await context.newPage();
      const response = await page.goto(e2e.an('/clothing?sort=newest'));
      expect(response?.status()).toBe(200);
      const next = await page.locator('a[rel="next"]').getAttribute('href');
      expect(next).toMatch(/^\/clothing\?sort=newest&page=2$/);
      await page.goto(e2e.an(next!));
      await expect(page.locator('.sf-pagination a[aria-current="page"]').innerText()).resolves.toBe(
        '2',
      );
      await expect(page.locator('a[rel="prev"]').getAttribute('href')).resolves.toBe(
        '/clothing?sort=newest',
      );
    } finally {
      await context.close();
    }
  });

  it('an empty result says so and offers to clear the filters', async () => {
    const { context, page } = await open('categoryTilesPerPage=2');
    try {
      await page.goto(e2e.an('/clothing?salePrice=0-1'));
      await listingHydrated(page);
      await page.getByText('No products match these filters.').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => !url.searchParams.has('salePrice'));
      await page.locator('.sf-listing__tiles > li').nth(1).waitFor();
      await expect(page.getByText('No products match these filters.').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("hydrating keeps the server's filter and sort controls in place: nothing removed, no shift (shell spec §2.2)", async () => {
    const { context, page } = await open('', { width: 800, height: 400 });
    try {
      // Counts every toolbar control taken out of the page from the first byte on: a listing
      // re-rendered before its lazy controls hydrate makes React drop their server HTML.
      await page.addInitScript(() => {
        const seen = window as unknown as { __removed?: number };
        seen.__removed = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (
                node instanceof Element &&
                (node.matches('.sf-filter-dialog, .sf-listing__sort') ||
                  node.querySelector('.sf-filter-dialog, .sf-listing__sort'))
              )
                seen.__removed! += 1;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(e2e.an('/clothing'));
      const served = await page.locator('.sf-listing__toolbar').boundingBox();
      await listingHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { __removed?: number }).__removed),
      ).toBe(0);
      expect((await page.locator('.sf-listing__toolbar').boundingBox())?.height).toBe(
        served?.height,
      );
    } finally {
      await context.close();
    }
  });

  it('on a phone the filters open as a dialog from a Filter button', async () => {
    const { context, page } = await open('categoryTilesPerPage=2', { width: 375, height: 800 });
    try {
      await page.goto(e2e.an('/clothing'));
      await listingHydrated(page);
      await expect(page.locator('aside.sf-listing__filters').isVisible()).resolves.toBe(false);
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await dialog.waitFor();
      await dialog.getByRole('group', { name: 'Color' }).getByRole('checkbox').first().check();
      await page.waitForURL((url) => url.searchParams.has('colorway'));
      await dialog.getByRole('button', { name: /^Show \d+ Results?$/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(page.getByRole('button', { name: 'Filter (1)' }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('with plpFilterAccordions on, each facet is an accordion (shell spec §9)', async () => {
    const { context, page } = await open('plpFilterAccordions=1');
    try {
      await page.goto(e2e.an('/clothing?colorway=Blue'));
      await listingHydrated(page);
      const accordions = page.locator('aside details.sf-filters__accordion');
      expect(await accordions.count()).toBeGreaterThan(1);
      await expect(accordions.first().locator('summary').innerText()).resolves.toMatch(/^Color/);
      // The facet with a choice starts open, the others closed.
      await expect(accordions.first().getAttribute('open')).resolves.not.toBeNull();
      await expect(accordions.nth(1).getAttribute('open')).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });

  it.each([
    {
      label: 'desktop, filtered and sorted',
      path: '/clothing?colorway=Blue&sort=price',
      width: 1280,
    },
    { label: 'phone, filter dialog open', path: '/clothing', width: 375, dialog: true },
  ])('axe: no serious or critical violation ($label)', async ({ path, width, dialog }) => {
    const { context, page } = await open('categoryTilesPerPage=8', { width, height: 900 });
    try {
      await page.goto(e2e.an(path));
      await listingHydrated(page);
      if (dialog) {
        await page.getByRole('button', { name: 'Filter', exact: true }).click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
