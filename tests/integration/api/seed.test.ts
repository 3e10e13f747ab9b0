import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { DEFAULT_SEED, DEMO_PASSWORD, seed } from '../../../commerce-api/seed/index.ts';
import type { SeedSummary } from '../../../commerce-api/seed/index.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { loadBrands, openTestDatabase, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * The demo data (issue 3, Deliver 3): every brand's catalogue, stores, reviews, redirects and demo
 * accounts, seeded into the API's database exactly as the server seeds it on first start.
 */
let api: TestApi;
let brands: ApiBrandConfig[];
let first: SeedSummary;
let seedSeconds = 0;

const perBrand = async (sql: string) =>
  new Map(
    (await api.db.query<{ brand_id: string; n: number | string }>(sql)).map((row) => [
      row.brand_id,
      Number(row.n),
    ]),
  );

beforeAll(async () => {
  api = await startApi();
  brands = loadBrands();
  const started = Date.now();
  first = await seed(api.db, brands);
  seedSeconds = (Date.now() - started) / 1000;
}, 300_000);
afterAll(() => api?.close());

describe('demo catalogue per brand (issue 3 Deliver 3; catalogue spec §3)', () => {
  it('seeds every brand: at least 300 products, 12 categories and 40 stores each', async () => {
    expect(first.brands).toBe(brands.length);
    expect(first.users).toBe(brands.length * 4);
    const products = await perBrand('SELECT brand_id, count(*) AS n FROM products GROUP BY 1');
    const categories = await perBrand('SELECT brand_id, count(*) AS n FROM categories GROUP BY 1');
    const stores = await perBrand('SELECT brand_id, count(*) AS n FROM stores GROUP BY 1');
    for (const brand of brands) {
      expect(products.get(brand.id), brand.id).toBeGreaterThanOrEqual(300);
      expect(categories.get(brand.id), brand.id).toBeGreaterThanOrEqual(12);
      expect(stores.get(brand.id), brand.id).toBeGreaterThanOrEqual(40);
    }
    // Timing is reported, not asserted: the machine running the suite is shared.
    console.info(`[storefront:seed] ${brands.length} brands seeded in ${seedSeconds.toFixed(1)} s`);
  });

  it('takes the categories from each navigation tree (navigation item slugs, §3)', async () => {
    const rows = await api.db.query<{ slug: string; parent_slug: string | null }>(
      `SELECT slug, parent_slug FROM categories WHERE brand_id = 'anthropologie'`,
    );
    const slugs = new Map(rows.map((row) => [row.slug, row.parent_slug]));
    expect(slugs.get('maxi-dresses')).toBe('dresses');
    // A HEADING only groups items: its children belong to the heading's parent.
    expect(slugs.get('tops')).toBe('clothing');
    expect(slugs.has('wedding-registry')).toBe(false);
    expect(slugs.has('gift-guide')).toBe(false);
  });

  it('has all four stock states, backorders and drop-ship skus in every brand (§3 Sku, §4)', async () => {
    const states = await api.db.query<{
      brand_id: string;
      states: string[];
      backorders: number | string;
      drop_ship: number | string;
    }>(
      `SELECT p.brand_id, array_agg(DISTINCT i.available_status) AS states,
              count(*) FILTER (WHERE i.stock_level = 0 AND i.backorder > 0) AS backorders,
              count(*) FILTER (WHERE s.is_drop_ship) AS drop_ship
         FROM inventory i JOIN skus s ON s.id = i.sku_id JOIN products p ON p.id = s.product_id
        GROUP BY p.brand_id`,
    );
    expect(states).toHaveLength(brands.length);
    for (const row of states) {
      expect([...row.states].sort(), row.brand_id).toEqual([
        'available',
        'backordered',
        'discontinued',
        'unavailable',
      ]);
      expect(Number(row.backorders), row.brand_id).toBeGreaterThan(0);
      expect(Number(row.drop_ship), row.brand_id).toBeGreaterThan(0);
    }
  });

  it('stocks each site pool and store pools (inventory per store, §3 Sku pools)', async () => {
    for (const brand of brands) {
      const pools = new Set(Object.values(brand.sites).map((site) => site.inventoryPool));
      const rows = await api.db.query<{ pool_id: string }>(
        `SELECT DISTINCT i.pool_id FROM inventory i JOIN skus s ON s.id = i.sku_id
           JOIN products p ON p.id = s.product_id WHERE p.brand_id = $1`,
        [brand.id],
      );
      const found = new Set(rows.map((row) => row.pool_id));
      for (const pool of pools) expect(found.has(pool), `${brand.id} ${pool}`).toBe(true);
      const storePools = await api.db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM stores st WHERE st.brand_id = $1 AND EXISTS
           (SELECT 1 FROM inventory i WHERE i.pool_id = st.pool_id)`,
        [brand.id],
      );
      expect(Number(storePools[0]?.n), brand.id).toBeGreaterThan(20);
    }
  });

  it('has every product type in every brand, with the flags and references each needs', async () => {
    const types = await api.db.query<{ brand_id: string; types: string[] }>(
      'SELECT brand_id, array_agg(DISTINCT product_type) AS types FROM products GROUP BY 1',
    );
    for (const row of types) {
      expect([...row.types].sort(), row.brand_id).toEqual(
        ['bundle', 'egiftcard', 'giftcard', 'hybrid', 'mto', 'part', 'standard'].sort(),
      );
    }
    const gift = await api.db.query<{ product_type: string; flags: Record<string, boolean> }>(
      `SELECT product_type, flags FROM products WHERE product_type IN ('giftcard', 'egiftcard')`,
    );
    for (const row of gift) {
      expect(row.flags.isGiftCard).toBe(row.product_type === 'giftcard');
      expect(row.flags.isEgiftCard).toBe(row.product_type === 'egiftcard');
    }
    const dangling = await api.db.query(
      `SELECT p.id, ref FROM products p, unnest(p.bundle_ids || p.part_ids || p.family_ids) AS ref
        WHERE NOT EXISTS (SELECT 1 FROM products q WHERE q.id = ref AND q.brand_id = p.brand_id)`,
    );
    expect(dangling).toEqual([]);
    const unreferencedParts = await api.db.query(
      `SELECT id FROM products p WHERE product_type = 'part'
          AND NOT EXISTS (SELECT 1 FROM products q WHERE p.id = ANY (q.part_ids))`,
    );
    expect(unreferencedParts).toEqual([]);
    const bundlesWithout = await api.db.query(
      `SELECT id FROM products WHERE product_type = 'bundle' AND cardinality(bundle_ids) < 2`,
    );
    expect(bundlesWithout).toEqual([]);
    const mto = await api.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM products WHERE product_type = 'mto' AND (flags->>'configurationEnabled')::boolean`,
    );
    expect(Number(mto[0]?.n)).toBeGreaterThan(0);
  });

  it('style numbers follow the spec pattern and slugs are unique per brand (§5)', async () => {
    const bad = await api.db.query(
      `SELECT style_number FROM products WHERE style_number !~ '^[A-Z]{2,4}-[0-9]+-[0-9]{3}(-[0-9]{3})?$'`,
    );
    expect(bad).toEqual([]);
    const duplicates = await api.db.query(
      'SELECT brand_id, slug FROM products GROUP BY 1, 2 HAVING count(*) > 1',
    );
    expect(duplicates).toEqual([]);
  });

  it('has sale prices below list prices on some skus, never above (§3 product summary)', async () => {
    const [row] = await api.db.query<{ marked: number | string; above: number | string }>(
      `SELECT count(*) FILTER (WHERE sale_price_usd < list_price_usd) AS marked,
              count(*) FILTER (WHERE sale_price_usd > list_price_usd) AS above FROM skus`,
    );
    expect(Number(row?.marked)).toBeGreaterThan(100);
    expect(Number(row?.above)).toBe(0);
  });

  it('describes colours and fits as slices with view codes for the image urls (§3 Sku info)', async () => {
    const [product] = await api.db.query<{
      style_number: string;
      sku_info: {
        primarySlice: {
          sliceItems: {
            code: string;
            images: string[];
            includedSkus: string[];
            includedSizes: unknown[];
          }[];
        };
        secondarySlice: { sliceItems: { code: string }[] };
      };
    }>(
      `SELECT style_number, sku_info FROM products
        WHERE brand_id = 'anthropologie' AND product_type = 'standard' AND merchandise_class = 'DRESSES'
        ORDER BY id LIMIT 1`,
    );
    const colour = product?.sku_info.primarySlice.sliceItems[0];
    expect(colour?.images[0]).toBe(`${product?.style_number}_${colour?.code}_b`);
    expect(colour?.includedSkus.length).toBeGreaterThan(0);
    expect(colour?.includedSizes.length).toBeGreaterThan(0);
    expect(product?.sku_info.secondarySlice.sliceItems[0]?.code).toBe('regular');
    const fits = await api.db.query<{ fit_code: string }>('SELECT DISTINCT fit_code FROM skus');
    expect(fits.map((row) => row.fit_code)).toEqual(
      expect.arrayContaining(['regular', 'petite', 'plus']),
    );
  });

  it('has active and expired badges (§3: expiration_date in epoch seconds)', async () => {
    const now = Date.now() / 1000;
    const [row] = await api.db.query<{ expired: number | string; active: number | string }>(
      `SELECT count(*) FILTER (WHERE (b->>'expiration_date')::numeric < $1) AS expired,
              count(*) FILTER (WHERE (b->>'expiration_date')::numeric >= $1) AS active
         FROM products, jsonb_array_elements(badges) AS b`,
      [now],
    );
    expect(Number(row?.expired)).toBeGreaterThan(0);
    expect(Number(row?.active)).toBeGreaterThan(0);
  });

  it('keeps review counts and averages equal to the reviews stored (§3 Review)', async () => {
    const mismatched = await api.db.query(
      `SELECT p.id FROM products p
         LEFT JOIN (SELECT product_id, count(*) AS n, round(avg(rating), 2) AS average
                      FROM reviews WHERE status = 'approved' GROUP BY product_id) r ON r.product_id = p.id
        WHERE p.review_count <> coalesce(r.n, 0) OR p.average_rating <> coalesce(r.average, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [badges] = await api.db.query<{ badges: string[] }>(
      'SELECT array_agg(DISTINCT b) AS badges FROM reviews, unnest(badges) AS b',
    );
    expect([...(badges?.badges ?? [])].sort()).toEqual(
      ['employee', 'expert', 'incentivized', 'top100', 'top50'].sort(),
    );
    const [photos] = await api.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM reviews WHERE jsonb_array_length(photos) > 0
          AND photos->0->'sizes'->'normal'->>'url' LIKE '/api/images/%'`,
    );
    expect(Number(photos?.n)).toBeGreaterThan(0);
  });

  it('places stores at real coordinates, abroad where the brand has sites, with pickup details', async () => {
    const rows = await api.db.query<{
      country: string;
      lat: number;
      lng: number;
      in_store_pickup: { SLA: string; instructions: string; pickUpService: string[] };
      hours: unknown[];
    }>(
      `SELECT address->>'country' AS country, lat, lng, in_store_pickup, hours FROM stores
        WHERE brand_id = 'anthropologie'`,
    );
    const countries = new Set(rows.map((row) => row.country));
    for (const country of ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'IT'])
      expect(countries.has(country)).toBe(true);
    for (const row of rows) {
      expect(Math.abs(row.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(row.lng)).toBeLessThanOrEqual(180);
      expect(row.in_store_pickup.SLA).toEqual(expect.any(String));
      expect(row.in_store_pickup.instructions).toEqual(expect.any(String));
      expect(Array.isArray(row.in_store_pickup.pickUpService)).toBe(true);
      expect(row.hours).toHaveLength(7);
    }
    const terrain = await api.db.query<{ country: string }>(
      `SELECT DISTINCT address->>'country' AS country FROM stores WHERE brand_id = 'terrain'`,
    );
    expect(terrain.map((row) => row.country)).toEqual(['US']);
  });

  it('has currency rates for every currency and redirects (301 and 302) per brand', async () => {
    const rates = await api.db.query<{ currency: string }>('SELECT currency FROM currency_rates');
    expect(rates.map((row) => row.currency).sort()).toEqual(
      ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'NZD', 'USD'].sort(),
    );
    const redirects = await api.db.query<{ brand_id: string; codes: number[] }>(
      'SELECT brand_id, array_agg(DISTINCT status_code) AS codes FROM redirects GROUP BY 1',
    );
    expect(redirects).toHaveLength(brands.length);
    for (const row of redirects) expect([...row.codes].sort()).toEqual([301, 302]);
    const [dresses] = await api.db.query<{ redirect_path: string }>(
      `SELECT redirect_path FROM redirects WHERE brand_id = 'anthropologie' AND request_path = '/old-dresses'`,
    );
    expect(dresses?.redirect_path).toBe('/dresses');
  });
});

