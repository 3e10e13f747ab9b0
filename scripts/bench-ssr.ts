/**
 * `npm run bench:ssr`: server-rendered pages of Anthropologie (home, a listing, a product page),
 * each server in a process of its own (scripts/bench-ssr-server.ts) driven by autocannon over
 * loopback, in four modes:
 * - uncached: every render asks the commerce API (in process) for its data: the full SSR;
 * - subrequest: the sub-request cache of shared answers on (how `npm start` runs);
 * - render-only: every API answer already in memory, so the figure is the render alone;
 * - page-cache: the in-process page cache in front of SSR (what a CDN gives).
 * Then the ratio full / render-only per page, the server's resident memory at rest and under
 * load, a soak run on an uncached product page (errors and p99), and the machine's load average.
 * Builds dist/anthropologie when stale; seeds 300 products into .data/bench-300 once. Prints
 * figures; asserts nothing.
 *
 *   npm run bench:ssr
 *   npm run bench:ssr -- --duration 5 --soak 10          # shorter, while working
 *   npm run bench:ssr -- --pages product --modes uncached,render-only
 *   npm run bench:ssr -- --profile                       # CPU profiles into .data/prof/
 */
import './lib/production-mode.ts';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import { seed } from '../commerce-api/seed/index.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { migrate } from '../commerce-api/storage/migrate.ts';
import { loadBrand } from '../engine/app/brands.ts';
import { DEFAULT_DIST_DIR } from '../engine/build/build-brand.ts';
import { buildBrands } from '../engine/build/build-brands.ts';
import { readManifest } from '../engine/build/manifest.ts';
import type { Manifest } from '../engine/build/manifest.ts';
import { needsBuild } from '../engine/build/staleness.ts';
import { REPO_ROOT } from '../engine/config/validate.ts';
import { benchPages } from './lib/bench-pages.ts';
import { BENCH_MODES } from './bench-ssr-modes.ts';
import type { BenchMode } from './bench-ssr-modes.ts';

