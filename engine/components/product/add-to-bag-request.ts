import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/index.ts';
import { apiKey, callApi, callScope } from '../../api/index.ts';
import { createGuestToken, getCurrentToken } from '../../api/calls/auth.ts';
import { addPartsToCart, addToCart, getCart } from '../../api/calls/cart.ts';
import type { PartItem } from '../../api/calls/cart.ts';
import { getMinicart } from '../../api/calls/minicart.ts';
import type { AddToCartRequest } from '../../../schemas/api/generated/types.ts';

/**
 * The add-to-bag request, loaded on the first click rather than with the page (issue 9 budget:
 * the call, its validation and its 412 rule are nothing a shopper needs to see the product).
 * A guest's page carries no token (it stays cacheable), so the first add makes one; the session
 * the header reads follows it once the item is in, and the cart reads are made stale so the
 * header asks for the new count.
 */
export async function addToBagRequest({
  api,
  queryClient,
  hasToken,
  item,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  hasToken: boolean;
  item: AddToCartRequest;
}): Promise<void> {
  // The new token (a cookie) is told to the session only once the item is in: the header's
  // minicart starts asking when the session has a token, and asked before the add it would
  // show the empty cart it raced (the an-fr cart e2e test caught "0 articles").
  const token = hasToken ? undefined : await callApi(api, createGuestToken, {});
  await callApi(api, addToCart, item);
  if (token) queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
  await Promise.all(
    [getMinicart, getCart].map((read) =>
      queryClient.invalidateQueries({ queryKey: callScope(api.site, read) }),
    ),
  );
}

/**
 * A product's parts to the bag (catalogue spec §3 part items, §5 part-to-cart, §7 POST
 * /checkout/v1/.../carts/items), with the same guest token and header rules as one item.
 */
export async function addPartsRequest({
  api,
  queryClient,
  hasToken,
  poolId,
  items,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  hasToken: boolean;
  poolId: string;
  items: readonly PartItem[];
}): Promise<void> {
  const token = hasToken ? undefined : await callApi(api, createGuestToken, {});
  await callApi(api, addPartsToCart, { poolId, items });
  if (token) queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
  await Promise.all(
    [getMinicart, getCart].map((read) =>
      queryClient.invalidateQueries({ queryKey: callScope(api.site, read) }),
    ),
  );
}
