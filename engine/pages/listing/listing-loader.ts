import { isApiRequestError } from '../../api/index.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { PageData } from '../../routing/page-data.ts';
import { listingQuery, listingState } from '../../routing/listing-page.ts';

/** A category's listing page, or undefined when the catalogue has no such category (404). */
export async function loadListing(
  env: AppEnv,
  slug: string,
  request: Request,
): Promise<PageData | undefined> {
  // The raw query, not searchParams: badly encoded values must read as empty (shell spec §5).
  const state = listingState(new URL(request.url).search);
  try {
    const listing = await env.queryClient.fetchQuery(listingQuery(env, slug, state));
    return {
      status: 200,
      view: 'ListingPage',
      props: { slug },
      title: listing.category.displayName,
    };
  } catch (error) {
    if (isApiRequestError(error) && error.status === 404) return undefined;
    throw error;
  }
}
