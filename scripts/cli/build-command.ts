import { stripVTControlCharacters } from 'node:util';
import { dirname, relative, resolve } from 'node:path';
import pc from 'picocolors';
import { DEFAULT_DIST_DIR, MissingEntryError } from '../../engine/build/build-brand.ts';
import { buildBrands } from '../../engine/build/build-brands.ts';
import type { AppEntries } from '../../engine/build/vite-config.ts';
import { formatProblem } from '../../engine/config/problem.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import { clientDir } from '../../engine/server/ssr-entry.ts';
import { routeBudgetReport, routeBudgets } from '../../engine/server/route-budgets.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import { servedBrands } from './start-command.ts';

export interface BuildCommandOptions {
  readonly all: boolean;
  readonly outDir?: string;
  /** The app entries; tests build a fixture app. */
  readonly entries?: AppEntries;
  /** A configs root other than brand-configs/ of this repository; it must be named brand-configs. */
  readonly brandsDir?: string;
  /** One JSON report on stdout (`write`); the build's progress goes to `progress` (stderr). */
  readonly json?: boolean;
}

/** `build --json`: what a machine reads (a CI step, a dashboard). */
export interface BuildReport {
  readonly ok: boolean;
  readonly outDir: string;
  readonly problems: readonly string[];
  readonly brands: readonly {
    readonly id: string;
    readonly routes: readonly {
      readonly route: string;
      readonly gzipBytes: number;
      readonly brotliBytes: number;
      readonly budgetKb: number;
      readonly over: boolean;
    }[];
  }[];
}

/**
 * `storefront build <brand...>` / `--all`: validates, then builds each brand's client bundle and
 * SSR entry into dist/<brand>/ and prints the first-load sizes; fails when a route kind's
 * first-load JavaScript is over the brand's budget.
 */
export async function buildCommand(
  names: readonly string[],
  options: BuildCommandOptions,
  write: (text: string) => void = (text) => process.stdout.write(text + '\n'),
  progress: (text: string) => void = (text) => process.stderr.write(text + '\n'),
): Promise<number> {
  if (!options.json) return buildBrandsReporting(names, options, write, write);
  const problems: string[] = [];
  const report: { brands: BuildReport['brands'][number][] } = { brands: [] };
  const code = await buildBrandsReporting(
    names,
    options,
    (line) => {
      progress(line);
      const plain = stripVTControlCharacters(line);
      if (plain.startsWith('✖')) problems.push(plain.slice(2));
    },
    progress,
    report,
  );
  const distDir = options.outDir ? resolve(options.outDir) : DEFAULT_DIST_DIR;
  const json: BuildReport = {
    ok: code === 0,
    outDir: relative(REPO_ROOT, distDir) || '.',
    problems,
    brands: report.brands,
  };
  write(JSON.stringify(json, null, 2));
  return code;
}

async function buildBrandsReporting(
  names: readonly string[],
  options: BuildCommandOptions,
  write: (text: string) => void,
  log: (text: string) => void,
  report?: { brands: BuildReport['brands'][number][] },
): Promise<number> {
  if (names.length === 0 && !options.all) {
    write(pc.red('✖ Name the brands to build, or pass --all.'));
    write('  e.g. npx storefront build anthropologie free-people');
    return 2;
  }
  let brands: ResolvedBrand[];
  if (options.all) {
    const served = servedBrands();
    for (const problem of served.problems) write(pc.red(`✖ ${problem}`));
    if (served.problems.length > 0) return 1;
    brands = served.brands;
  } else {
    const report = validateBrands({ brands: names, brandsDir: options.brandsDir });
    if (report.problemCount > 0) {
      for (const problem of report.general) write(pc.red(`✖ ${formatProblem(problem)}`));
      for (const brand of report.brands) {
        if (brand.problems.length > 0) {
          write(
            pc.red(
              `✖ ${brand.id}: ${brand.problems.length} configuration problem(s); run \`npx storefront validate ${brand.id}\``,
            ),
          );
        }
      }
      return 1;
    }
    brands = report.brands.flatMap((brand) => (brand.resolved ? [brand.resolved] : []));
  }
  const distDir = options.outDir ? resolve(options.outDir) : DEFAULT_DIST_DIR;
  try {
    await buildBrands(brands, {
      distDir,
      log,
      entries: options.entries,
      ...(options.brandsDir ? { root: dirname(resolve(options.brandsDir)) } : {}),
    });
  } catch (error) {
    if (error instanceof MissingEntryError) {
      write(pc.red(`✖ ${error.message}`));
      return 1;
    }
    throw error;
  }
  write('');
  // The real app's routes only: a fixture app (tests) has no registry views to measure.
  let over = false;
  if (!options.entries) write('First-load JavaScript per route kind (issue 9 budgets):');
  for (const brand of brands) {
    const rows = options.entries ? [] : routeBudgets(brand, clientDir(distDir, brand.id));
    over ||= rows.some((row) => row.over);
    report?.brands.push({
      id: brand.id,
      routes: rows.map((row) => ({
        route: row.route,
        gzipBytes: row.gzip,
        brotliBytes: row.brotli,
        budgetKb: row.budgetKb,
        over: row.over,
      })),
    });
    if (options.entries) continue;
    write(pc.bold(brand.id));
    for (const line of routeBudgetReport(brand, rows))
      write(line.includes('✖') || line.includes('over budget') ? pc.red(line) : line);
  }
  if (!options.entries) write('');
  write(`Built ${brands.length} brand(s) into ${relative(REPO_ROOT, distDir) || '.'}/`);
  return over ? 1 : 0;
}
