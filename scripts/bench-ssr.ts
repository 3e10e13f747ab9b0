/**
 * `npm run bench:ssr`: server-rendered requests per second and p50/p99 latency (autocannon,
 * loopback only) for the home page, a listing (a category slug) and a product page of
 * Anthropologie, and the gzip size of each page's first-load JavaScript: the entry, its static
 * imports and the chunks the page preloads. Builds dist/anthropologie when it is missing or
 * stale; seeds a 300-product catalogue into .data/bench-300 once. Prints figures; asserts nothing.
 *
 *   npm run bench:ssr
 *   npm run bench:ssr -- --duration 5 --connections 20
 *   npm run bench:ssr -- --pages home
 */
import './lib/production-mode.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { BrandDirectory } from '../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import { seed } from '../commerce-api/seed/index.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { migrate } from '../commerce-api/storage/migrate.ts';
import { DEFAULT_DIST_DIR } from '../engine/build/build-brand.ts';
import { buildBrands } from '../engine/build/build-brands.ts';
import { readManifest } from '../engine/build/manifest.ts';
import type { Manifest } from '../engine/build/manifest.ts';
import { needsBuild } from '../engine/build/staleness.ts';
import { loadBrand } from '../engine/app/brands.ts';
import { createStorefrontServer } from '../engine/server/create-server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Only these pages: home, listing, product (comma-separated). */
    pages: { type: 'string', default: 'home,listing,product' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const BRAND = 'anthropologie';
const PRODUCTS = 300;

const brand = loadBrand(BRAND);
const distDir = DEFAULT_DIST_DIR;
if (needsBuild(BRAND, distDir)) await buildBrands([brand], { distDir });

const db = await openDatabase({ dataDir: `.data/bench-${PRODUCTS}` });
await migrate(db);
await seed(db, [brand as unknown as ApiBrandConfig], { productsByBrand: { [BRAND]: PRODUCTS } });
const [product] = await db.query<{ slug: string }>(
  `SELECT slug FROM products WHERE brand_id = $1 AND product_type = 'standard'
     AND NOT (flags ? 'removeForLegalReasons' AND (flags->>'removeForLegalReasons')::boolean)
   ORDER BY popularity DESC LIMIT 1`,
  [BRAND],
);
const [category] = await db.query<{ category_slug: string }>(
  `SELECT category_slug FROM products WHERE brand_id = $1 GROUP BY category_slug ORDER BY count(*) DESC LIMIT 1`,
  [BRAND],
);
if (!product || !category) throw new Error('[storefront:bench] the seed has no usable product');

const server = await createStorefrontServer({
  brands: [brand],
  distDir,
  port: 0,
  apiContext: {
    db,
    brands: new BrandDirectory([brand as unknown as ApiBrandConfig]),
    mode: 'production',
  },
});
const base = `http://127.0.0.1:${server.port}`;
const clientDir = join(distDir, BRAND, 'client');
const manifest = readManifest(clientDir);

/** gzip bytes of the JS a page loads before it is interactive: its scripts, preloads and their imports. */
function firstLoadGzip(html: string, chunks: Manifest): number {
  const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.file, chunk]));
  const byKey = new Map(Object.entries(chunks));
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = byKey.get(key);
      if (imported) visit(imported.file);
    }
  };
  const pattern = /<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.js)"/g;
  for (const match of html.matchAll(pattern)) if (match[1]) visit(match[1]);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(join(clientDir, file))).length;
  return gzip;
}

const wanted = new Set(values.pages.split(','));
const pages = (
  [
    ['home', 'home', '/'],
    ['listing', `listing (/${category.category_slug})`, `/${category.category_slug}`],
    ['product', `product (/shop/${product.slug})`, `/shop/${product.slug}`],
  ] as const
)
  .filter(([kind]) => wanted.has(kind))
  .map(([, name, path]) => [name, path] as const);
const rows: string[] = [];
for (const [name, path] of pages) {
  const response = await fetch(base + path, { redirect: 'manual' });
  const html = await response.text();
  const js = firstLoadGzip(html, manifest);
  // Browsers ask for compression; the figures include it.
  const result = await autocannon({
    url: base + path,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  console.log(
    `[storefront:bench] ${name}: ${response.status}, ${Math.round(result.requests.average)} req/s`,
  );
  rows.push(
    `| ${name} | ${response.status} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.non2xx} | ${(js / 1024).toFixed(1)} kB |`,
  );
}
await server.close();
await db.close();

console.log(
  `\nautocannon, ${connections} connections, ${duration} s per page, loopback, one Node process, ${PRODUCTS} products`,
);
console.log(
  '| page | status | req/s | p50 ms | p99 ms | errors | non-2xx | first-load JS (gzip) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
