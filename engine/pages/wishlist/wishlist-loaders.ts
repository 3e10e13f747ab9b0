import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getWishlist, getWishlists } from '../../api/calls/wishlists.ts';
import { isWishlistId } from '../../domain/wishlists/wishlist-id.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { loadSession } from '../../routing/session.ts';
import { startAccount } from '../account/account-loaders.ts';

/**
 * /wishlist (catalogue spec §2.1; behind the authorized guard): profile start-up as on every
 * account page, then the shopper's lists (the default one made on first use).
 */
function listsLoader({ env }: LoaderContext): PageLoader {
  return async () => {
    await startAccount(env);
    await env.queryClient.fetchQuery(apiQuery(env.api, getWishlists, {}));
    return { status: 200, view: 'WishlistPage' };
  };
}

/**
 * /wishlist/{id}: anyone with the link reads the list (the API allows it); an id that is no
 * list's, or not an id at all, is the not-found page. The owner also gets their other lists (to
 * move a line to) and the account's frame.
 */
function listLoader({ env }: LoaderContext): PageLoader {
  return async ({ params }) => {
    const id = params.id;
    if (!isWishlistId(id)) return NOT_FOUND;
    try {
      const list = await env.queryClient.fetchQuery(apiQuery(env.api, getWishlist, { id }));
      if (list.owner && (await loadSession(env)).authorized) {
        await startAccount(env);
        await env.queryClient.fetchQuery(apiQuery(env.api, getWishlists, {}));
      }
      return { status: 200, view: 'WishlistPage', props: { id }, title: list.name };
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) {
        return NOT_FOUND;
      }
      throw error;
    }
  };
}

/** The wish list routes' loader: the lists (route 'wishlist') or one list ('wishlist-detail'). */
export function wishlistLoader(context: LoaderContext): PageLoader {
  return context.def.name === 'wishlist' ? listsLoader(context) : listLoader(context);
}
