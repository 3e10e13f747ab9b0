/**
 * The country-bound settings of a new regional site (issue 15, `storefront add-site` and
 * `storefront new-brand`), from the shell spec and the brands' own sites:
 * - EU and UK sites start non-consented (shell spec "Consent groups ... EU sites start
 *   non-consented"), with strong customer authentication and the tax message;
 * - gift wrap is off on the EU sites (as an-fr, an-de, an-es, an-it);
 * - the gift registry is only for sites whose country is US (switches.schema.json `registry`),
 *   so it is off everywhere else (the EU groups and Canada);
 * - Canada shows taxes apart (jl-ca, uo-ca `taxDisplay`).
 */

export type ScaffoldCountry = 'US' | 'CA' | 'GB' | 'FR' | 'DE' | 'ES' | 'IT';

export interface CountryFacts {
  readonly country: ScaffoldCountry;
  /** The short code in site ids and group names: us, ca, uk, fr... */
  readonly code: string;
  readonly currency: 'USD' | 'CAD' | 'GBP' | 'EUR';
  readonly currencyPrefix: string;
  /** The first language is the default; the others may be chosen instead. */
  readonly languages: readonly string[];
  readonly distanceUnit: 'mi' | 'km';
  readonly region: 'na' | 'uk' | 'eu';
  readonly inventoryPool?: string;
}

export const SCAFFOLD_COUNTRIES: Readonly<Record<ScaffoldCountry, CountryFacts>> = {
  US: {
    country: 'US',
    code: 'us',
    currency: 'USD',
    currencyPrefix: '$',
    languages: ['en-US'],
    distanceUnit: 'mi',
    region: 'na',
  },
  CA: {
    country: 'CA',
    code: 'ca',
    currency: 'CAD',
    currencyPrefix: 'CA$',
    languages: ['en-CA', 'fr-CA'],
    distanceUnit: 'km',
    region: 'na',
    inventoryPool: 'CA_DIRECT',
  },
  GB: {
    country: 'GB',
    code: 'uk',
    currency: 'GBP',
    currencyPrefix: '£',
    languages: ['en-GB'],
    distanceUnit: 'mi',
    region: 'uk',
    inventoryPool: 'GB_DIRECT',
  },
  FR: {
    country: 'FR',
    code: 'fr',
    currency: 'EUR',
    currencyPrefix: '€',
    languages: ['fr-FR'],
    distanceUnit: 'km',
    region: 'eu',
    inventoryPool: 'EU_DIRECT',
  },
  DE: {
    country: 'DE',
    code: 'de',
    currency: 'EUR',
    currencyPrefix: '€',
    languages: ['de-DE'],
    distanceUnit: 'km',
    region: 'eu',
    inventoryPool: 'EU_DIRECT',
  },
  ES: {
    country: 'ES',
    code: 'es',
    currency: 'EUR',
    currencyPrefix: '€',
    languages: ['es-ES'],
    distanceUnit: 'km',
    region: 'eu',
    inventoryPool: 'EU_DIRECT',
  },
  IT: {
    country: 'IT',
    code: 'it',
    currency: 'EUR',
    currencyPrefix: '€',
    languages: ['it-IT'],
    distanceUnit: 'km',
    region: 'eu',
    inventoryPool: 'EU_DIRECT',
  },
};

/** A country given as a country code (GB, fr) or a site code (uk); undefined when unknown. */
export function scaffoldCountry(input: string): CountryFacts | undefined {
  const upper = input.trim().toUpperCase();
  const key = upper === 'UK' ? 'GB' : upper;
  return Object.hasOwn(SCAFFOLD_COUNTRIES, key)
    ? SCAFFOLD_COUNTRIES[key as ScaffoldCountry]
    : undefined;
}

export interface SiteSwitches {
  readonly consent?: { readonly defaultConsented: false };
  readonly scaEnabled?: true;
  readonly switches: Readonly<Record<string, boolean>>;
}

/** The switches bound to the site's country (see the file comment for where each comes from). */
export function countrySwitches(country: ScaffoldCountry): SiteSwitches {
  const facts = SCAFFOLD_COUNTRIES[country];
  if (facts.region === 'eu') {
    return {
      consent: { defaultConsented: false },
      scaEnabled: true,
      switches: { registry: false, giftWrap: false, taxMessage: true },
    };
  }
  if (facts.region === 'uk') {
    return {
      consent: { defaultConsented: false },
      scaEnabled: true,
      switches: { registry: false, taxMessage: true },
    };
  }
  if (country === 'CA') return { switches: { registry: false, taxDisplay: true } };
  return { switches: {} };
}

/** The site group a country's site joins by default: North America with the US, else Europe. */
export function defaultGroup(prefix: string, country: ScaffoldCountry): string {
  return `${prefix}-${SCAFFOLD_COUNTRIES[country].region === 'na' ? 'us' : 'eu'}`;
}

/** The path prefix of a site: "" for the US root site, else /<language>-<country> (/en-gb). */
export function defaultContextPath(country: ScaffoldCountry, language: string): string {
  if (country === 'US') return '';
  const facts = SCAFFOLD_COUNTRIES[country];
  return `/${language.slice(0, 2).toLowerCase()}-${facts.code === 'uk' ? 'gb' : facts.code}`;
}

const BRAND_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const SITE_PREFIX = /^[a-z]{2,4}$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const CONTEXT_PATH = /^(\/[a-z]{2,10}(-[a-z]{2})?)?$/;

/** Each returns what is wrong with the input, or undefined when it is fine. */
export const scaffoldChecks = {
  brandId: (value: string): string | undefined =>
    BRAND_ID.test(value) && value.length <= 40
      ? undefined
      : `brand id "${value}" must be lower-case letters and digits joined by single hyphens (e.g. north-pine), at most 40 characters`,
  siteIdPrefix: (value: string): string | undefined =>
    SITE_PREFIX.test(value)
      ? undefined
      : `site-id prefix "${value}" must be 2 to 4 lower-case letters (e.g. np)`,
  color: (name: string, value: string): string | undefined =>
    COLOR.test(value) ? undefined : `${name} "${value}" must be a colour as #rrggbb (e.g. #2f4f3a)`,
  text: (name: string, value: string): string | undefined =>
    value.trim().length > 0 &&
    value.length <= 60 &&
    ![...value].some((char) => char === '<' || char === '>' || char.charCodeAt(0) < 32)
      ? undefined
      : `${name} must be 1 to 60 characters, without < > or control characters`,
  country: (value: string): string | undefined =>
    scaffoldCountry(value)
      ? undefined
      : `country "${value}" is not one the engine has sites for; use one of ${Object.values(
          SCAFFOLD_COUNTRIES,
        )
          .map((facts) => facts.code)
          .join(', ')}`,
  language: (country: ScaffoldCountry, value: string): string | undefined =>
    SCAFFOLD_COUNTRIES[country].languages.includes(value)
      ? undefined
      : `language "${value}" is not offered for ${country}; use one of ${SCAFFOLD_COUNTRIES[country].languages.join(', ')}`,
  contextPath: (value: string): string | undefined =>
    CONTEXT_PATH.test(value) ? undefined : `path prefix "${value}" must be empty or like /en-gb`,
};
