import { join, resolve } from 'node:path';
import pc from 'picocolors';
import {
  countrySwitches,
  defaultContextPath,
  defaultGroup,
  scaffoldChecks,
  scaffoldCountry,
} from '../../engine/domain/brand-scaffold/regional-site.ts';
import { validateBrands } from '../../engine/app/brands.ts';
import { formatProblem } from '../../engine/config/problem.ts';
import { commandOutput } from './scaffold/cli-output.ts';
import { DEFAULT_CONFIGS_DIR } from './new-brand-command.ts';
import {
  addSiteToBrand,
  existingBrandDir,
  readJson,
  ScaffoldError,
} from './scaffold/scaffold-files.ts';

export interface AddSiteOptions {
  readonly country?: string;
  readonly language?: string;
  readonly prefix?: string;
  readonly group?: string;
  readonly dir?: string;
  readonly json: boolean;
}

const usage = (problem: string, flag: string): ScaffoldError =>
  new ScaffoldError(
    'Cannot add the site',
    problem,
    `fix ${flag}; see npx storefront add-site --help`,
  );

/**
 * `storefront add-site <brand> --country fr`: a regional site with its country's switches, its
 * locale file when the brand lacks the language, listed in a site group; then validated.
 * Exit codes: 0 added and valid; 1 added but the brand does not validate; 2 nothing written.
 */
export async function addSiteCommand(
  brandId: string,
  options: AddSiteOptions,
  write?: (text: string) => void,
): Promise<number> {
  const out = commandOutput(options.json, write);
  let country = options.country;
  if (country === undefined && process.stdin.isTTY === true && !options.json) {
    const prompts = await import('@clack/prompts');
    const answer = await prompts.select({
      message: `Country of the new ${brandId} site`,
      options: ['us', 'ca', 'uk', 'fr', 'de', 'es', 'it'].map((code) => ({
        value: code,
        label: code,
      })),
    });
    if (!prompts.isCancel(answer)) country = answer;
  }
  if (country === undefined) return out.fail(usage('--country is missing', '--country'), 2);
  const badCountry = scaffoldChecks.country(country);
  if (badCountry) return out.fail(usage(badCountry, '--country'), 2);
  const facts = scaffoldCountry(country)!;
  const language = options.language ?? facts.languages[0]!;
  const badLanguage = scaffoldChecks.language(facts.country, language);
  if (badLanguage) return out.fail(usage(badLanguage, '--language'), 2);
  const contextPath = options.prefix ?? defaultContextPath(facts.country, language);
  const badPath = scaffoldChecks.contextPath(contextPath);
  if (badPath) return out.fail(usage(badPath, '--prefix'), 2);
  const configsDir = resolve(options.dir ?? DEFAULT_CONFIGS_DIR);
  // The name is checked before it reaches a path: a hostile "../x" never names a folder.
  const brandDir = scaffoldChecks.brandId(brandId)
    ? undefined
    : existingBrandDir(configsDir, brandId);
  if (!brandDir) {
    return out.fail(
      new ScaffoldError(
        'No such brand',
        `"${brandId}" is not a brand folder in ${configsDir}`,
        `name a folder of ${configsDir}, or make the brand with npx storefront new-brand`,
      ),
      2,
    );
  }
  const prefix = String(readJson(join(brandDir, 'brand.json')).siteIdPrefix);
  const group = options.group ?? defaultGroup(prefix, facts.country);
  if (!/^[a-z]{2,4}-[a-z]{2,10}$/.test(group)) {
    return out.fail(usage(`group "${group}" must look like ${prefix}-eu`, '--group'), 2);
  }
  let added;
  try {
    added = addSiteToBrand(brandDir, configsDir, {
      country: facts.country,
      language,
      contextPath,
      group,
    });
  } catch (error) {
    if (error instanceof ScaffoldError) return out.fail(error, 2);
    throw error;
  }
  const bound = countrySwitches(facts.country);
  out.line(
    `${pc.green('✔')} Added ${added.siteId} (${facts.country}, ${language}, ${facts.currency}, ${contextPath || '/'}, group ${group})`,
  );
  for (const file of added.written) out.line(`  ${file}`);
  const switches = Object.entries(bound.switches).map(([key, on]) => `${key} ${on ? 'on' : 'off'}`);
  if (bound.consent) switches.push('consent starts off');
  if (switches.length > 0) out.line(`  country-bound: ${switches.join(', ')}`);
  const report = validateBrands({ brands: [brandId], brandsDir: configsDir });
  const problems = [...report.general, ...report.brands.flatMap((brand) => brand.problems)];
  const result = {
    brand: brandId,
    site: added.siteId,
    country: facts.country,
    language,
    currency: facts.currency,
    contextPath,
    group,
    files: added.written,
    valid: problems.length === 0,
    problems,
  };
  if (problems.length > 0) {
    for (const problem of problems) out.line(pc.red(`  ${formatProblem(problem)}`));
    return out.fail(
      new ScaffoldError(
        'The brand does not validate with the new site',
        `${problems.length} problem(s), listed above`,
        `fix them, then run npx storefront validate ${brandId}`,
      ),
      1,
      result,
    );
  }
  out.line(`${pc.green('✔')} ${brandId} validates; build it with npx storefront build ${brandId}`);
  return out.done(result, 0);
}
