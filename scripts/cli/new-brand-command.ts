import { basename, join, resolve } from 'node:path';
import pc from 'picocolors';
import {
  defaultContextPath,
  defaultGroup,
  scaffoldChecks,
  scaffoldCountry,
} from '../../engine/domain/brand-scaffold/regional-site.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import { formatProblem } from '../../engine/config/problem.ts';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import { buildCommand } from './build-command.ts';
import { verifyCommand } from './verify-command.ts';
import { commandOutput } from './scaffold/cli-output.ts';
import {
  existingBrandDir,
  ScaffoldError,
  scaffoldBrand,
  siteId,
} from './scaffold/scaffold-files.ts';
import type { SiteInput } from './scaffold/scaffold-files.ts';

export interface NewBrandOptions {
  readonly id?: string;
  readonly name?: string;
  readonly sitePrefix?: string;
  readonly sites?: string;
  readonly themePrimary?: string;
  readonly themeAccent?: string;
  readonly logoText?: string;
  readonly dir?: string;
  readonly outDir?: string;
  readonly build: boolean;
  /** Verify the new brand (storefront verify, without Lighthouse) instead of only building it. */
  readonly verify?: boolean;
  readonly yes: boolean;
  readonly json: boolean;
}

export const DEFAULT_CONFIGS_DIR = join(REPO_ROOT, 'brand-configs');

/** Asks for what the flags left out, on a terminal only (the prompts are a lazy import). */
async function askMissing(options: NewBrandOptions): Promise<NewBrandOptions | undefined> {
  const prompts = await import('@clack/prompts');
  prompts.intro(pc.bold('New brand'));
  const ask = async (
    message: string,
    current: string | undefined,
    placeholder: string,
    check: (value: string) => string | undefined,
  ): Promise<string | undefined> => {
    if (current !== undefined) return current;
    const answer = await prompts.text({
      message,
      placeholder,
      validate: (value) => check(value ?? ''),
    });
    return prompts.isCancel(answer) ? undefined : answer;
  };
  const id = await ask('Brand id (folder name)', options.id, 'north-pine', scaffoldChecks.brandId);
  if (id === undefined) return undefined;
  const name = await ask('Brand name', options.name, 'North Pine', (value) =>
    scaffoldChecks.text('name', value),
  );
  if (name === undefined) return undefined;
  const sitePrefix = await ask(
    'Site-id prefix',
    options.sitePrefix,
    id.replace(/[^a-z]/g, '').slice(0, 2),
    scaffoldChecks.siteIdPrefix,
  );
  if (sitePrefix === undefined) return undefined;
  let sites = options.sites;
  if (sites === undefined) {
    const chosen = await prompts.multiselect({
      message: 'Sites (the first is the default site)',
      options: ['us', 'ca', 'uk', 'fr', 'de', 'es', 'it'].map((code) => ({
        value: code,
        label: code,
      })),
      initialValues: ['us'],
      required: true,
    });
    if (prompts.isCancel(chosen)) return undefined;
    sites = chosen.join(',');
  }
  const themePrimary = await ask('Primary colour', options.themePrimary, '#222222', (value) =>
    scaffoldChecks.color('primary colour', value),
  );
  if (themePrimary === undefined) return undefined;
  const themeAccent = await ask('Accent colour', options.themeAccent, '#8a5a44', (value) =>
    scaffoldChecks.color('accent colour', value),
  );
  if (themeAccent === undefined) return undefined;
  const logoText = await ask('Logo text', options.logoText, name, (value) =>
    scaffoldChecks.text('logo text', value),
  );
  if (logoText === undefined) return undefined;
  prompts.outro(`Scaffolding ${id}`);
  return { ...options, id, name, sitePrefix, sites, themePrimary, themeAccent, logoText };
}

/** `--sites us,uk` or `us,fr-ca:fr-CA`: each a country, with an optional language after ":". */
export function parseSites(
  sites: string,
  prefix: string,
): { sites: SiteInput[] } | { problem: string } {
  const out: SiteInput[] = [];
  for (const entry of sites
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [countryText = '', languageText] = entry.split(':');
    const bad = scaffoldChecks.country(countryText);
    if (bad) return { problem: bad };
    const facts = scaffoldCountry(countryText)!;
    const language = languageText ?? facts.languages[0]!;
    const badLanguage = scaffoldChecks.language(facts.country, language);
    if (badLanguage) return { problem: badLanguage };
    if (out.some((site) => site.country === facts.country)) {
      return { problem: `site ${siteId(prefix, facts.country)} is listed twice in --sites` };
    }
    out.push({
      country: facts.country,
      language,
      contextPath: out.length === 0 ? '' : defaultContextPath(facts.country, language),
      group: defaultGroup(prefix, facts.country),
    });
  }
  return out.length > 0
    ? { sites: out }
    : { problem: '--sites names no site (e.g. --sites us,uk)' };
}

const usage = (problem: string, flag: string): ScaffoldError =>
  new ScaffoldError(
    'Cannot scaffold the brand',
    problem,
    `fix ${flag}; see npx storefront new-brand --help`,
  );

/**
 * `storefront new-brand`: copies the template brand, writes its configs, validates it as
 * `storefront validate` does, then verifies it as `storefront verify --skip-lighthouse` does
 * (build, budgets, bundle, every route, links, axe), or with --no-verify only builds it.
 * Exit codes: 0 made, validated and verified (or built); 1 made but it does not validate, build
 * or verify;
 * 2 nothing written (a bad or missing flag, an existing brand, a cancelled prompt).
 */
