import cluster from 'node:cluster';
import { basename, resolve } from 'node:path';
import { canonicalPath } from '../../engine/routing/path-rules.ts';
import pc from 'picocolors';
import { DEFAULT_DIST_DIR, MissingEntryError } from '../../engine/build/build-brand.ts';
import { buildBrands } from '../../engine/build/build-brands.ts';
import { needsBuild } from '../../engine/build/staleness.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { createStorefrontServer } from '../../engine/server/create-server.ts';
import { DEFAULT_BRAND } from '../../engine/server/host-brand.ts';
import type { SeedSummary } from '../../commerce-api/seed/index.ts';
import { openApi, prepareForWorkers } from '../lib/api-context.ts';
import { parseWorkers, runWorkers } from '../lib/workers.ts';

export { DEFAULT_BRAND };

/**
 * The brands a server serves: the named ones, else every valid brand folder but the template
 * (folders starting "_").
 */
export function servedBrands(wanted: readonly string[] = []): {
  brands: ResolvedBrand[];
  problems: string[];
} {
  const report = validateBrands({ brands: wanted });
  const brands: ResolvedBrand[] = [];
  const problems: string[] = report.general.map((problem) => `${problem.file}: ${problem.message}`);
  for (const brand of report.brands) {
    if (wanted.length === 0 && basename(brand.folder).startsWith('_')) continue;
    if (brand.resolved) brands.push(brand.resolved);
    else
      problems.push(
        `${brand.id}: ${brand.problems.length} configuration problem(s); run \`npx storefront validate ${brand.id}\``,
      );
  }
  return { brands, problems };
}

/**
 * Builds the brands whose dist/<brand> is missing or older than their sources. A failed build is
 * reported and the server still starts: that brand's pages say how to build it.
 */
async function buildWhatIsMissing(
  brands: readonly ResolvedBrand[],
  distDir: string,
  write: (text: string) => void,
): Promise<void> {
  const stale = brands.filter((brand) => needsBuild(brand.id, distDir));
  if (stale.length === 0) return;
  write(`Building ${stale.map((brand) => brand.id).join(', ')} (missing or older than sources)`);
  try {
    await buildBrands(stale, { distDir, log: write });
  } catch (error) {
    const message = error instanceof MissingEntryError ? error.message : String(error);
    write(pc.red(`✖ ${message}`));
    write(
      pc.yellow('  The server starts anyway; unbuilt brands answer 503 with the build command.'),
    );
  }
  write('');
}

export interface StartOptions {
  readonly brands?: readonly string[];
  readonly distDir?: string;
  /** Processes serving one port together (node:cluster); more than one needs DATABASE_URL. */
  readonly workers?: string | number;
  /** A remote commerce API: this process opens no database and mounts no API of its own. */
  readonly apiUrl?: string;
  /** One JSON line on stdout once listening (StartReport); everything else goes to stderr. */
  readonly json?: boolean;
}

/**
 * `storefront start`: builds what is missing, then serves every brand's server-rendered pages
 * and the commerce API under /api, in one of three ways (issue 9 item 6, DESIGN "Tiers and
 * scale"): one process on the embedded database (the default); `--workers N` processes on
 * DATABASE_URL's PostgreSQL, sharing nothing else; or, with `--api-url`, the storefront tier
 * alone, whose server-side fetches and the browser's /api calls go to that API.
 */
export async function startCommand(
  output: (text: string) => void = (text) => process.stdout.write(text + '\n'),
  options: StartOptions = {},
): Promise<number> {
  const json = options.json === true;
  // With --json, stdout carries the one report line; progress and problems go to stderr.
  const write = json ? (text: string) => process.stderr.write(text + '\n') : output;
  const apiUrl = options.apiUrl === undefined ? undefined : parseApiUrl(options.apiUrl);
  if (apiUrl && 'problem' in apiUrl) return refuse(write, apiUrl.problem);
  const parsed = parseWorkers(options.workers, 'start', apiUrl === undefined);
  if ('problem' in parsed) return refuse(write, parsed.problem);
  const { brands, problems } = servedBrands(options.brands);
  for (const problem of problems) write(pc.red(`✖ ${problem}`));
  if (brands.length === 0) return 1;
  const distDir = options.distDir ? resolve(options.distDir) : DEFAULT_DIST_DIR;
  const remote = apiUrl?.url;
  if (cluster.isWorker) {
    await serve(brands, distDir, { apiUrl: remote, prepared: true });
    return 0;
  }
  await buildWhatIsMissing(brands, distDir, write);
  if (remote) await warnIfUnreachable(remote, write);

  if (parsed.workers === 1) {
    const served = await serve(brands, distDir, { apiUrl: remote, prepared: false });
    printBanner(
      output,
      brands,
      {
        port: served.port,
        database: served.database,
        seeded: served.seeded,
        apiUrl: remote,
      },
      json,
    );
    return 0;
  }
  const prepared = remote ? undefined : await prepareForWorkers(brands);
  const workers = await runWorkers(
    parsed.workers,
    [
      'start',
      ...(options.brands ?? []),
      '--dist-dir',
      distDir,
      '--workers',
      String(parsed.workers),
      ...(remote ? ['--api-url', remote] : []),
    ],
    write,
  );
  if (!workers) return 1;
  printBanner(
    output,
    brands,
    {
      port: workers.port,
      database: prepared?.database,
      seeded: prepared?.seeded,
      apiUrl: remote,
      workers: workers.pids,
    },
    json,
  );
  return 0;
}

