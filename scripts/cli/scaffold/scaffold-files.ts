import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  countrySwitches,
  SCAFFOLD_COUNTRIES,
} from '../../../engine/domain/brand-scaffold/regional-site.ts';
import type { ScaffoldCountry } from '../../../engine/domain/brand-scaffold/regional-site.ts';
import { TEMPLATE_BRAND_STRINGS } from './locale-strings.ts';
import countryEntries from './countries.json' with { type: 'json' };

type Json = Record<string, unknown>;

/** The folder the template brand lives in, inside a configs root. */
export const TEMPLATE_FOLDER = '_template';

export class ScaffoldError extends Error {
  constructor(
    readonly headline: string,
    readonly problem: string,
    readonly nextStep: string,
  ) {
    super(`${headline}: ${problem}`);
    this.name = 'ScaffoldError';
  }
}

export function readJson(path: string): Json {
  return JSON.parse(readFileSync(path, 'utf8')) as Json;
}

export function writeJson(path: string, value: unknown): void {
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

export interface SiteInput {
  readonly country: ScaffoldCountry;
  readonly language: string;
  readonly contextPath: string;
  readonly group: string;
}

export function siteId(prefix: string, country: ScaffoldCountry): string {
  return `${prefix}-${SCAFFOLD_COUNTRIES[country].code}`;
}

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  GB: 'United Kingdom',
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
};

/**
 * A site config for `site`: the template's US site for a US site (its regions, privacy
 * locations and cancellation reasons), else the country's facts and switches.
 */
export function siteConfig(
  configsRoot: string,
  prefix: string,
  paymentMethods: readonly string[],
  site: SiteInput,
): Json {
  const facts = SCAFFOLD_COUNTRIES[site.country];
  const id = siteId(prefix, site.country);
  const upperPrefix = prefix.toUpperCase();
  const payments = Object.fromEntries(
    paymentMethods.map((method) => [method, { transactionalCurrencies: [facts.currency] }]),
  );
  if (site.country === 'US') {
    const template = readJson(join(templateDir(configsRoot), 'sites', 'wl-us.json'));
    return {
      ...template,
      id,
      group: site.group,
      ...(site.contextPath ? { contextPath: site.contextPath } : {}),
      giftWrapSkus: [`${upperPrefix}-GW-US-001`],
      payments,
    };
  }
  const bound = countrySwitches(site.country);
  const giftWrap = bound.switches.giftWrap !== false;
  return {
    $schema: '../../../schemas/site.schema.json',
    id,
    name: COUNTRY_NAMES[site.country],
    contextPath: site.contextPath,
    group: site.group,
    country: site.country,
    defaultLocale: site.language,
    languages: [site.language],
    currency: facts.currency,
    availableCurrencies: [{ currencyCode: facts.currency, currencyPrefix: facts.currencyPrefix }],
    ...(facts.inventoryPool ? { inventoryPool: facts.inventoryPool } : {}),
    distanceUnit: facts.distanceUnit,
    ...(bound.consent ? { consent: bound.consent } : {}),
    defaultCountry: site.country,
    countries: [(countryEntries as Record<string, unknown>)[site.country]],
    ...(giftWrap ? { giftWrapSkus: [`${upperPrefix}-GW-${facts.code.toUpperCase()}-001`] } : {}),
    deliveryDate: { enabledOnPDP: true, destinationCountries: [site.country] },
    mobileAuthenticationCountries: [site.country],
    smsMarketingCountries: [site.country],
    ...(bound.scaEnabled ? { scaEnabled: true } : {}),
    switches: bound.switches,
    payments,
  };
}

export function templateDir(configsRoot: string): string {
  return join(configsRoot, TEMPLATE_FOLDER);
}

/** The brand's folder in the configs root, whether listed or hidden ("_" + id). */
export function existingBrandDir(configsRoot: string, id: string): string | undefined {
  for (const name of [id, '_' + id]) {
    const dir = join(configsRoot, name);
    if (existsSync(dir)) return dir;
  }
  return undefined;
}

/** Writes locales/<language>.json with the template's strings when the brand lacks it. */
export function ensureLocale(brandDir: string, language: string): boolean {
  const path = join(brandDir, 'locales', `${language}.json`);
  if (existsSync(path)) return false;
  const strings = TEMPLATE_BRAND_STRINGS[language] ?? TEMPLATE_BRAND_STRINGS['en-US']!;
  writeJson(path, { $schema: '../../../schemas/locale-strings.schema.json', ...strings });
  return true;
}

