import { queryOptions } from '@tanstack/react-query';
import { apiQueries, categoryTilesUrl, getPaginatedAndSortedProducts } from '../api/index.ts';
import type { ApiClient } from '../api/index.ts';
import type { ContentEntriesQuery } from '../api/types/content.ts';
import type { AppEnv } from './app-env.ts';
import { tilesPerPage } from './listing-page.ts';

/** The page entry query, shared by loaders and components so both read one cache key. */
export function pageQuery(env: Pick<AppEnv, 'api' | 'locale'>, slug: string, preview = false) {
  const query: ContentEntriesQuery = {
    contentType: 'page',
    slug,
    locale: env.locale,
    ...(preview ? { environment: 'preview' as const } : {}),
  };
  return apiQueries.contentEntries(env.api, query);
}

/** A slice of a category's tiles in a projection; listing pages and trays share the call. */
function tilesQuery(
  api: ApiClient,
  slug: string,
  slice: { skip: number; pageSize: number; projectionSlug: 'categorytiles' | 'categorytray' },
) {
  const { skip, pageSize, projectionSlug } = slice;
  return queryOptions({
    queryKey: [
      'storefront',
      api.site.siteId,
      api.site.language,
      projectionSlug,
      slug,
      skip,
      pageSize,
    ],
    queryFn: ({ signal }) =>
      getPaginatedAndSortedProducts(
        api,
        { url: categoryTilesUrl(api, slug), pageSize, skip, projectionSlug },
        signal,
      ),
  });
}

/** One page of a category's listing, tilesPerPage tiles (listing-page.ts). */
export function listingQuery(
  env: Pick<AppEnv, 'api' | 'site' | 'flags'>,
  slug: string,
  page: number,
) {
  const pageSize = tilesPerPage(env);
  return tilesQuery(env.api, slug, {
    skip: (page - 1) * pageSize,
    pageSize,
    projectionSlug: 'categorytiles',
  });
}

/** A product tray's tiles: only as many as it shows, in the tray projection (fewer fields). */
export function trayQuery(api: ApiClient, slug: string, limit: number) {
  return tilesQuery(api, slug, { skip: 0, pageSize: limit, projectionSlug: 'categorytray' });
}

export function productQuery(api: ApiClient, slug: string) {
  return apiQueries.products(api, { slug });
}
