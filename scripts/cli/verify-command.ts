import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import pc from 'picocolors';
import type { Browser } from 'playwright-core';
import { DEFAULT_DIST_DIR } from '../../engine/build/build-brand.ts';
import { buildBrands } from '../../engine/build/build-brands.ts';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import {
  brandVerification,
  checkResult,
  skippedCheck,
  verifyExitCode,
  verifyReport,
} from '../../engine/domain/brand-verify/verify-report.ts';
import type {
  BrandVerification,
  CheckResult,
} from '../../engine/domain/brand-verify/verify-report.ts';
import { axeCheck } from './verify/axe-check.ts';
import { budgetCheck } from './verify/budget-check.ts';
import { bundleCheck } from './verify/bundle-check.ts';
import { checkoutCheck } from './verify/checkout-check.ts';
import type { CheckContext, CheckOutcome } from './verify/check.ts';
import { launchChromium } from './verify/chromium.ts';
import { configCheck } from './verify/config-check.ts';
import { lighthouseCheck } from './verify/lighthouse-check.ts';
import { linksCheck } from './verify/links-check.ts';
import { routesCheck } from './verify/routes-check.ts';
import { stringsCheck } from './verify/strings-check.ts';
import { startVerifyStore } from './verify/verify-store.ts';
import { progressLine, textReport } from './verify/verify-text.ts';
import type { VerifyStore } from './verify/verify-store.ts';

/** The checks, in the order they run; a later one needs what the earlier ones made. */
export const VERIFY_CHECKS = {
  config: 'configuration valid',
  components: 'components registered, props valid',
  strings: 'every string in every locale',
  build: 'client bundle and SSR entry built',
  budgets: 'first-load JavaScript within budgets',
  bundle: 'no other brand, private config or secret in the bundle',
  routes: 'every route renders with its status and robots',
  checkout: 'a guest buys a product on the default site',
  links: "links between the brand's own pages resolve",
  axe: 'axe: no serious or critical violation',
  lighthouse: 'Lighthouse mobile within budgets',
} as const;
export type VerifyCheckId = keyof typeof VERIFY_CHECKS;
const CHECK_IDS = Object.keys(VERIFY_CHECKS) as VerifyCheckId[];
const SERVED: readonly VerifyCheckId[] = ['routes', 'checkout', 'links', 'axe', 'lighthouse'];
const BUILT: readonly VerifyCheckId[] = ['budgets', 'bundle', ...SERVED];

export interface VerifyOptions {
  readonly all?: boolean;
  readonly json?: boolean;
  readonly skipLighthouse?: boolean;
  /** Comma list of check ids: run these only (and the build and server they need). */
  readonly only?: string;
  /** Folder for dist/<brand>/ (default dist/); inside the repository, where node_modules is. */
  readonly outDir?: string;
  /** A configs root other than brand-configs/ of this repository; it must be named brand-configs. */
  readonly brandsDir?: string;
}

export interface VerifyOutput {
  /** The report (text or JSON). */
  readonly out: (text: string) => void;
  /** Progress, one line per check. */
  readonly progress: (text: string) => void;
}

const stdout = (text: string) => process.stdout.write(text + '\n');
const stderr = (text: string) => process.stderr.write(text + '\n');

/** Brand folders of a configs root, but the template (folders starting "_"). */
function allBrands(brandsDir: string): string[] {
  return existsSync(brandsDir)
    ? readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
        .map((entry) => entry.name)
        .sort()
    : [];
}

function parseOnly(only: string | undefined): Set<VerifyCheckId> | { problem: string } {
  if (only === undefined) return new Set(CHECK_IDS);
  const wanted = only
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = wanted.filter((id) => !CHECK_IDS.includes(id as VerifyCheckId));
  if (unknown.length > 0 || wanted.length === 0) {
    return {
      problem: `--only names ${unknown.length > 0 ? `unknown check(s) ${unknown.join(', ')}` : 'no check'}; checks are ${CHECK_IDS.join(', ')}`,
    };
  }
  return new Set(wanted as VerifyCheckId[]);
}

/**
 * `storefront verify <brand...>` / `--all` (issue 15): validates each brand, builds it, serves it
 * on a free port over the embedded database and checks the bundle and the pages. A line per check
 * on stderr while it runs; a report naming each failure's file and pointer, or URL, on stdout (or
 * one JSON object with --json). Exit codes: 0 every check passed; 1 a check failed; 2 usage.
 */
export async function verifyCommand(
  names: readonly string[],
  options: VerifyOptions,
  output: VerifyOutput = { out: stdout, progress: stderr },
): Promise<number> {
  const brandsDir = resolve(options.brandsDir ?? join(REPO_ROOT, 'brand-configs'));
  const usage = (problem: string) => {
    if (options.json) output.out(JSON.stringify({ ok: false, error: problem }, null, 2));
    else {
      output.out(pc.red(`✖ ${problem}`));
      output.out('  e.g. npx storefront verify anthropologie --skip-lighthouse; see --help');
    }
    return 2;
  };
  const only = parseOnly(options.only);
  if ('problem' in only) return usage(only.problem);
  const brands = options.all ? allBrands(brandsDir) : [...names];
  if (brands.length === 0) return usage('Name the brands to verify, or pass --all.');
  const skipped = new Map<VerifyCheckId, string>();
  if (options.skipLighthouse && only.has('lighthouse')) {
    only.delete('lighthouse');
    skipped.set('lighthouse', '--skip-lighthouse');
  }
  const distDir = options.outDir ? resolve(options.outDir) : DEFAULT_DIST_DIR;
  if (!isInside(REPO_ROOT, distDir)) {
    return usage(
      `--out-dir ${distDir} is outside the repository: the server-side entry it builds imports React from the repository's node_modules. Use a folder inside ${REPO_ROOT}.`,
    );
  }

  let browser: Promise<Browser> | undefined;
  const started = Date.now();
  const results: BrandVerification[] = [];
  try {
    for (const id of brands) {
      results.push(
        await verifyBrand(id, {
          brandsDir,
          distDir,
          only,
          skipped,
          progress: output.progress,
          browser: () => (browser ??= launchChromium()),
        }),
      );
    }
  } finally {
    if (browser) await (await browser).close();
  }
  const report = verifyReport(results);
  const seconds = (Date.now() - started) / 1000;
  output.out(
    options.json
      ? JSON.stringify({ ...report, seconds: Math.round(seconds) }, null, 2)
      : textReport(report, seconds),
  );
  return verifyExitCode(report);
}

