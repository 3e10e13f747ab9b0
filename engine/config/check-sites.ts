import { didYouMean } from './did-you-mean.ts';
import type { BrandInput, SiteInput } from './generated/input.ts';
import type { JsonDocument } from './json-document.ts';
import { segmentsToPointer, valueAt } from './json-pointer.ts';
import type { Checked, ProblemList } from './located.ts';
import type { BrandDocuments } from './load-documents.ts';
import type { ResolvedSite } from './types.ts';

/** Countries whose sites start non-consented (shell spec §4: EU sites start non-consented). */
const CONSENT_REQUIRED_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
]);

/** Switches the specs bind to countries (§5 of both specs). */
export const COUNTRY_BOUND_SWITCHES: Record<string, readonly string[]> = {
  registry: ['US'],
  smsOrderTracking: ['US'],
  ruleBasedPayments: ['US'],
  autoOptInEmail: ['US'],
  requestSwatch: ['US'],
  catalogRequest: ['US', 'CA'],
  addressLookup: ['US', 'GB', 'FR', 'DE', 'AU', 'CA'],
  // Observed on the UK site (catalogue spec §5); on wherever the engine knows the country's banks
  // (domain/payment/trustly-banks.ts TRUSTLY_BANK_COUNTRIES, kept equal by its unit test).
  trustlyBankLogos: ['GB', 'DE', 'ES', 'IT', 'FR'],
};

const PAY_LATER_METHODS = ['AFTERPAY', 'KLARNA', 'AFFIRM', 'CLEARPAY'];

interface SiteContext {
  readonly site: Checked<SiteInput>;
  readonly resolved: ResolvedSite;
}

/**
 * Rules across brand.json and the site files that JSON Schema cannot express. Each problem is
 * reported in the file that states the offending value, so the fix is where the message points.
 */
export function checkSites(
  documents: BrandDocuments,
  resolved: ReadonlyMap<string, ResolvedSite>,
  problems: ProblemList,
): void {
  const brand = documents.brand;
  if (!brand) return;
  const brandDoc = brand.document;
  const b = brand.value;
  const siteIds = documents.siteFileIds;

  if (b.id !== documents.expectedId) {
    problems.add(brandDoc, {
      code: 'brand.id-mismatch',
      pointer: '/id',
      message: `must equal the folder name "${documents.expectedId}"`,
      found: JSON.stringify(b.id),
      suggestion: `Rename the folder or set "id": "${documents.expectedId}".`,
    });
  }
  if (!siteIds.includes(b.defaultSite)) {
    problems.add(brandDoc, {
      code: 'brand.default-site',
      pointer: '/defaultSite',
      message: `must name a site of this brand: ${siteIds.join(', ') || 'none yet (add sites/<id>.json)'}`,
      found: JSON.stringify(b.defaultSite),
      suggestion: didYouMean(b.defaultSite, siteIds),
    });
  }
  checkGroups(brandDoc, b, siteIds, documents.sites, problems);
  for (const [index, subBrand] of (b.routing?.subBrands ?? []).entries()) {
    for (const [siteIndex, siteId] of subBrand.sites.entries()) {
      if (!siteIds.includes(siteId)) {
        problems.add(brandDoc, {
          code: 'brand.unknown-site',
          pointer: segmentsToPointer(['routing', 'subBrands', index, 'sites', siteIndex]),
          message: `must name a site of this brand: ${siteIds.join(', ')}`,
          found: JSON.stringify(siteId),
          suggestion: didYouMean(siteId, siteIds),
        });
      }
    }
  }
  checkDuplicates(documents.sites, problems);

  for (const site of documents.sites) {
    const siteResolved = resolved.get(site.value.id);
    if (!siteResolved) continue;
    const context = { site, resolved: siteResolved };
    checkSiteIdentity(context, b, documents, problems);
    checkSiteLocaleAndCurrency(context, problems);
    checkCountryBoundSwitches(context, brandDoc, problems);
    checkConsent(context, problems);
    checkAccountMenu(context, brandDoc, b, problems);
    checkPayments(context, brandDoc, b, problems);
    checkLimits(context, brandDoc, problems);
  }
}

