import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import type { ProductList } from '../../schemas/api/generated/types.ts';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Store pickup in Chromium (issue 11 "Store pickup", catalogue spec §4 "Store pickup store
 * choice"): find a store by place name or from the browser's location, make it my store, see it
 * on a product page with the chosen size's pickup stock; the choice is kept locally and, signed
 * in, as the favourite store; no store near the position says "Unable to find nearby store".
 */
vi.setConfig({ testTimeout: 90_000 });
let e2e: E2e;

interface SeededStore {
  readonly number: string;
  readonly name: string;
  readonly city: string;
  readonly lat: number;
  readonly lng: number;
  readonly pool: string;
}
let store: SeededStore;
let slug: string;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
  const [row] = await e2e.storefront.db.query<SeededStore>(
    `SELECT store_number AS number, name, address->>'city' AS city, lat, lng, pool_id AS pool
       FROM stores WHERE brand_id = 'anthropologie' AND address->>'country' = 'US'
         AND coalesce(in_store_pickup->>'enabled', 'true') <> 'false'
       ORDER BY store_number LIMIT 1`,
  );
  if (!row) throw new Error('No seeded Anthropologie store in the US');
  store = row;
  const [product] = await e2e.storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
       AND coalesce((flags->>'removeForLegalReasons')::boolean, false) = false ORDER BY slug LIMIT 1`,
  );
  slug = product!.slug;
}, 900_000);

afterAll(async () => {
  await e2e?.close();
});

const storeSearch = (page: Page) => page.getByRole('search', { name: 'Find a Store' });
const pickup = (page: Page) => page.getByRole('region', { name: 'Store Pickup' });

async function makeMyStore(page: Page, store: SeededStore): Promise<void> {
  await page.goto(e2e.an('/stores'));
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'City, state or ZIP code' }).fill(store.city);
  await storeSearch(page).getByRole('button', { name: 'Search', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: store.name, exact: true });
  await heading.waitFor();
  await page.getByRole('button', { name: `Set as My Store: ${store.name}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${store.name} is now your store.` })
    .waitFor();
  await page
    .getByRole('article', { name: store.name })
    .getByText('My Store', { exact: true })
    .waitFor();
}

describe('store pickup (issue 11, catalogue spec §4)', () => {
  it('finds a store by place name, makes it my store, and a product page shows its pickup stock', async () => {
    const { context, page } = await e2e.open();
    try {
      await makeMyStore(page, store);
      // The place-name search lists the stores near that place, nearest first: the store itself.
      const first = page.getByRole('article').first();
      await expect(first.getAttribute('aria-labelledby')).resolves.toBe(`sf-store-${store.number}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The StoreMap slot's default (issue 13: a maps service with a harmless default): a link to
      // the store on OpenStreetMap in a new tab, no map script.
      const map = page
        .getByRole('article', { name: store.name })
        .getByRole('link', { name: `Map and directions to ${store.name} (opens in a new tab)` });
      const [lat, lng] = [Number(store.lat), Number(store.lng)];
      expect(await map.getAttribute('href')).toBe(
        `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
      );
      expect(await map.getAttribute('target')).toBe('_blank');
      expect(await map.getAttribute('rel')).toContain('noopener');

      // Kept locally (§4 "Changing the store saves it locally").
      const saved = await page.evaluate(() =>
        localStorage.getItem('sf:anthropologie:pickup-store'),
      );
      expect(JSON.parse(saved ?? '{}')).toMatchObject({ storeNumber: store.number });

      await page.goto(e2e.an(`/shop/${slug}`));
      await hydrated(page);
      await pickup(page).getByText(`Pick up at ${store.name}`).waitFor();
      await pickup(page)
        .getByRole('link', { name: `Map and directions to ${store.name} (opens in a new tab)` })
        .waitFor();
      await pickup(page)
        .getByText('Choose a size to see whether it can be picked up here.')
        .waitFor();

      // Choose an available size: the panel says what the store's pool holds of that sku.
      const entry = (await (
        await fetch(
          `http://localhost:${e2e.port}/api/catalog/v1/an-us/pools/US_DIRECT/products?slug=${slug}&include-pools=true`,
        )
      ).json()) as ProductList;
      const sizes = page.getByRole('group', { name: 'Size', exact: true });
      await sizes.getByRole('radio').first().check();
      await page.waitForURL((url) => url.searchParams.has('size'));
      const checked = async (group: string) =>
        (await page.locator(`input[name="${group}"]:checked`).count()) > 0
          ? await page.locator(`input[name="${group}"]:checked`).getAttribute('value')
          : null;
      const [colorId, fitId, sizeId] = await Promise.all([
        checked('color'),
        checked('fit'),
        checked('size'),
      ]);
      const chosen = entry[0]!.skuInfo!.skus.find(
        (sku) =>
          sku.sizeId === sizeId &&
          sku.colorId === colorId &&
          (fitId === null || sku.fitId === fitId),
      );
      expect(chosen).toBeDefined();
      const inStore = chosen?.pools?.find((pool) => pool.poolId === store.pool);
      // At or below limits.listing.retailStockThreshold (5) the store's count is said (issue 11).
      const inStock = inStore?.availableStatus === 'available' && inStore.stockLevel > 0;
      await pickup(page)
        .getByText(
          !inStock
            ? 'Not available for pickup at this store'
            : inStore.stockLevel <= 5
              ? `Only ${inStore.stockLevel} left at this store`
              : 'Available for pickup at this store',
        )
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds the nearest store from the browser’s location, and says so when none is near', async () => {
    const near = await e2e.browser.newContext({
      geolocation: { latitude: store.lat, longitude: store.lng },
      permissions: ['geolocation'],
    });
    const far = await e2e.browser.newContext({
      // The South Pacific: no store within the brand's 200.
      geolocation: { latitude: -48.87, longitude: -123.39 },
      permissions: ['geolocation'],
    });
    try {
      const page = await near.newPage();
      await page.goto(e2e.an(`/shop/${slug}`));
      await hydrated(page);
      await pickup(page).getByRole('button', { name: 'Use My Current Location' }).click();
      await pickup(page).getByText(`Pick up at ${store.name}`).waitFor();

      const lost = await far.newPage();
      await lost.goto(e2e.an(`/shop/${slug}`));
      await hydrated(lost);
      await pickup(lost).getByRole('button', { name: 'Use My Current Location' }).click();
      await pickup(lost)
        .getByRole('alert')
        .filter({ hasText: 'Unable to find nearby store' })
        .waitFor();

      await lost.goto(e2e.an('/stores'));
      await hydrated(lost);
      await lost.getByRole('searchbox', { name: 'City, state or ZIP code' }).fill('Atlantis');
      await storeSearch(lost).getByRole('button', { name: 'Search', exact: true }).click();
      await lost.getByRole('alert').filter({ hasText: 'Unable to find nearby store' }).waitFor();
    } finally {
      await Promise.all([near.close(), far.close()]);
    }
  });

  it('saves the store as the favourite of a signed-in shopper (§4 "stored as the favourite store")', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(context, page);
      // The demo shopper's favourite is seeded: a signed-in shopper's store is the favourite
      // (§4 precedence), so another store is chosen here.
      const before = await favouritesOf();
      const [other] = await e2e.storefront.db.query<SeededStore>(
        `SELECT store_number AS number, name, address->>'city' AS city, lat, lng, pool_id AS pool
           FROM stores WHERE brand_id = 'anthropologie' AND address->>'country' = 'US'
             AND NOT store_number = ANY($1::text[])
           ORDER BY store_number DESC LIMIT 1`,
        [before ?? []],
      );
      await makeMyStore(page, other!);
      const favourites = await favouritesOf();
      expect(favourites?.[0]).toBe(other!.number);
      // The earlier favourites are kept after it.
      expect(favourites?.slice(1)).toEqual(before ?? []);
    } finally {
      await context.close();
    }
  });
});

async function favouritesOf(): Promise<string[] | null | undefined> {
  const [row] = await e2e.storefront.db.query<{ favourites: string[] | null }>(
    `SELECT p.global->'favoriteStores' AS favourites FROM preferences p
       JOIN users u ON u.id = p.user_id
       WHERE u.brand_id = 'anthropologie' AND u.email = 'shopper@anthropologie.example'`,
  );
  return row?.favourites;
}

async function signIn(_context: BrowserContext, page: Page): Promise<void> {
  await page.goto(e2e.an('/login?returnUrl=%2Fstores'));
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill('shopper@anthropologie.example');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/stores');
}
