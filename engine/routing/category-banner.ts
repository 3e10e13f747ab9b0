import type { AppEnv } from './app-env.ts';

/** The registered name of the 2x1 banner tile a category's content page may hold. */
export const LISTING_BANNER = 'ListingBanner';

/**
 * Whether a category has a 2x1 banner tile (issue 11): a ListingBanner module in the content page
 * with the category's slug, for this site (the category's listing wins that path, so the page is
 * never shown itself). Known from config on both sides: the browser's copy keeps only these
 * modules, without their props (engine/build/public-config.ts), so the listing asks for the right
 * number of products at once and the banner's text comes with the page's content entry.
 */
export function hasCategoryBanner(env: Pick<AppEnv, 'brand' | 'site'>, slug: string): boolean {
  const page = env.brand.content.pages.pages.find(
    (candidate) =>
      candidate.slug === slug && (!candidate.sites || candidate.sites.includes(env.site.id)),
  );
  return page?.modules.some((module) => module.component === LISTING_BANNER) ?? false;
}
