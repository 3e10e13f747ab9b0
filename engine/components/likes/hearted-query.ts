import { queryOptions } from '@tanstack/react-query';
import { callApi, callScope } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getLikedProducts } from '../../api/calls/likes.ts';
import { remainingLikeOffsets } from '../../domain/account/hearted.ts';

/**
 * The ids of the shopper's hearted products (shell spec §7 likes, paged by offset): one query for
 * every heart on the page, cached. Its key sits under the likes call's own scope, so hearting,
 * unhearting (which invalidate getLikedProducts) and a login or logout (every shopper entry)
 * make it stale with the hearts page.
 */
export function heartedQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...callScope(api.site, getLikedProducts), 'hearted-ids'] as const,
    queryFn: async ({ signal }): Promise<readonly string[]> => {
      const first = await callApi(api, getLikedProducts, { offset: 0 }, signal);
      const rest = await Promise.all(
        remainingLikeOffsets(first).map((offset) =>
          callApi(api, getLikedProducts, { offset }, signal),
        ),
      );
      return [first, ...rest].flatMap((page) => page.products.map((like) => like.productId));
    },
    staleTime: 5 * 60_000,
  });
}
