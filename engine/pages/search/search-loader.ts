import { redirect } from 'react-router';
import { callApi } from '../../api/index.ts';
import { getPathRedirect } from '../../api/calls/catalog.ts';
import { searchTilesUrl } from '../../api/calls/search.ts';
import { sameSitePath } from '../../domain/return-url.ts';
import { searchOfQuery, searchRedirectPath } from '../../domain/search/search-query.ts';
import type { SearchQuery } from '../../domain/search/search-query.ts';
import { searchTitleWords } from '../../domain/search/search-title.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { fetchListing } from '../../routing/fetch-listing.ts';
import { listingQueryAt, listingState } from '../../routing/listing-page.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

const REDIRECT_STATUSES = [301, 302, 307, 308];

/**
 * /search?q= (catalogue spec §1: not indexed, by the route's meta): a search the catalogue maps
 * to a page goes there (catalogue spec §7 POST redirects/searches, asked for /search/{words});
 * else the results, fetched here so the server's HTML has them. No word: the page asks for one.
 */
export function searchLoader({ env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const { search } = new URL(request.url);
    const query = searchOfQuery(search);
    const target = await searchRedirect(env, query);
    if (target) throw redirect(target.path, target.status);
    if (query.words.length > 0) {
      const url = searchTilesUrl(env.api.site, query.text);
      const state = listingState(search);
      await fetchListing(env, request, state, listingQueryAt(env, url, state));
    }
    return {
      status: 200,
      view: 'SearchPage',
      props: { q: query.text },
      // `Search results for "q"` in the site's language, the words cut (hostile input).
      ...(query.text
        ? {
            titleText: {
              key: 'catalogueMore.searchTitle',
              values: { query: searchTitleWords(query.text) },
            },
          }
        : {}),
    };
  };
}

/** The redirect of a search: only a same-site path (DESIGN §8), with a redirect status. */
async function searchRedirect(
  env: AppEnv,
  query: SearchQuery,
): Promise<{ path: string; status: number } | undefined> {
  const requestPath = searchRedirectPath(query);
  if (!requestPath) return undefined;
  const found = await callApi(env.api, getPathRedirect, { requestPath }).catch(() => undefined);
  const path = sameSitePath(found?.redirectPath);
  if (!found || !path) return undefined;
  return {
    path,
    status: REDIRECT_STATUSES.includes(found.statusCode ?? 0) ? found.statusCode! : 302,
  };
}
