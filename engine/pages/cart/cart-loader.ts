import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import { emptyCart } from '../../domain/cart/empty-cart.ts';
import { savedPageOf } from '../../domain/cart/saved-page.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/**
 * /cart (catalogue spec §2 routes, issue 12): the shopper's cart read on the server with their
 * token, so the page is whole before hydration and from the URL alone (?savedPage for the saved
 * lines' page). A shopper without a token has no cart (the API answers 401): an empty cart.
 */
export function cartLoader({ env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const savedPage = savedPageOf(new URL(request.url).searchParams.get('savedPage'));
    const query = apiQuery(env.api, getCart, { savedPage });
    try {
      await env.queryClient.fetchQuery(query);
    } catch (error) {
      if (!isApiRequestError(error) || error.status !== 401) throw error;
      env.queryClient.setQueryData(query.queryKey, emptyCart(env.site.id, env.site.currency));
    }
    return { status: 200, view: 'CartPage', props: { savedPage } };
  };
}