interface BrandRun {
  readonly brandsDir: string;
  readonly distDir: string;
  readonly only: ReadonlySet<VerifyCheckId>;
  /** Checks left out by a flag, reported as skipped with the flag. */
  readonly skipped: ReadonlyMap<VerifyCheckId, string>;
  readonly progress: (text: string) => void;
  readonly browser: () => Promise<Browser>;
}

async function verifyBrand(id: string, run: BrandRun): Promise<BrandVerification> {
  const verification = await runChecks(id, run);
  const flagged = [...run.skipped].map(([check, flag]) =>
    skippedCheck(check, VERIFY_CHECKS[check], flag),
  );
  for (const check of flagged) run.progress(progressLine(id, check));
  return brandVerification(id, [...verification.checks, ...flagged]);
}

async function runChecks(id: string, run: BrandRun): Promise<BrandVerification> {
  const checks: CheckResult[] = [];
  const record = (result: CheckResult) => {
    checks.push(result);
    run.progress(progressLine(id, result));
  };
  const timed = async (
    check: VerifyCheckId,
    work: () => CheckOutcome | Promise<CheckOutcome>,
  ): Promise<CheckResult> => {
    const start = Date.now();
    let outcome: CheckOutcome;
    try {
      outcome = await work();
    } catch (error) {
      outcome = { failures: [{ message: `the check crashed: ${String(error)}` }], summary: '' };
    }
    const result = checkResult(
      check,
      VERIFY_CHECKS[check],
      outcome.failures,
      outcome.summary,
      Date.now() - start,
    );
    record(result);
    return result;
  };
  const skipRest = (from: readonly VerifyCheckId[], reason: string) => {
    for (const check of from)
      if (run.only.has(check)) record(skippedCheck(check, VERIFY_CHECKS[check], reason));
  };
  const wants = (check: VerifyCheckId) => run.only.has(check);
  const start = Date.now();
  const config = configCheck(id, run.brandsDir);
  const configMs = Date.now() - start;
  for (const check of ['config', 'components'] as const) {
    if (!wants(check)) continue;
    const outcome = config[check];
    record(checkResult(check, VERIFY_CHECKS[check], outcome.failures, outcome.summary, configMs));
  }
  const brand = config.resolved;
  if (!brand) {
    if (!wants('config') && !wants('components')) {
      record(
        checkResult(
          'config',
          VERIFY_CHECKS.config,
          [...config.config.failures, ...config.components.failures],
          '',
          configMs,
        ),
      );
    }
    skipRest(['strings', 'build', ...BUILT], 'the configuration does not validate');
    return brandVerification(id, checks);
  }
  const context: CheckContext = {
    brand,
    brandsDir: run.brandsDir,
    distDir: run.distDir,
    browser: run.browser,
    log: run.progress,
  };
  if (wants('strings')) await timed('strings', () => stringsCheck(context));
  if (!BUILT.some(wants)) return brandVerification(id, checks);

  const build = await timed('build', async () => {
    const lines: string[] = [];
    await buildBrands([brand], {
      distDir: run.distDir,
      log: (line) => lines.push(line),
      root: dirname(run.brandsDir),
    });
    return { failures: [], summary: `into ${run.distDir}/${brand.id}` };
  });
  if (build.status === 'failed') {
    skipRest(BUILT, 'the build failed');
    return brandVerification(id, checks);
  }
  if (wants('budgets')) await timed('budgets', () => budgetCheck(context));
  if (wants('bundle')) await timed('bundle', () => bundleCheck(context));
  if (!SERVED.some(wants)) return brandVerification(id, checks);

  let store: VerifyStore | undefined;
  const serverStart = Date.now();
  try {
    store = await startVerifyStore(brand, run.distDir);
    run.progress(
      pc.dim(
        `  ${id}  server on port ${store.port} (${((Date.now() - serverStart) / 1000).toFixed(1)} s)`,
      ),
    );
  } catch (error) {
    record(
      checkResult(
        'routes',
        VERIFY_CHECKS.routes,
        [{ message: `the server did not start: ${String(error)}` }],
        '',
        Date.now() - serverStart,
      ),
    );
    skipRest(
      SERVED.filter((check) => check !== 'routes'),
      'the server did not start',
    );
    return brandVerification(id, checks);
  }
  const served: CheckContext = { ...context, store };
  try {
    if (wants('routes')) await timed('routes', () => routesCheck(served));
    if (wants('checkout')) await timed('checkout', () => checkoutCheck(served));
    if (wants('links')) await timed('links', () => linksCheck(served));
    if (wants('axe')) await timed('axe', () => axeCheck(served));
    if (wants('lighthouse')) await timed('lighthouse', () => lighthouseCheck(served));
  } finally {
    await store.close();
  }
  return brandVerification(id, checks);
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
