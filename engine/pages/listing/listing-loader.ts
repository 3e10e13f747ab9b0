import { isApiRequestError } from '../../api/index.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import type { PageData } from '../../routing/page-data.ts';
import { listingPage } from '../../routing/listing-page.ts';
import { listingQuery } from '../../routing/page-queries.ts';

/** A category's listing page, or undefined when the catalogue has no such category (404). */
export async function loadListing(
  env: AppEnv,
  slug: string,
  request: Request,
): Promise<PageData | undefined> {
  const page = listingPage(new URL(request.url).searchParams);
  try {
    const listing = await env.queryClient.fetchQuery(listingQuery(env, slug, page));
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
