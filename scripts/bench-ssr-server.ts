/**
 * The server `npm run bench:ssr` measures, in a process of its own (so its memory is its own and
 * the load generator does not share its event loop). Prints `READY <port>` once it listens and
 * stops on SIGTERM.
 *
 *   node --import tsx scripts/bench-ssr-server.ts --mode uncached --data-dir .data/bench-300
 *
 * Modes: uncached (every render asks the API, in process), subrequest (the sub-request cache, as
 * `npm start` runs), render-only (every API answer already in memory: the cache never expires),
 * page-cache (the in-process page cache in front of SSR, as a CDN would be).
 */
import './lib/production-mode.ts';
import { parseArgs } from 'node:util';
import { BrandDirectory } from '../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { loadBrand } from '../engine/app/brands.ts';
import { DEFAULT_DIST_DIR } from '../engine/build/build-brand.ts';
import { createStorefrontServer } from '../engine/server/create-server.ts';
import { BENCH_MODES, MODE_CACHES } from './bench-ssr-modes.ts';
import type { BenchMode } from './bench-ssr-modes.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'uncached' },
    brand: { type: 'string', default: 'anthropologie' },
    'data-dir': { type: 'string', default: '.data/bench-300' },
  },
});
const mode = values.mode as BenchMode;
if (!BENCH_MODES.includes(mode)) {
  throw new Error(
    `[storefront:bench] unknown --mode ${values.mode}; use one of ${BENCH_MODES.join(', ')}`,
  );
}

const brand = loadBrand(values.brand);
const db = await openDatabase({ dataDir: values['data-dir'] });
const server = await createStorefrontServer({
  brands: [brand],
  distDir: DEFAULT_DIST_DIR,
  port: 0,
  // autocannon counts a 103 answer as a response of its own, which would double every figure.
  earlyHints: false,
  ...MODE_CACHES[mode],
  apiContext: {
    db,
    brands: new BrandDirectory([brand as unknown as ApiBrandConfig]),
    mode: 'production',
  },
});
process.stdout.write(`READY ${server.port}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await server.close();
    await db.close();
    // Exits normally, so a --cpu-prof profile is written.
    process.exit(0);
  })();
});
