import type { SiteSummary } from './site-directory.ts';
import type { ResolvedBrand, ResolvedSite } from './types.ts';

/**
 * What a brand's browser bundle carries (engine/build/public-config.ts makes them): the core for
 * every page, and one site's share in a chunk of its own, so a page loads only its own site's
 * config (issue 9: JavaScript budget).
 */
export interface PublicBrandCore {
  readonly id: string;
  readonly settings: ResolvedBrand['settings'];
  /** Every site in brief (the site selector, the site of a path). */
  readonly directory: readonly SiteSummary[];
}

/** One site's config, its content (its items, its languages) and its languages' brand strings. */
export interface PublicSiteModule {
  readonly site: ResolvedSite;
  readonly content: ResolvedBrand['content'];
  readonly strings: ResolvedBrand['strings'];
}
