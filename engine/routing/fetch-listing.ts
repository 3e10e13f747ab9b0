import { redirect } from 'react-router';
import { isApiRequestError } from '../api/index.ts';
import { STORE_FACETS } from '../domain/refinements/listing-query.ts';
import type { ListingState } from '../domain/refinements/listing-query.ts';
import type { AppEnv } from './app-env.ts';
import type { listingQueryAt } from './listing-page.ts';
import { relativePath } from './not-found.ts';

/**
 * Fetches a listing for a loader (loaders only: the pages' chunks need none of this). A store the
 * brand does not have (a stale or hand-made ?store=, which the API refuses with 400) sends the
 * shopper to the same listing without the store and its pickup facets, the rest of the query
 * kept, rather than to a failed page.
 */
export async function fetchListing(
  env: Pick<AppEnv, 'queryClient' | 'site'>,
  request: Request,
  state: ListingState,
  query: ReturnType<typeof listingQueryAt>,
) {
  try {
    return await env.queryClient.fetchQuery(query);
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 400 && state.store !== undefined)) {
      throw error;
    }
    const params = new URL(request.url).searchParams;
    for (const name of ['store', 'page', ...STORE_FACETS]) params.delete(name);
    const rest = params.toString();
    throw redirect(`${relativePath(request, env.site.contextPath)}${rest ? `?${rest}` : ''}`, 302);
  }
}
