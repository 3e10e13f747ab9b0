import { hashPassword } from '../auth/passwords.ts';
import type { ApiBrandConfig } from '../brands.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { categoriesOf } from './categories.ts';
import { seedCatalogue } from './catalogue.ts';
import { CURRENCY_RATES } from './currency-rates.ts';
import { seedDemoActivity } from './demo-activity.ts';
import type { DemoRole } from './demo-users.ts';
import { DEMO_PASSWORD, DEMO_ROLES, defaultSite, demoEmail, seedDemoUsers } from './demo-users.ts';
import { analyzeIfNeverAnalyzed, refreshDerivedTables, withTriggersOff } from './derived-tables.ts';
import { flavourOf } from './flavours.ts';
import { insertRows } from './insert.ts';
import { Random, streamSeed } from './random.ts';
import { giftWrapsOf } from './gift-wraps.ts';
import { DEMO_PROMOTIONS } from './promotions.ts';
import { redirectsOf } from './redirects.ts';
import { storesOf } from './stores.ts';

export { DEMO_PASSWORD } from './demo-users.ts';

export interface SeedOptions {
  /** Products per brand; default 300. The scale mode uses 100 000. */
  readonly productsPerBrand?: number;
  /** PRNG seed; the same seed gives the same data. */
  readonly seed?: number;
  /** Products for named brands, over productsPerBrand: the scale mode's { anthropologie: 100000 }. */
  readonly productsByBrand?: Readonly<Record<string, number>>;
  /** Progress lines ('[storefront:seed] ...'); the CLI prints them, the server stays quiet. */
  readonly log?: (line: string) => void;
}

export interface SeedSummary {
  readonly brands: number;
  readonly products: number;
  readonly stores: number;
  readonly users: number;
}

export const DEFAULT_SEED = 20260131;
export const DEFAULT_PRODUCTS_PER_BRAND = 300;

/**
 * Fills the database with deterministic demo data for every brand that has none yet: currency
 * rates, categories from the navigation tree, stores, the catalogue (products, skus, stock,
 * reviews), redirects and the demo accounts. A brand with products is left alone, so running it
 * on every start (and twice) adds nothing. Each brand is one transaction under an advisory lock,
 * so two server processes starting on one PostgreSQL seed it once.
 */