function checkGroups(
  brandDoc: JsonDocument,
  brand: BrandInput,
  siteIds: readonly string[],
  sites: readonly Checked<SiteInput>[],
  problems: ProblemList,
): void {
  const membership = new Map<string, string[]>();
  for (const [group, members] of Object.entries(brand.siteGroups)) {
    members.forEach((member, index) => {
      if (!siteIds.includes(member)) {
        problems.add(brandDoc, {
          code: 'brand.group-unknown-site',
          pointer: segmentsToPointer(['siteGroups', group, index]),
          message: `group "${group}" names a site that does not exist; sites are ${siteIds.join(', ')}`,
          found: JSON.stringify(member),
          suggestion: didYouMean(member, siteIds),
        });
      }
      membership.set(member, [...(membership.get(member) ?? []), group]);
    });
  }
  for (const [member, groups] of membership) {
    if (groups.length > 1) {
      problems.add(brandDoc, {
        code: 'brand.group-duplicate-member',
        pointer: '/siteGroups',
        message: `site "${member}" must be in exactly one group; it is in ${groups.join(' and ')}`,
      });
    }
  }
  const groupNames = Object.keys(brand.siteGroups);
  for (const site of sites) {
    const { group, id } = site.value;
    if (!brand.siteGroups[group]) {
      problems.add(site.document, {
        code: 'site.unknown-group',
        pointer: '/group',
        message: `must be a group of brand.json siteGroups: ${groupNames.join(', ')}`,
        found: JSON.stringify(group),
        suggestion: didYouMean(group, groupNames),
      });
    } else if (!brand.siteGroups[group]?.includes(id)) {
      problems.add(site.document, {
        code: 'site.group-not-listed',
        pointer: '/group',
        message: `names group "${group}", but brand.json siteGroups.${group} does not list "${id}"`,
        suggestion: `Add "${id}" to siteGroups.${group} in brand.json, or change this group.`,
      });
    }
  }
}

function checkDuplicates(sites: readonly Checked<SiteInput>[], problems: ProblemList): void {
  const byId = new Map<string, Checked<SiteInput>>();
  const byPath = new Map<string, Checked<SiteInput>>();
  for (const site of sites) {
    const first = byId.get(site.value.id);
    if (first) {
      problems.add(site.document, {
        code: 'site.duplicate-id',
        pointer: '/id',
        message: `must be unique; ${first.document.file} has the same id`,
        found: JSON.stringify(site.value.id),
      });
    } else byId.set(site.value.id, site);
    const contextPath = site.value.contextPath ?? '';
    const samePath = byPath.get(contextPath);
    if (samePath) {
      problems.add(site.document, {
        code: 'site.duplicate-prefix',
        pointer: '/contextPath',
        message: `must be unique within the brand; ${samePath.document.file} uses the same prefix`,
        found: JSON.stringify(contextPath),
      });
    } else byPath.set(contextPath, site);
  }
}

