import type { ResolvedBrand, ResolvedSite } from './types.ts';

/**
 * What the shell needs to know of every sister site without its whole configuration: the site
 * selector's list (shell spec §2.3: country code, currency prefix, languages where configured) and
 * the client's site-by-path lookup. The browser gets this for all sites, and the full config of
 * the site it is on only (issue 9: JavaScript budget).
 */
export interface SiteSummary {
  readonly id: string;
  readonly name: string;
  readonly contextPath: string;
  readonly country: string;
  readonly currency: string;
  /** "C$" for CAD on a Canadian site, as its availableCurrencies list it. */
  readonly currencyPrefix?: string;
  readonly defaultLocale: string;
  readonly languages: readonly string[];
  readonly showLanguageInSelector: boolean;
}

export function siteSummary(site: ResolvedSite): SiteSummary {
  const prefix = site.availableCurrencies.find(
    (currency) => currency.currencyCode === site.currency,
  )?.currencyPrefix;
  return {
    id: site.id,
    name: site.name,
    contextPath: site.contextPath,
    country: site.country,
    currency: site.currency,
    ...(prefix ? { currencyPrefix: prefix } : {}),
    defaultLocale: site.defaultLocale,
    languages: [...site.languages],
    showLanguageInSelector: site.showLanguageInSelector,
  };
}

export function siteDirectory(brand: ResolvedBrand): SiteSummary[] {
  return Object.values(brand.sites).map(siteSummary);
}
