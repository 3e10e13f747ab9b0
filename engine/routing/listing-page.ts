import type { AppEnv } from './app-env.ts';

/** The highest ?page= a listing takes: far beyond any catalogue, small enough for any skip. */
export const MAX_LISTING_PAGE = 10_000;

/**
 * The listing page a query asks for (shell spec §2.2 `page`): a whole number from 1 to
 * MAX_LISTING_PAGE; anything else (absent, 0, -1, 1e309, Infinity, "2abc") is the first page.
 */
export function listingPage(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  if (!/^[1-9]\d{0,4}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_LISTING_PAGE);
}

/**
 * Tiles per listing page (shell spec §9: 72, a config value): the categoryTilesPerPage flag when
 * set (config, environment, cookie or query), else the site's limits.listing.tilesPerPage.
 */
export function tilesPerPage(env: Pick<AppEnv, 'site' | 'flags'>): number {
  const flag = env.flags.categoryTilesPerPage;
  return typeof flag === 'number' ? flag : env.site.limits.listing.tilesPerPage;
}