export async function seed(
  db: Database,
  brands: readonly ApiBrandConfig[],
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const seedNumber = options.seed ?? DEFAULT_SEED;
  await insertRows(
    db,
    'currency_rates',
    [
      ['currency', 'text'],
      ['rate', 'numeric'],
    ],
    Object.entries(CURRENCY_RATES).map(([currency, rate]) => ({ currency, rate })),
    { suffix: 'ON CONFLICT (currency) DO NOTHING' },
  );
  const pending: ApiBrandConfig[] = [];
  for (const brand of brands) if (!(await hasProducts(db, brand.id))) pending.push(brand);
  const totals = { brands: 0, products: 0, stores: 0, users: 0 };
  if (pending.length === 0) {
    await analyzeIfNeverAnalyzed(db);
    return totals;
  }
  // scrypt is deliberately slow: hash once, outside the transactions, in parallel.
  const hashes = Object.fromEntries(
    await Promise.all(DEMO_ROLES.map(async (role) => [role, await hashPassword(DEMO_PASSWORD)])),
  ) as Record<DemoRole, string>;
  for (const brand of pending) {
    const started = Date.now();
    const count =
      options.productsByBrand?.[brand.id] ?? options.productsPerBrand ?? DEFAULT_PRODUCTS_PER_BRAND;
    const result = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`storefront-seed:${brand.id}`]);
      // Another process may have seeded the brand while this one waited for the lock.
      if (await hasProducts(tx, brand.id)) return undefined;
      return seedBrand(tx, brand, seedNumber, count, hashes);
    });
    if (!result) continue;
    totals.brands += 1;
    totals.products += result.products;
    totals.stores += result.stores;
    totals.users += result.users;
    options.log?.(
      `[storefront:seed] ${brand.id}: ${result.products} products, ${result.skus} skus, ` +
        `${result.inventory} stock rows, ${result.reviews} reviews, ${result.stores} stores, ` +
        `${result.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return totals;
}

async function hasProducts(db: Queryable, brandId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM products WHERE brand_id = $1 LIMIT 1', [brandId]);
  return rows.length > 0;
}

async function seedBrand(
  tx: Queryable,
  brand: ApiBrandConfig,
  seedNumber: number,
  count: number,
  hashes: Readonly<Record<DemoRole, string>>,
) {
  const flavour = flavourOf(brand);
  const categories = categoriesOf(brand);
  await insertRows(
    tx,
    'categories',
    [
      ['brand_id', 'text'],
      ['slug', 'text'],
      ['parent_slug', 'text'],
      ['display_name', 'jsonb'],
      ['position', 'integer'],
    ],
    categories.map((category) => ({
      brand_id: brand.id,
      slug: category.slug,
      parent_slug: category.parentSlug,
      display_name: category.displayName,
      position: category.position,
    })),
    { suffix: 'ON CONFLICT DO NOTHING' },
  );
  const stores = storesOf(new Random(streamSeed(seedNumber, brand.id, 'stores')), brand, flavour);
  await insertRows(
    tx,
    'stores',
    [
      ['id', 'text'],
      ['brand_id', 'text'],
      ['store_number', 'text'],
      ['name', 'text'],
      ['lat', 'double precision'],
      ['lng', 'double precision'],
      ['address', 'jsonb'],
      ['in_store_pickup', 'jsonb'],
      ['hours', 'jsonb'],
      ['pool_id', 'text'],
    ],
    stores as unknown as Record<string, unknown>[],
    { suffix: 'ON CONFLICT DO NOTHING' },
  );
  const catalogue = await withTriggersOff(tx, () =>
    seedCatalogue(tx, {
      brand,
      flavour,
      categories,
      storePools: stores.map((store) => store.pool_id),
      count,
      seed: seedNumber,
    }),
  );
  await refreshDerivedTables(tx, brand.id);
  await insertRows(
    tx,
    'redirects',
    [
      ['brand_id', 'text'],
      ['request_path', 'text'],
      ['redirect_path', 'text'],
      ['status_code', 'integer'],
    ],
    redirectsOf(brand, categories, catalogue.showcase).map((row) => ({
      brand_id: brand.id,
      ...row,
    })),
    { suffix: 'ON CONFLICT DO NOTHING' },
  );
  await insertRows(
    tx,
    'promotions',
    [
      ['brand_id', 'text'],
      ['code', 'text'],
      ['percent_off', 'numeric'],
      ['amount_off_usd', 'numeric'],
      ['min_subtotal_usd', 'numeric'],
      ['starts_at', 'timestamptz'],
      ['ends_at', 'timestamptz'],
    ],
    DEMO_PROMOTIONS.map((promotion) => ({ brand_id: brand.id, ...promotion })),
    { suffix: 'ON CONFLICT DO NOTHING' },
  );
  await insertRows(
    tx,
    'gift_wraps',
    [
      ['brand_id', 'text'],
      ['sku', 'text'],
      ['name', 'jsonb'],
      ['price_usd', 'numeric'],
    ],
    giftWrapsOf(brand).map((wrap) => ({ brand_id: brand.id, ...wrap })),
    { suffix: 'ON CONFLICT DO NOTHING' },
  );
  let users = 0;
  const taken = await tx.query(
    'SELECT 1 FROM users WHERE brand_id = $1 AND email = ANY($2::text[])',
    [brand.id, DEMO_ROLES.map((role) => demoEmail(role, brand.id))],
  );
  // Demo accounts made by hand earlier are kept as they are.
  if (taken.length === 0) {
    const demo = await seedDemoUsers(tx, { brand, seed: seedNumber, stores, hashes });
    await seedDemoActivity(tx, {
      brand,
      seed: seedNumber,
      shopper: demo.shopper,
      showcase: catalogue.showcase,
      primaryPool: defaultSite(brand).inventoryPool,
    });
    users = demo.accounts.length;
  }
  return { ...catalogue, stores: stores.length, users };
}