function checkSiteIdentity(
  { site }: SiteContext,
  brand: BrandInput,
  documents: BrandDocuments,
  problems: ProblemList,
): void {
  const { id } = site.value;
  const fileId = site.document.file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (fileId !== id) {
    problems.add(site.document, {
      code: 'site.file-name',
      pointer: '/id',
      message: `must equal the file name "${fileId}"`,
      found: JSON.stringify(id),
      suggestion: `Rename the file to ${id}.json or set "id": "${fileId}".`,
    });
  }
  if (!id.startsWith(brand.siteIdPrefix + '-')) {
    problems.add(site.document, {
      code: 'site.id-prefix',
      pointer: '/id',
      message: `must start with the brand's siteIdPrefix "${brand.siteIdPrefix}-"`,
      found: JSON.stringify(id),
    });
  }
  const isDefault = brand.defaultSite === id;
  const contextPath = site.value.contextPath ?? '';
  if (isDefault && contextPath !== '') {
    problems.add(site.document, {
      code: 'site.default-context-path',
      pointer: '/contextPath',
      message: `must be "" because ${id} is the brand's defaultSite, served at the root`,
      found: JSON.stringify(contextPath),
    });
  }
  const defaultExists = documents.siteFileIds.includes(brand.defaultSite);
  if (!isDefault && defaultExists && contextPath === '' && documents.sites.length > 1) {
    problems.add(site.document, {
      code: 'site.missing-prefix',
      pointer: '/contextPath',
      message: `must be a region prefix such as "/en-gb": only the defaultSite (${brand.defaultSite}) is served at the root`,
      found: '""',
    });
  }
}

function checkSiteLocaleAndCurrency({ site }: SiteContext, problems: ProblemList): void {
  const { defaultLocale, languages, currency, availableCurrencies } = site.value;
  if (!languages.includes(defaultLocale)) {
    problems.add(site.document, {
      code: 'site.default-locale',
      pointer: '/defaultLocale',
      message: `must be one of the site's languages: ${languages.join(', ')}`,
      found: JSON.stringify(defaultLocale),
      suggestion: `Add "${defaultLocale}" to "languages", or pick one of them.`,
    });
  }
  const codes = availableCurrencies.map((entry) => entry.currencyCode);
  if (!codes.includes(currency)) {
    problems.add(site.document, {
      code: 'site.currency-not-available',
      pointer: '/currency',
      message: `must be one of the site's availableCurrencies: ${codes.join(', ')}`,
      found: JSON.stringify(currency),
      suggestion: `Add { "currencyCode": "${currency}", "currencyPrefix": "..." } to availableCurrencies, or pick one of them.`,
    });
  }
  const { countries = [], defaultCountry } = site.value;
  if (
    defaultCountry &&
    countries.length > 0 &&
    !countries.some((c) => c.countryCode === defaultCountry)
  ) {
    const listed = countries.map((c) => c.countryCode);
    problems.add(site.document, {
      code: 'site.default-country',
      pointer: '/defaultCountry',
      message: `must be one of the site's countries: ${listed.join(', ')}`,
      found: JSON.stringify(defaultCountry),
      suggestion: didYouMean(defaultCountry, listed),
    });
  }
}

/** The document (site, else brand) that states `pointer`, so a problem is reported where to fix it. */
function stating(site: Checked<SiteInput>, brandDoc: JsonDocument, pointer: string): JsonDocument {
  return valueAt(site.value, pointer) !== undefined ? site.document : brandDoc;
}

function fixHint(doc: JsonDocument, site: Checked<SiteInput>, fix: string): string {
  return doc === site.document
    ? fix
    : `${fix} in ${site.document.file} (the value comes from brand.json, shared by every site)`;
}

function checkCountryBoundSwitches(
  { site, resolved }: SiteContext,
  brandDoc: JsonDocument,
  problems: ProblemList,
): void {
  for (const [name, countries] of Object.entries(COUNTRY_BOUND_SWITCHES)) {
    const on = (resolved.switches as Record<string, boolean>)[name];
    if (!on || countries.includes(resolved.country)) continue;
    const pointer = `/switches/${name}`;
    const doc = stating(site, brandDoc, pointer);
    problems.add(doc, {
      code: 'site.switch-country',
      pointer,
      message: `is on for ${resolved.id}, whose country is ${resolved.country}; ${name} is allowed only for ${countries.join(', ')}`,
      found: 'true',
      suggestion: fixHint(doc, site, `Set "switches": { "${name}": false }`),
    });
  }
}

