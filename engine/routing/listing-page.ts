import { apiQuery } from '../api/index.ts';
import { categoryTilesUrl, getPaginatedAndSortedProducts } from '../api/calls/catalog.ts';
import { listingWindow } from '../domain/refinements/grid-banner.ts';
import { apiRefinements, parseListingQuery } from '../domain/refinements/listing-query.ts';
import { hasCategoryBanner } from './category-banner.ts';
import type { ListingState } from '../domain/refinements/listing-query.ts';
import type { AppEnv } from './app-env.ts';

export { MAX_LISTING_PAGE } from '../domain/refinements/listing-query.ts';
export { hasCategoryBanner, LISTING_BANNER } from './category-banner.ts';

/**
 * The listing page a query asks for (shell spec §2.2 `page`): a whole number from 1 to
 * MAX_LISTING_PAGE; anything else (absent, 0, -1, 1e309, Infinity, "2abc") is the first page.
 */
export function listingPage(search: URLSearchParams): number {
  return listingState(search).page;
}

/** Page, sort and refinements of a listing URL's query (domain/refinements/listing-query.ts). */
export function listingState(search: URLSearchParams | string): ListingState {
  return parseListingQuery(typeof search === 'string' ? search : search.toString());
}

/**
 * Tiles per listing page (shell spec §9: 72, a config value): the categoryTilesPerPage flag when
 * set (config, environment, cookie or query), else the site's limits.listing.tilesPerPage.
 */
export function tilesPerPage(env: Pick<AppEnv, 'site' | 'flags'>): number {
  const flag = env.flags.categoryTilesPerPage;
  return typeof flag === 'number' ? flag : env.site.limits.listing.tilesPerPage;
}

/**
 * One page of a category's listing with its sort and refinements, and the facet counts the
 * filter panel shows (facets: true; trays leave them out, issue 9 item 7). Loader and page build
 * the same query from the same URL, so the page reads what the loader fetched.
 */
export function listingQuery(
  env: Pick<AppEnv, 'api' | 'site' | 'flags' | 'brand'>,
  slug: string,
  state: ListingState,
) {
  return listingQueryAt(
    env,
    categoryTilesUrl(env.api.site, slug),
    state,
    hasCategoryBanner(env, slug),
  );
}

/**
 * The same for any listing url: a category's, a search's, a brand's or a seller's. With a 2x1
 * banner tile (categories only), the first page asks for two products fewer
 * (domain/refinements/grid-banner.ts).
 */
export function listingQueryAt(
  env: Pick<AppEnv, 'api' | 'site' | 'flags'>,
  url: string,
  state: ListingState,
  hasBanner = false,
) {
  const { skip, pageSize } = listingWindow({
    hasBanner,
    filtered: state.refinements.length > 0,
    page: state.page,
    pageSize: tilesPerPage(env),
  });
  return apiQuery(env.api, getPaginatedAndSortedProducts, {
    url,
    skip,
    pageSize,
    projectionSlug: 'categorytiles',
    facets: true,
    // Every colour on the tiles (catalogue spec §9 swatches per tile; the plpAllColorOptions flag).
    ...(env.flags.plpAllColorOptions === 1 ? { allSwatches: true } : {}),
    ...(state.sort ? { sort: { field: state.sort.field, order: state.sort.order } } : {}),
    ...(state.refinements.length > 0 ? { refinements: apiRefinements(state) } : {}),
    // The pickup facets' store (catalogue spec §3 selectedStores).
    ...(state.store !== undefined ? { selectedStores: [state.store] } : {}),
  });
}