const { values } = parseArgs({
  options: {
    /** Seconds per page and mode. */
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Only these pages: home, listing, product (comma-separated). */
    pages: { type: 'string', default: 'home,listing,product' },
    /** Only these modes (comma-separated). */
    modes: { type: 'string', default: BENCH_MODES.join(',') },
    /** Seconds of the soak run on an uncached product page; 0 skips it. */
    soak: { type: 'string', default: '60' },
    'soak-connections': { type: 'string', default: '20' },
    /** Write each server's CPU profile into .data/prof/. */
    profile: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const soakSeconds = Number(values.soak);
const soakConnections = Number(values['soak-connections']);
const modes = values.modes.split(',') as BenchMode[];
for (const mode of modes) {
  if (!BENCH_MODES.includes(mode)) throw new Error(`[storefront:bench] unknown mode ${mode}`);
}
const BRAND = 'anthropologie';
const PRODUCTS = 300;
const DATA_DIR = `.data/bench-${PRODUCTS}`;
const HEADERS = { 'accept-encoding': 'br, gzip' };

const brand = loadBrand(BRAND);
const distDir = DEFAULT_DIST_DIR;
if (needsBuild(BRAND, distDir)) await buildBrands([brand], { distDir });

// The servers open the database themselves: PGlite takes one process at a time.
const db = await openDatabase({ dataDir: DATA_DIR });
await migrate(db);
await seed(db, [brand as unknown as ApiBrandConfig], { productsByBrand: { [BRAND]: PRODUCTS } });
const seeded = await benchPages(db, BRAND);
await db.close();

const wanted = new Set(values.pages.split(','));
const PAGES = seeded.filter(([kind]) => wanted.has(kind));

interface Server {
  readonly base: string;
  rss(): number;
  stop(): Promise<void>;
}

/** One server process in a mode, once it listens. */
async function startServer(mode: BenchMode): Promise<Server> {
  const flags = values.profile ? ['--cpu-prof', '--cpu-prof-dir', join('.data', 'prof')] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...flags,
      '--import',
      'tsx',
      'scripts/bench-ssr-server.ts',
      '--mode',
      mode,
      '--data-dir',
      DATA_DIR,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
      else process.stdout.write(`[server] ${line}\n`);
    });
    child.once('exit', (code) => reject(new Error(`[storefront:bench] server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    rss: () => residentMb(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The process's resident memory, MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Run {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly peakRssMb: number;
}

async function load(
  server: Server,
  path: string,
  seconds: number,
  clients = connections,
): Promise<Run> {
  let peakRssMb = server.rss();
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, server.rss())), 200);
  try {
    const result = await autocannon({
      url: server.base + path,
      connections: clients,
      duration: seconds,
      headers: HEADERS,
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      peakRssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** gzip bytes of the JS a page loads before it is interactive: its scripts, preloads and their imports. */
function firstLoadGzip(html: string, chunks: Manifest, clientDir: string): number {
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

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const startedLoad = loadAverage();
console.log(
  `[storefront:bench] ${cpus().length} CPUs, load average ${startedLoad}; ${duration} s x ${connections} connections per page and mode`,
);

const runs = new Map<string, Run>();
const rest = new Map<BenchMode, number>();
const firstLoad = new Map<string, number>();
const clientDir = join(distDir, BRAND, 'client');
const manifest = readManifest(clientDir);
for (const mode of modes) {
  const server = await startServer(mode);
  try {
    for (const [kind, path] of PAGES) {
      const response = await fetch(server.base + path);
      const html = await response.text();
      if (response.status !== 200) {
        throw new Error(`[storefront:bench] ${kind} ${path} answered ${response.status}`);
      }
      firstLoad.set(kind, firstLoadGzip(html, manifest, clientDir));
      // Warm: modules loaded, JIT compiled, caches filled as each mode fills them.
      await load(server, path, 2);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rest.set(mode, server.rss());
    for (const [kind, path] of PAGES) {
      const run = await load(server, path, duration);
      runs.set(`${mode} ${kind}`, run);
      console.log(
        `[storefront:bench] ${mode} ${kind}: ${run.requestsPerSecond} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms (load ${loadAverage()})`,
      );
    }
  } finally {
    await server.stop();
  }
}

let soak: Run | undefined;
const soakPage = PAGES.find(([kind]) => kind === 'product') ?? PAGES[0];
if (soakSeconds > 0 && soakPage) {
  const server = await startServer('uncached');
  try {
    await load(server, soakPage[1], 2);
    soak = await load(server, soakPage[1], soakSeconds, soakConnections);
  } finally {
    await server.stop();
  }
}

const cell = (run: Run | undefined) => (run ? String(run.requestsPerSecond) : '-');
const ratio = (full: Run | undefined, render: Run | undefined) =>
  full && render ? (full.requestsPerSecond / render.requestsPerSecond).toFixed(2) : '-';

console.log(
  `\nbench:ssr, ${BRAND}, ${PRODUCTS} products, one server process (PGlite, API in process), ` +
    `autocannon ${connections} connections, ${duration} s per page, loopback, brotli accepted; ` +
    `load average ${startedLoad} at the start, ${loadAverage()} at the end (${cpus().length} CPUs)\n`,
);
console.log(
  '| page | full SSR req/s (uncached) | sub-request cache req/s | render-only req/s | full / render-only | cached / render-only | page cache req/s | p99 ms (uncached) | first-load JS gzip |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [kind] of PAGES) {
  const get = (mode: BenchMode) => runs.get(`${mode} ${kind}`);
  console.log(
    `| ${kind} | ${cell(get('uncached'))} | ${cell(get('subrequest'))} | ${cell(get('render-only'))} | ` +
      `${ratio(get('uncached'), get('render-only'))} | ${ratio(get('subrequest'), get('render-only'))} | ` +
      `${cell(get('page-cache'))} | ${get('uncached')?.p99 ?? '-'} | ${((firstLoad.get(kind) ?? 0) / 1024).toFixed(1)} kB |`,
  );
}
console.log('\n| mode | RSS at rest MB | RSS under load (peak) MB |');
console.log('|---|---:|---:|');
for (const mode of modes) {
  const peak = Math.max(...PAGES.map(([kind]) => runs.get(`${mode} ${kind}`)?.peakRssMb ?? 0));
  console.log(`| ${mode} | ${(rest.get(mode) ?? 0).toFixed(0)} | ${peak.toFixed(0)} |`);
}
if (soak && soakPage) {
  console.log(
    `\nsoak: ${soakPage[0]} page uncached, ${soakConnections} connections, ${soakSeconds} s: ` +
      `${soak.requestsPerSecond} req/s, p50 ${soak.p50} ms, p99 ${soak.p99} ms, ` +
      `${soak.errors} errors, ${soak.non2xx} non-2xx, peak RSS ${soak.peakRssMb.toFixed(0)} MB`,
  );
}
console.log(
  '\ntargets (quiet machine): full / render-only >= 0.8; uncached product >= 250, listing >= 200, ' +
    'home >= 150 req/s; page cache >= 3000 req/s (product); soak p99 < 250 ms, no error',
);