function refuse(write: (text: string) => void, problem: string): number {
  write(pc.red(`✖ ${problem}`));
  return 1;
}

/** One serving process: the API in it (its own database connection) or a remote API. */
async function serve(
  brands: readonly ResolvedBrand[],
  distDir: string,
  options: { apiUrl: string | undefined; prepared: boolean },
): Promise<{ port: number; database?: string; seeded?: SeedSummary }> {
  const opened = options.apiUrl ? undefined : await openApi(brands, { prepared: options.prepared });
  const server = await createStorefrontServer({
    brands,
    distDir,
    ...(opened ? { apiContext: opened.context } : { apiBase: () => options.apiUrl! }),
  });
  let stopping = false;
  // Close the server, then the database, so the embedded PGlite ends its files cleanly on Ctrl+C.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server
      .close()
      .then(() => opened?.context.db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { port: server.port, database: opened?.database, seeded: opened?.seeded };
}

/** What `start` serves, as `--json` prints it and the banner shows it. */
export interface StartReport {
  readonly event: 'listening';
  readonly port: number;
  readonly database: string | null;
  readonly apiUrl: string;
  readonly remoteApi: string | null;
  readonly workers: readonly number[];
  readonly seeded: SeedSummary | null;
  readonly brands: readonly {
    readonly id: string;
    readonly name: string;
    readonly sites: readonly {
      readonly id: string;
      readonly url: string;
      readonly locale: string;
      readonly currency: string;
    }[];
  }[];
}

interface Served {
  readonly port: number;
  readonly database: string | undefined;
  readonly seeded: SeedSummary | undefined;
  readonly apiUrl: string | undefined;
  readonly workers?: readonly number[];
}

function startReport(brands: readonly ResolvedBrand[], served: Served): StartReport {
  const { port } = served;
  return {
    event: 'listening',
    port,
    database: served.database ?? null,
    apiUrl: `http://localhost:${port}/api`,
    remoteApi: served.apiUrl ?? null,
    workers: served.workers ?? [],
    seeded: served.seeded ?? null,
    brands: brands.map((brand) => ({
      id: brand.id,
      name: brand.settings.name,
      sites: Object.values(brand.sites).map((site) => {
        const host = brand.id === DEFAULT_BRAND ? 'localhost' : `${brand.id}.localhost`;
        const path = canonicalPath(
          site.contextPath || '/',
          brand.settings.routing.trailingSlash,
        ).pathname;
        return {
          id: site.id,
          url: `http://${host}:${port}${path}`,
          locale: site.defaultLocale,
          currency: site.currency,
        };
      }),
    })),
  };
}

function printBanner(
  write: (text: string) => void,
  brands: readonly ResolvedBrand[],
  served: Served,
  json: boolean,
): void {
  const report = startReport(brands, served);
  if (json) {
    write(JSON.stringify(report));
    return;
  }
  const { port } = served;
  const where = served.apiUrl
    ? `commerce API: ${served.apiUrl}, no database in this tier`
    : `database: ${served.database}`;
  const processes = served.workers
    ? `, ${served.workers.length} workers: pids ${served.workers.join(', ')}`
    : '';
  write(pc.bold(`Storefront on http://localhost:${port}  (${where}${processes})`));
  if (served.seeded && served.seeded.products > 0) {
    write(
      `Seeded ${served.seeded.products} products, ${served.seeded.stores} stores, ${served.seeded.users} users.`,
    );
  }
  for (const brand of report.brands) {
    write(pc.bold(brand.name));
    for (const site of brand.sites) {
      write(`  ${site.id.padEnd(6)} ${site.url}  (${site.locale}, ${site.currency})`);
    }
  }
  write('');
  write(
    served.apiUrl
      ? `Commerce API: ${report.apiUrl} is forwarded to ${served.apiUrl}`
      : `Commerce API: ${report.apiUrl}  (e.g. /api/catalog/v1/an-us/pools/US_DIRECT/products?slug=...)`,
  );
  write('Stop with Ctrl+C.');
}

/** `--api-url`: an absolute http(s) URL, kept without its trailing slash. */
function parseApiUrl(raw: string): { url: string } | { problem: string } {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    return {
      problem: `--api-url must be the http:// or https:// address of a commerce API, without query or fragment (found "${raw}"); e.g. --api-url http://127.0.0.1:4000 for \`npx storefront api --port 4000\`.`,
    };
  }
  return { url: url.href.replace(/\/+$/, '') };
}

/** Any HTTP answer will do: it says something listens there; pages need the API to render. */
async function warnIfUnreachable(apiUrl: string, write: (text: string) => void): Promise<void> {
  try {
    await fetch(apiUrl + '/', { signal: AbortSignal.timeout(3000) });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    write(
      pc.yellow(
        `⚠ No commerce API answers at ${apiUrl} yet (${reason}): pages answer errors until one does. Start it with \`npx storefront api --port 4000\`.`,
      ),
    );
  }
}
