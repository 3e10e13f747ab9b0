import type { SiteSummary } from './site-directory.ts';
import type { ResolvedBrand, ResolvedSite } from './types.ts';

/**
 * What a brand's browser bundle carries (engine/build/public-config.ts makes them): the core for
 * every page, and one site's share in a chunk of its own, so a page loads only its own site's
 * config (issue 9: JavaScript budget).
 */
/**
 * The brand settings a browser has: the budgets (with the written reasons for any raised one)
 * are for the build and CI, never read by a page, so they stay out of every page's JavaScript.
 */
export type PublicBrandSettings = Omit<ResolvedBrand['settings'], 'budgets'>;

/**
 * A site as its chunk carries it: without its brand settings, which the core carries once, nor
 * the payment library's values, which the checkout reads from the configuration call.
 */
export type PublicSite = Omit<ResolvedSite, 'brand' | 'paymentLibrary'>;

export interface PublicBrandCore {
  readonly id: string;
  readonly settings: PublicBrandSettings;
  /** Every site in brief (the site selector, the site of a path). */
  readonly directory: readonly SiteSummary[];
}

/** One site's config, its content (its items, its languages) and its languages' brand strings. */
export interface PublicSiteModule {
  readonly site: PublicSite;
  readonly content: ResolvedBrand['content'];
  readonly strings: ResolvedBrand['strings'];
}

/**
 * The brand settings as the engine types them. Only the budgets are missing, and nothing in the
 * browser reads them (engine/build and engine/server do, from the full config).
 */
export function clientBrandSettings(settings: PublicBrandSettings): ResolvedBrand['settings'] {
  return settings as ResolvedBrand['settings'];
}

/** A site as the engine reads it, its brand settings put back from the core. */
export function clientSite(site: PublicSite, settings: PublicBrandSettings): ResolvedSite {
  return { ...site, brand: clientBrandSettings(settings) };
}
