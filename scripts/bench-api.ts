/**
 * `npm run bench:api`: requests per second and p50/p99 latency (autocannon, loopback only) for
 * product detail, a 72-tile category listing with two refinements (as the listing page asks it:
 * no facets; and with facets, as a page with refinement controls asks it), a product tray (5
 * tiles), the home page's content entry and add-to-cart, on a catalogue of 300 and of 100 000
 * products (Anthropologie). Each catalogue is seeded once and reused: into .data/bench-<n>
 * (PGlite), or with DATABASE_URL into the schema bench_<n> of that PostgreSQL. Prints figures;
 * asserts nothing (the machine is shared).
 *
 *   npm run bench:api                 both sizes, 10 s per endpoint
 *   npm run bench:api -- --sizes 300 --duration 5 --only listing,tray
 *   npm run bench:api -- --explain    no load: EXPLAIN ANALYZE of every read statement each
 *                                     endpoint runs (medians of --runs runs, default 30)
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
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
import { explainStatement, recordingDatabase } from './lib/query-recorder.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '300,100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    runs: { type: 'string', default: '30' },
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

interface Endpoint {
  readonly key: string;
  readonly name: string;
  readonly options: autocannon.Options;
  /** The request --explain sends, when autocannon's options build it per request. */
  readonly sample?: { method: string; headers: Record<string, string>; body: string };
}

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
const explained: string[] = [];
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

for (const size of sizes) {
  const opened = await openBenchDatabase(size);
  await migrate(opened);
  const started = Date.now();
  const seeded = await seed(opened, [brand], {
    productsByBrand: { [BRAND]: size },
    log: (line) => console.log(line),
  });
  if (seeded.products > 0)
    console.log(
      `[storefront:bench] seeded ${seeded.products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  const recorder = recordingDatabase(opened);
  const app = await buildApiServer({
    db: values.explain ? recorder.db : opened,
    brands: new BrandDirectory([brand]),
    mode: 'production',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const fixtures = await pickFixtures(opened, base);
  const endpoints = endpointsOf(base, fixtures).filter(
    (endpoint) => !values.only || values.only.split(',').includes(endpoint.key),
  );

  for (const endpoint of endpoints) {
    if (values.explain) {
      await explainEndpoint(size, endpoint, opened, recorder.take);
      continue;
    }
    const result = await autocannon({ ...endpoint.options, connections, duration });
    rows.push({
      size,
      endpoint: endpoint.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    });
    console.log(
      `[storefront:bench] ${size} products, ${endpoint.name}: ${Math.round(result.requests.average)} req/s (load ${loadavg()[0]?.toFixed(1)})`,
    );
  }
  await app.close();
  await opened.close();
}

if (values.explain) {
  console.log(`\nEXPLAIN ANALYZE on ${database}, medians of ${values.runs} runs (ms)`);
  console.log('| products | endpoint | statement | planning | execution | round trip |');
  console.log('|---:|---|---|---:|---:|---:|');
  for (const line of explained) console.log(line);
} else {
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s per endpoint, loopback, one Node process on ${database}, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log('| products | endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---:|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.size} | ${row.endpoint} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
    );
  }
}

/** PGlite in .data/bench-<size>, or a schema of DATABASE_URL's PostgreSQL per size. */
async function openBenchDatabase(size: number): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: `.data/bench-${size}` });
  const schema = `bench_${size}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return openDatabase({ url: scoped.toString() });
}

/** Sends the endpoint's request once through the recording database, then explains what it ran. */
async function explainEndpoint(
  size: number,
  endpoint: Endpoint,
  db: Database,
  take: () => ReturnType<ReturnType<typeof recordingDatabase>['take']>,
): Promise<void> {
  const { options } = endpoint;
  const sample = endpoint.sample ?? {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string> | undefined,
    body: options.body as string | undefined,
  };
  take();
  const response = await fetch(options.url, sample);
  if (!response.ok) throw new Error(`[storefront:bench] ${endpoint.name}: ${response.status}`);
  await response.arrayBuffer();
  for (const query of take()) {
    const figures = await explainStatement(db, query, Number(values.runs));
    if (!figures) continue;
    const line = `| ${size} | ${endpoint.name} | \`${figures.statement}\`${figures.prepared && database === 'PostgreSQL' ? ' (prepared)' : ''} | ${figures.planningMs.toFixed(2)} | ${figures.executionMs.toFixed(2)} | ${figures.roundTripMs.toFixed(2)} |`;
    explained.push(line);
    console.log(line);
  }
}

interface Fixtures {
  slug: string;
  category: string;
  colour: string;
  homeSlug: string;
  tokens: string[];
  lines: { productId: string; skuId: string }[];
}

function endpointsOf(base: string, fixtures: Fixtures): Endpoint[] {
  const tiles = (body: Record<string, unknown>): autocannon.Options => ({
    url: `${base}/catalog/v0/${SITE}/categories/${fixtures.category}/tiles`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-urbn-pool': POOL },
    body: JSON.stringify(body),
  });
  const refined = {
    pageSize: 72,
    skip: 0,
    sort: { field: 'price', order: 'asc' },
    refinements: [
      { facet: 'colorway', type: 'Value', value: fixtures.colour },
      { facet: 'salePrice', type: 'Range', value: '0-500' },
    ],
  };
  return [
    {
      key: 'product',
      name: 'product detail',
      options: { url: `${base}/catalog/v1/${SITE}/pools/${POOL}/products?slug=${fixtures.slug}` },
    },
    { key: 'listing', name: '72-tile listing, 2 refinements', options: tiles(refined) },
    {
      key: 'facets',
      name: '72-tile listing, 2 refinements, facets',
      options: tiles({ ...refined, facets: true }),
    },
    {
      key: 'tray',
      name: 'product tray (5 tiles)',
      options: tiles({ pageSize: 5, skip: 0, projectionSlug: 'categorytray' }),
    },
    {
      key: 'content',
      name: 'content page entry (home)',
      options: {
        url: `${base}/content/v1/${SITE}/entries?content_type=page&slug=${fixtures.homeSlug}&locale=en-US`,
      },
    },
    {
      key: 'cart',
      name: 'add-to-cart',
      options: addToCartOptions(base, fixtures),
      sample: { method: 'POST', ...addToCartRequest(fixtures, 0) },
    },
  ];
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
      body: JSON.stringify({ pageSize: 1, skip: 0, facets: true }),
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
  return {
    slug: product.slug,
    category: category.category_slug,
    colour,
    homeSlug: 'home',
    tokens,
    lines,
  };
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
          return { ...request, method: 'POST', ...addToCartRequest(fixtures, counter) };
        },
      },
    ],
  };
}

/** The counter-th add: a line of the 200 skus into one of the 50 guest carts. */
function addToCartRequest(fixtures: Fixtures, counter: number) {
  const line = fixtures.lines[counter % fixtures.lines.length]!;
  const token =
    fixtures.tokens[Math.floor(counter / fixtures.lines.length) % fixtures.tokens.length]!;
  return {
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
}
