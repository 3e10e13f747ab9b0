import { apiQuery } from '../api/index.ts';
import {
  categoryTilesUrl,
  getPaginatedAndSortedProducts,
  getProducts,
} from '../api/calls/catalog.ts';
import { getContentEntries } from '../api/calls/content.ts';
import type { ApiClient } from '../api/index.ts';
import type { ContentEntriesLookup } from '../api/calls/content.ts';
import type { AppEnv } from './app-env.ts';

/**
 * The page entry query, shared by loaders and components so both read one cache key. Its linked
 * entries come to the default include depth (shell spec §9: 1, limits.content.includeDepthDefault).
 */
export function pageQuery(
  env: Pick<AppEnv, 'api' | 'locale' | 'site'>,
  slug: string,
  preview = false,
) {
  const query: ContentEntriesLookup = {
    contentType: 'page',
    slug,
    locale: env.locale,
    include: env.site.limits.content.includeDepthDefault,
    ...(preview ? { environment: 'preview' as const } : {}),
  };
  return apiQuery(env.api, getContentEntries, query);
}

/** A slice of a category's tiles in a projection; listing pages and trays share the call. */
function tilesQuery(
  api: ApiClient,
  slug: string,
  slice: { skip: number; pageSize: number; projectionSlug: 'categorytiles' | 'categorytray' },
) {
  return apiQuery(api, getPaginatedAndSortedProducts, {
    url: categoryTilesUrl(api.site, slug),
    ...slice,
  });
}

/** A product tray's tiles: only as many as it shows, in the tray projection (fewer fields). */
export function trayQuery(api: ApiClient, slug: string, limit: number) {
  return tilesQuery(api, slug, { skip: 0, pageSize: limit, projectionSlug: 'categorytray' });
}

export function productQuery(api: ApiClient, slug: string) {
  return apiQuery(api, getProducts, { slug });
}
