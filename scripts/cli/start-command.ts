import { canonicalPath } from '../../engine/routing/path-rules.ts';
import { basename, resolve } from 'node:path';
import pc from 'picocolors';
import { DEFAULT_DIST_DIR, MissingEntryError } from '../../engine/build/build-brand.ts';
import { buildBrands } from '../../engine/build/build-brands.ts';
import { needsBuild } from '../../engine/build/staleness.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { createStorefrontServer } from '../../engine/server/create-server.ts';
import { DEFAULT_BRAND } from '../../engine/server/host-brand.ts';
import { openApi } from '../lib/api-context.ts';

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

/**
 * `storefront start`: builds what is missing, then serves every brand's server-rendered pages
 * and the commerce API under /api on the embedded database (seeded on first start).
 */
export async function startCommand(
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
  options: { brands?: readonly string[]; distDir?: string } = {},
): Promise<number> {
  const { brands, problems } = servedBrands(options.brands);
  for (const problem of problems) write(pc.red(`✖ ${problem}`));
  if (brands.length === 0) return 1;
  const distDir = options.distDir ? resolve(options.distDir) : DEFAULT_DIST_DIR;
  await buildWhatIsMissing(brands, distDir, write);
  const opened = await openApi(brands);
  const server = await createStorefrontServer({ brands, apiContext: opened.context, distDir });
  const port = server.port;
  // Close the server, then the database, so the embedded PGlite ends its files cleanly on Ctrl+C.
  const stop = () => {
    void server
      .close()
      .then(() => opened.context.db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  write(pc.bold(`Storefront on http://localhost:${port}  (database: ${opened.database})`));
  if (opened.seeded.products > 0) {
    write(
      `Seeded ${opened.seeded.products} products, ${opened.seeded.stores} stores, ${opened.seeded.users} users.`,
    );
  }
  for (const brand of brands) {
    write(pc.bold(brand.settings.name));
    for (const site of Object.values(brand.sites)) {
      const host = brand.id === DEFAULT_BRAND ? 'localhost' : `${brand.id}.localhost`;
      write(
        `  ${site.id.padEnd(6)} http://${host}:${port}${canonicalPath(site.contextPath || '/', brand.settings.routing.trailingSlash).pathname}  (${site.defaultLocale}, ${site.currency})`,
      );
    }
  }
  write('');
  write(
    `Commerce API: http://localhost:${port}/api  (e.g. /api/catalog/v1/an-us/pools/US_DIRECT/products?slug=...)`,
  );
  write('Stop with Ctrl+C.');
  return 0;
}
