import { isApiRequestError } from '../../api/index.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { PageData } from '../../routing/page-data.ts';
import { fetchListing } from '../../routing/fetch-listing.ts';
import { hasCategoryBanner, listingQuery, listingState } from '../../routing/listing-page.ts';
import { pageQuery } from '../../routing/page-queries.ts';

/** A category's listing page, or undefined when the catalogue has no such category (404). */
export async function loadListing(
  env: AppEnv,
  slug: string,
  request: Request,
): Promise<PageData | undefined> {
  // The raw query, not searchParams: badly encoded values must read as empty (shell spec §5).
  const state = listingState(new URL(request.url).search);
  try {
    const [listing] = await Promise.all([
      fetchListing(env, request, state, listingQuery(env, slug, state)),
      // The 2x1 banner tile's text (its category's content page) comes with the HTML; without it
      // the listing still shows, one banner short.
      hasCategoryBanner(env, slug)
        ? env.queryClient.fetchQuery(pageQuery(env, slug)).catch(() => undefined)
        : undefined,
    ]);
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
