import { queryOptions } from '@tanstack/react-query';
import { callApi, shopperScope } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getLikedProducts } from '../../api/calls/likes.ts';
import { remainingLikeOffsets } from '../../domain/account/hearted.ts';

/**
 * The ids of the shopper's hearted products (shell spec §7 likes, paged by offset): one query for
 * every heart on the page, cached briefly. Its key is a shopper entry (a login or logout makes it
 * stale) but not one of the likes call's: the hearts themselves keep it current (setQueryData),
 * and a like or unlike elsewhere (the hearts page's Remove) does not wait on its refetch, which
 * would unmount that page's tile before its own success message shows.
 */
export function heartedQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...shopperScope(api.site), 'likes', 'hearted-ids'] as const,
    queryFn: async ({ signal }): Promise<readonly string[]> => {
      const first = await callApi(api, getLikedProducts, { offset: 0 }, signal);
      const rest = await Promise.all(
        remainingLikeOffsets(first).map((offset) =>
          callApi(api, getLikedProducts, { offset }, signal),
        ),
      );
      return [first, ...rest].flatMap((page) => page.products.map((like) => like.productId));
    },
    staleTime: 30_000,
  });
}