export async function newBrandCommand(
  given: NewBrandOptions,
  write?: (text: string) => void,
): Promise<number> {
  const out = commandOutput(given.json, write);
  const interactive = process.stdin.isTTY === true && !given.yes && !given.json;
  const options = interactive ? await askMissing(given) : given;
  if (!options) {
    return out.fail(
      new ScaffoldError('Cancelled', 'nothing was written', 'run the command again'),
      2,
    );
  }
  const required: [keyof NewBrandOptions, string][] = [
    ['id', '--id'],
    ['name', '--name'],
    ['sitePrefix', '--site-prefix'],
    ['sites', '--sites'],
  ];
  for (const [key, flag] of required) {
    if (options[key] === undefined) return out.fail(usage(`${flag} is missing`, flag), 2);
  }
  const id = options.id!;
  const prefix = options.sitePrefix!;
  const checks: [string | undefined, string][] = [
    [scaffoldChecks.brandId(id), '--id'],
    [scaffoldChecks.text('name', options.name!), '--name'],
    [scaffoldChecks.siteIdPrefix(prefix), '--site-prefix'],
    [
      options.themePrimary === undefined
        ? undefined
        : scaffoldChecks.color('--theme-primary', options.themePrimary),
      '--theme-primary',
    ],
    [
      options.themeAccent === undefined
        ? undefined
        : scaffoldChecks.color('--theme-accent', options.themeAccent),
      '--theme-accent',
    ],
    [
      options.logoText === undefined
        ? undefined
        : scaffoldChecks.text('logo text', options.logoText),
      '--logo-text',
    ],
  ];
  for (const [problem, flag] of checks) if (problem) return out.fail(usage(problem, flag), 2);
  const parsed = parseSites(options.sites!, prefix);
  if ('problem' in parsed) return out.fail(usage(parsed.problem, '--sites'), 2);
  const configsDir = resolve(options.dir ?? DEFAULT_CONFIGS_DIR);
  const existing = existingBrandDir(configsDir, id);
  if (existing) {
    return out.fail(
      new ScaffoldError(
        'Brand already exists',
        `${existing} is already a brand folder; new-brand never overwrites one`,
        `choose another --id, or add a site to it with npx storefront add-site ${id}`,
      ),
      2,
    );
  }
  const prefixOwner = validateBrands({ brandsDir: configsDir }).brands.find(
    (brand) => brand.resolved?.settings.siteIdPrefix === prefix,
  );
  if (prefixOwner) {
    return out.fail(
      usage(
        `site-id prefix "${prefix}" is already used by brand ${prefixOwner.id}`,
        '--site-prefix',
      ),
      2,
    );
  }
  const colors: Record<string, string> = {};
  if (options.themePrimary) colors.primary = options.themePrimary;
  if (options.themeAccent) colors.accent = options.themeAccent;
  let files: string[];
  try {
    files = scaffoldBrand(configsDir, {
      id,
      name: options.name!,
      siteIdPrefix: prefix,
      sites: parsed.sites,
      colors,
      logoText: options.logoText ?? options.name!,
    });
  } catch (error) {
    if (error instanceof ScaffoldError) return out.fail(error, 2);
    throw error;
  }
  out.line(`${pc.green('✔')} Wrote ${join(configsDir, id)}/`);
  for (const file of files) out.line(`  ${file}`);
  const report = validateBrands({ brands: [id], brandsDir: configsDir });
  const problems =
    report.problemCount === 0
      ? []
      : [...report.general, ...report.brands.flatMap((brand) => brand.problems)];
  const result: Record<string, unknown> = {
    brand: id,
    dir: join(configsDir, id),
    files,
    sites: parsed.sites.map((site) => siteId(prefix, site.country)),
    valid: problems.length === 0,
    problems,
  };
  if (problems.length > 0) {
    for (const problem of problems) out.line(pc.red(`  ${formatProblem(problem)}`));
    return out.fail(
      new ScaffoldError(
        'The new brand does not validate',
        `${problems.length} problem(s), listed above`,
        `fix them, then run npx storefront validate ${id}`,
      ),
      1,
      result,
    );
  }
  out.line(`${pc.green('✔')} ${id} validates (${parsed.sites.length} site(s))`);
  let code = 0;
  const canBuild = options.build && basename(configsDir) === 'brand-configs';
  if (options.build && !canBuild) {
    out.line(
      pc.yellow(`Not built: the build reads a folder named brand-configs (--dir ${configsDir}).`),
    );
  }
  if (canBuild && options.verify !== false) {
    // Verify builds the brand, serves it and checks its pages; Lighthouse is left to
    // `npx storefront verify <brand>` so the command stays within two minutes.
    const reports: string[] = [];
    code = await verifyCommand(
      [id],
      {
        brandsDir: configsDir,
        skipLighthouse: true,
        json: options.json,
        ...(options.outDir ? { outDir: options.outDir } : {}),
      },
      {
        out: (text) => (options.json ? reports.push(text) : out.line(text)),
        progress: (text) => (options.json ? undefined : out.line(text)),
      },
    );
    result.built = code === 0;
    result.verified = code === 0;
    if (options.json && reports[0]) result.verify = JSON.parse(reports[0]) as unknown;
  } else if (canBuild) {
    const buildLog: string[] = [];
    code = await buildCommand(
      [id],
      { all: false, brandsDir: configsDir, ...(options.outDir ? { outDir: options.outDir } : {}) },
      (text) => (options.json ? buildLog.push(text) : out.line(text)),
    );
    result.built = code === 0;
    if (options.json) result.buildLog = buildLog;
  }
  const port = process.env.PORT ?? '3000';
  const urls = parsed.sites.map(
    (site) => `http://${id}.localhost:${port}${site.contextPath || '/'}`,
  );
  result.urls = urls;
  out.line('');
  out.line(pc.bold(`Open with \`npm start\` (or npx storefront start ${id}):`));
  for (const url of urls) out.line(`  ${url}`);
  return out.done(result, code);
}