export interface NewBrandInput {
  readonly id: string;
  readonly name: string;
  readonly siteIdPrefix: string;
  readonly sites: readonly SiteInput[];
  readonly colors: Readonly<Record<string, string>>;
  readonly logoText: string;
}

/** Copies the template into <configsRoot>/<id> and writes the brand's configs; returns its files. */
export function scaffoldBrand(configsRoot: string, input: NewBrandInput): string[] {
  const brandDir = join(configsRoot, input.id);
  const template = templateDir(configsRoot);
  if (!existsSync(template)) {
    throw new ScaffoldError(
      'No template brand',
      `${template} does not exist`,
      `pass --dir with a configs root that holds ${TEMPLATE_FOLDER}/ (default brand-configs)`,
    );
  }
  cpSync(template, brandDir, { recursive: true, errorOnExist: true, force: false });
  const brand = readJson(join(brandDir, 'brand.json'));
  const theme = (brand.theme ?? {}) as Json;
  const sites = input.sites.map((site) => siteId(input.siteIdPrefix, site.country));
  const groups: Record<string, string[]> = {};
  input.sites.forEach((site, index) => (groups[site.group] ??= []).push(sites[index]!));
  writeJson(join(brandDir, 'brand.json'), {
    ...brand,
    id: input.id,
    name: input.name,
    siteIdPrefix: input.siteIdPrefix,
    defaultSite: sites[0],
    siteGroups: groups,
    theme: {
      ...theme,
      colors: { ...((theme.colors as Json | undefined) ?? {}), ...input.colors },
      logo: { ...((theme.logo as Json | undefined) ?? {}), text: input.logoText },
    },
  });
  rmSync(join(brandDir, 'sites'), { recursive: true });
  mkdirSync(join(brandDir, 'sites'));
  const methods = Object.keys((brand.payments ?? {}) as Json);
  const written = ['brand.json'];
  for (const site of input.sites) {
    const id = siteId(input.siteIdPrefix, site.country);
    writeJson(
      join(brandDir, 'sites', `${id}.json`),
      siteConfig(configsRoot, input.siteIdPrefix, methods, site),
    );
    written.push(`sites/${id}.json`);
  }
  for (const file of readdirSync(join(brandDir, 'content'))) {
    const path = join(brandDir, 'content', file);
    const text = readFileSync(path, 'utf8');
    const renamed = text.replaceAll('/static/brands/template/', `/static/brands/${input.id}/`);
    if (renamed !== text) {
      writeFileSync(path, renamed);
      written.push(`content/${file}`);
    }
  }
  for (const site of input.sites) {
    if (ensureLocale(brandDir, site.language)) written.push(`locales/${site.language}.json`);
  }
  if (!input.sites.some((site) => site.language === 'en-US')) {
    rmSync(join(brandDir, 'locales', 'en-US.json'));
  }
  return written;
}

export interface AddSiteResult {
  readonly siteId: string;
  readonly written: string[];
}

/** Writes sites/<id>.json into a brand, lists it in its group and adds its locale if missing. */
export function addSiteToBrand(
  brandDir: string,
  configsRoot: string,
  site: SiteInput,
): AddSiteResult {
  const brandPath = join(brandDir, 'brand.json');
  const brand = readJson(brandPath);
  const prefix = String(brand.siteIdPrefix);
  const id = siteId(prefix, site.country);
  const sitePath = join(brandDir, 'sites', `${id}.json`);
  if (existsSync(sitePath)) {
    throw new ScaffoldError(
      'Site already exists',
      `${id} is already a site of ${String(brand.id)} (${sitePath})`,
      `edit that file, or remove it first to make it again`,
    );
  }
  const methods = Object.keys((brand.payments ?? {}) as Json);
  writeJson(sitePath, siteConfig(configsRoot, prefix, methods, site));
  const groups = { ...((brand.siteGroups ?? {}) as Record<string, string[]>) };
  groups[site.group] = [...(groups[site.group] ?? []), id];
  writeJson(brandPath, { ...brand, siteGroups: groups });
  const written = [`sites/${id}.json`, 'brand.json'];
  if (ensureLocale(brandDir, site.language)) written.push(`locales/${site.language}.json`);
  return { siteId: id, written };
}