function checkConsent({ site, resolved }: SiteContext, problems: ProblemList): void {
  if (CONSENT_REQUIRED_COUNTRIES.has(resolved.country) && resolved.consent.defaultConsented) {
    problems.add(site.document, {
      code: 'site.consent',
      pointer: '/consent',
      message: `must start non-consented on a site in ${resolved.country}: EU and UK sites need "consent": { "defaultConsented": false }`,
      found: site.value.consent ? JSON.stringify(site.value.consent) : undefined,
    });
  }
}

function checkAccountMenu(
  { site, resolved }: SiteContext,
  brandDoc: JsonDocument,
  brand: BrandInput,
  problems: ProblemList,
): void {
  const doc = site.value.accountMenu ? site.document : brandDoc;
  resolved.accountMenu.forEach((entry, index) => {
    const pointer = `/accountMenu/${index}`;
    if (entry === 'registry' && !resolved.switches.registry) {
      problems.add(doc, {
        code: 'site.menu-registry',
        pointer,
        message: `lists "registry", but the registry is off on ${resolved.id}`,
        found: '"registry"',
        suggestion: fixHint(doc, site, 'State an "accountMenu" without "registry"'),
      });
    }
    if (entry === 'rewards' && !brand.routing?.rewardsPage) {
      problems.add(doc, {
        code: 'site.menu-rewards',
        pointer,
        message: 'lists "rewards", but the brand has no rewards page',
        found: '"rewards"',
        suggestion: 'Set "routing": { "rewardsPage": true } in brand.json, or remove the entry.',
      });
    }
  });
}

function checkPayments(
  { site, resolved }: SiteContext,
  brandDoc: JsonDocument,
  brand: BrandInput,
  problems: ProblemList,
): void {
  for (const [method, rules] of Object.entries(resolved.payments)) {
    if (!rules) continue;
    const base = `/payments/${method}`;
    rules.amountRanges.forEach((range, index) => {
      const pointer = `${base}/amountRanges/${index}`;
      const doc = stating(site, brandDoc, pointer);
      if (range.minimumAmount > range.maximumAmount) {
        problems.add(doc, {
          code: 'payments.range-order',
          pointer: `${pointer}/minimumAmount`,
          message: `must not exceed maximumAmount (${range.maximumAmount})`,
          found: String(range.minimumAmount),
        });
      }
      if (!rules.transactionalCurrencies.includes(range.currency)) {
        problems.add(doc, {
          code: 'payments.range-currency',
          pointer: `${pointer}/currency`,
          message: `must be one of ${method}'s transactionalCurrencies: ${rules.transactionalCurrencies.join(', ') || 'none'}`,
          found: JSON.stringify(range.currency),
        });
      }
    });
    if (rules.active && PAY_LATER_METHODS.includes(method)) {
      for (const currency of rules.transactionalCurrencies) {
        if (!rules.amountRanges.some((range) => range.currency === currency)) {
          const doc = stating(site, brandDoc, base);
          problems.add(doc, {
            code: 'payments.range-missing',
            pointer: valueAt(doc === site.document ? site.value : brand, base) ? base : '/payments',
            message: `${method} is active in ${currency} on ${resolved.id} but has no amountRanges entry for ${currency}; buy-now-pay-later methods are limited by a minimum and maximum per currency`,
            suggestion: `Add { "currency": "${currency}", "minimumAmount": ..., "maximumAmount": ... } to ${method}.amountRanges.`,
          });
        }
      }
    }
  }
}

function checkLimits(
  { site, resolved }: SiteContext,
  brandDoc: JsonDocument,
  problems: ProblemList,
): void {
  const { navigationColumnsMin, navigationColumnsMax } = resolved.limits.listing;
  if (navigationColumnsMin > navigationColumnsMax) {
    const pointer = '/limits/listing/navigationColumnsMin';
    problems.add(stating(site, brandDoc, pointer), {
      code: 'limits.order',
      pointer,
      message: `must not exceed navigationColumnsMax (${navigationColumnsMax})`,
      found: String(navigationColumnsMin),
    });
  }
}
