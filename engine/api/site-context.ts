import type { ResolvedSite } from '../config/types.ts';

/** The site a client speaks for: every call carries these (shell spec §3.1, §3.4). */
export interface SiteContext {
  /** The brand folder name (anthropologie), for brand-scoped content calls. */
  readonly brandId: string;
  readonly siteId: string;
  /** A locale such as en-US, sent as x-urbn-language. */
  readonly language: string;
  readonly currency: string;
  readonly inventoryPool: string;
  readonly countryCode: string;
}

/** The site context of a resolved site, in the shopper's chosen language and currency. */
export function siteContextOf(
  site: ResolvedSite,
  choice: { language?: string; currency?: string } = {},
): SiteContext {
  return {
    brandId: site.brand.id,
    siteId: site.id,
    language: choice.language ?? site.defaultLocale,
    currency: choice.currency ?? site.currency,
    inventoryPool: site.inventoryPool,
    countryCode: site.defaultCountry ?? site.country,
  };
}

/** The site's limits the client obeys (limits.timings, limits.cookies). */
export function clientLimitsOf(site: ResolvedSite): {
  timeoutMs: number;
  clearThirdPartyAboveChars: number;
} {
  return {
    timeoutMs: site.limits.timings.requestTimeoutMs,
    clearThirdPartyAboveChars: site.limits.cookies.clearThirdPartyAboveChars,
  };
}