describe('demo accounts (issue 3 Deliver 3; shell spec §3.2, §6)', () => {
  it.each([
    ['shopper', ['registered', 'authorized']],
    ['agent', ['registered', 'authorized', 'call-centre']],
    ['stylist', ['registered', 'authorized', 'stylist']],
    ['employee', ['registered', 'authorized']],
  ])('the %s of every brand logs in with the documented password', async (role, scopes) => {
    for (const brand of brands) {
      const response = await api
        .client()
        .post(`/auth/v0/${brand.settings.defaultSite}/tokens/login`, {
          email: `${role}@${brand.id}.example`,
          password: DEMO_PASSWORD,
        });
      expect(response.status, `${role}@${brand.id}`).toBe(200);
      expect(response.body).toMatchObject({ scopes, authorized: true });
    }
  });

  it('gives the shopper addresses, cards, two orders, a registry, wish lists and likes', async () => {
    const [user] = await api.db.query<{ id: string; profile: Record<string, unknown> }>(
      `SELECT id, profile FROM users WHERE brand_id = 'anthropologie' AND email = 'shopper@anthropologie.example'`,
    );
    const id = user?.id;
    const count = async (sql: string) =>
      Number((await api.db.query<{ n: number | string }>(sql, [id]))[0]?.n);
    expect(await count('SELECT count(*) AS n FROM addresses WHERE user_id = $1 AND visible')).toBe(
      2,
    );
    expect(await count('SELECT count(*) AS n FROM payments WHERE user_id = $1')).toBe(3);
    expect(await count('SELECT count(*) AS n FROM orders WHERE user_id = $1')).toBe(2);
    expect(
      await count(
        'SELECT count(*) AS n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = $1',
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(
      await count(
        `SELECT count(*) AS n FROM registries WHERE version = 1 AND owners @> jsonb_build_array(jsonb_build_object('web_profile_id', $1::text))`,
      ),
    ).toBe(1);
    expect(
      await count(`SELECT count(*) AS n FROM registry_items i JOIN registries r ON r.id = i.registry_id
                    WHERE r.owners @> jsonb_build_array(jsonb_build_object('web_profile_id', $1::text))`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        'SELECT count(*) AS n FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id WHERE w.user_id = $1',
      ),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM likes WHERE user_id = $1')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM preferences WHERE user_id = $1')).toBe(1);
    expect(user?.profile.defaultShippingAddressId).toEqual(expect.any(String));
    const [stylist] = await api.db.query<{
      roles: string[];
      profile: { stylist?: { stylistId: string } };
    }>(`SELECT roles, profile FROM users WHERE email = 'stylist@anthropologie.example'`);
    expect(stylist?.roles).toEqual(['stylist']);
    expect(stylist?.profile.stylist?.stylistId).toEqual(expect.any(String));
    const [employee] = await api.db.query<{ profile: { employee?: { employeeId: string } } }>(
      `SELECT profile FROM users WHERE email = 'employee@anthropologie.example'`,
    );
    expect(employee?.profile.employee?.employeeId).toEqual(expect.any(String));
    const cards = await api.db.query<Record<string, unknown>>(
      'SELECT * FROM payments WHERE user_id = $1',
      [id],
    );
    // Last four, brand and expiry only (DESIGN §8): no column holds a card number.
    for (const card of cards) expect(Object.keys(card)).not.toContain('number');
  });
});

describe('determinism and idempotence (issue 3: deterministic from a seed)', () => {
  it('running the seed again adds nothing', async () => {
    const before = await perBrand(
      'SELECT brand_id, count(*) AS n FROM skus s JOIN products p ON p.id = s.product_id GROUP BY 1',
    );
    const again = await seed(api.db, brands);
    expect(again).toEqual({ brands: 0, products: 0, stores: 0, users: 0 });
    expect(
      await perBrand(
        'SELECT brand_id, count(*) AS n FROM skus s JOIN products p ON p.id = s.product_id GROUP BY 1',
      ),
    ).toEqual(before);
  });

  it('gives identical rows for the same seed and different rows for another', async () => {
    const some = brands.filter((brand) => brand.id === 'anthropologie' || brand.id === 'terrain');
    const snapshot = async (seedNumber: number) => {
      const db: Database = await openTestDatabase();
      try {
        await migrate(db);
        await seed(db, some, { productsPerBrand: 60, seed: seedNumber });
        const products = await db.query('SELECT * FROM products ORDER BY id');
        const skus = await db.query('SELECT * FROM skus ORDER BY id');
        const stock = await db.query('SELECT * FROM inventory ORDER BY sku_id, pool_id');
        const reviews = await db.query('SELECT * FROM reviews ORDER BY id');
        const stores = await db.query('SELECT * FROM stores ORDER BY id');
        const users = await db.query('SELECT id, email FROM users ORDER BY id');
        return JSON.stringify({ products, skus, stock, reviews, stores, users });
      } finally {
        await db.close();
      }
    };
    const a = await snapshot(DEFAULT_SEED);
    const b = await snapshot(DEFAULT_SEED);
    const c = await snapshot(DEFAULT_SEED + 1);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(JSON.parse(a).products).toHaveLength(120);
  }, 300_000);
});
