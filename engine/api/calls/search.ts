import type { SearchQuery, SearchSuggestions } from '../../../schemas/api/generated/types.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/**
 * The listing url of a search (designed: POST .../search/tiles?q=): the words in the query, so a
 * search's results take the category listing's sorts, refinements and pages (catalogue spec §7).
 */
export function searchTilesUrl(site: SiteContext, q: string): string {
  return `${siteBase(site, 'catalog', 'v0')}/search/tiles?${new URLSearchParams({ q }).toString()}`;
}

/** The header search box's suggestions: categories and products whose names hold the words. */
export const getSearchSuggestions = defineCall<SearchQuery, SearchSuggestions>({
  operation: 'getSearchSuggestions',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${siteBase(site, 'catalog', 'v0')}/search/suggestions`,
  query: ({ q }): SearchQuery => ({ q }),
});
