/**
 * `npm run bench:api`: requests per second and p50/p99 latency (autocannon, loopback only) for
 * product detail, a 72-tile category listing with two refinements, and add-to-cart, on a
 * catalogue of 300 and of 100 000 products (Anthropologie). Each catalogue is seeded once into
 * .data/bench-<n> (PGlite) and reused. Prints figures; asserts nothing (the machine is shared).
 *
 *   npm run bench:api                 both sizes, 10 s per endpoint
 *   npm run bench:api -- --sizes 300 --duration 5
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApiServer } from '../commerce-api/app.ts';
import { BrandDirectory } from '../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import { seed } from '../commerce-api/seed/index.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import type { Database } from '../commerce-api/storage/database.ts';
import { migrate } from '../commerce-api/storage/migrate.ts';
import { validateBrands } from '../engine/app/brands.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '300,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);
const BRAND = 'anthropologie';
const SITE = 'an-us';
const POOL = 'US_DIRECT';

const brand = validateBrands({ brands: [BRAND] }).brands[0]?.resolved as unknown as
  ApiBrandConfig | undefined;
if (!brand)
  throw new Error(
    `[storefront:bench] ${BRAND} does not validate; run npx storefront validate ${BRAND}`,
  );

interface Row {
  size: number;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
const rows: Row[] = [];

for (const size of sizes) {
  const db = await openDatabase({ dataDir: `.data/bench-${size}` });
  await migrate(db);
  const started = Date.now();
  const seeded = await seed(db, [brand], { productsByBrand: { [BRAND]: size } });
  if (seeded.products > 0)
    console.log(
      `[storefront:bench] seeded ${seeded.products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  const app = await buildApiServer({ db, brands: new BrandDirectory([brand]), mode: 'production' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const fixtures = await pickFixtures(db, base);

  const runs: [string, autocannon.Options][] = [
    [
      'product detail',
      { url: `${base}/catalog/v1/${SITE}/pools/${POOL}/products?slug=${fixtures.slug}` },
    ],
    [
      '72-tile listing, 2 refinements',
      {
        url: `${base}/catalog/v0/${SITE}/categories/${fixtures.category}/tiles`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-urbn-pool': POOL },
        body: JSON.stringify({
          pageSize: 72,
          skip: 0,
          sort: { field: 'price', order: 'asc' },
          refinements: [
            { facet: 'colorway', type: 'Value', value: fixtures.colour },
            { facet: 'salePrice', type: 'Range', value: '0-500' },
          ],
        }),
      },
    ],
    ['add-to-cart', addToCartOptions(base, fixtures)],
  ];
  for (const [endpoint, options] of runs) {
    const result = await autocannon({ ...options, connections, duration });
    rows.push({
      size,
      endpoint,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    });
    console.log(
      `[storefront:bench] ${size} products, ${endpoint}: ${Math.round(result.requests.average)} req/s`,
    );
  }
  await app.close();
  await db.close();
}

console.log(
  `\nautocannon, ${connections} connections, ${duration} s per endpoint, loopback, one Node process`,
);
console.log('| products | endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.size} | ${row.endpoint} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
  );
}

interface Fixtures {
  slug: string;
  category: string;
  colour: string;
  tokens: string[];
  lines: { productId: string; skuId: string }[];
}

async function pickFixtures(db: Database, base: string): Promise<Fixtures> {
  const [product] = await db.query<{ slug: string }>(
    `SELECT p.slug FROM products p WHERE p.brand_id = $1 AND p.product_type = 'standard'
       AND NOT (p.flags ? 'removeForLegalReasons' AND (p.flags->>'removeForLegalReasons')::boolean)
     ORDER BY p.popularity DESC LIMIT 1`,
    [BRAND],
  );
  const [category] = await db.query<{ category_slug: string }>(
    `SELECT category_slug FROM products WHERE brand_id = $1 GROUP BY category_slug ORDER BY count(*) DESC LIMIT 1`,
    [BRAND],
  );
  const tiles = await fetch(
    `${base}/catalog/v0/${SITE}/categories/${category?.category_slug}/tiles`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-urbn-pool': POOL },
      body: JSON.stringify({ pageSize: 1, skip: 0 }),
    },
  ).then(
    (response) =>
      response.json() as Promise<{ facets?: { name: string; values: { value: string }[] }[] }>,
  );
  const colour =
    tiles.facets?.find((facet) => facet.name === 'colorway')?.values[0]?.value ?? 'Blue';
  const lines = await db.query<{ productId: string; skuId: string }>(
    `SELECT s.product_id AS "productId", s.id AS "skuId" FROM skus s
     JOIN inventory i ON i.sku_id = s.id AND i.pool_id = $2
     JOIN products p ON p.id = s.product_id
     WHERE p.brand_id = $1 AND p.product_type = 'standard' AND i.available_status = 'available' AND i.stock_level >= 20
     ORDER BY s.id LIMIT 200`,
    [BRAND, POOL],
  );
  const tokens: string[] = [];
  for (let index = 0; index < 50; index += 1) {
    const response = await fetch(`${base}/auth/v0/${SITE}/tokens/guest`, { method: 'POST' });
    tokens.push((response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '');
  }
  if (!product || !category || lines.length === 0)
    throw new Error('[storefront:bench] the seed has no usable product');
  return { slug: product.slug, category: category.category_slug, colour, tokens, lines };
}

/** Spreads adds over 50 guest carts and 200 skus so that no line reaches its quantity cap. */
function addToCartOptions(base: string, fixtures: Fixtures): autocannon.Options {
  let counter = 0;
  return {
    url: `${base}/checkout/v0/${SITE}/carts/items`,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          const line = fixtures.lines[counter % fixtures.lines.length]!;
          const token =
            fixtures.tokens[Math.floor(counter / fixtures.lines.length) % fixtures.tokens.length]!;
          return {
            ...request,
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: token },
            body: JSON.stringify({
              cartType: 'TRANSACTIONAL',
              fulfillmentType: 'DIRECT',
              quantity: 1,
              poolId: POOL,
              productId: line.productId,
              skuId: line.skuId,
            }),
          };
        },
      },
    ],
  };
}
