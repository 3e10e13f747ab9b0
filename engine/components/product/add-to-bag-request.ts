import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/index.ts';
import {
  addToCart,
  apiKey,
  callApi,
  callScope,
  createGuestToken,
  getCart,
  getCurrentToken,
  getMinicart,
} from '../../api/index.ts';
import type { AddToCartRequest } from '../../../schemas/api/generated/types.ts';

/**
 * The add-to-bag request, loaded on the first click rather than with the page (issue 9 budget:
 * the call, its validation and its 412 rule are nothing a shopper needs to see the product).
 * A guest's page carries no token (it stays cacheable), so the first add makes one; the session
 * the header reads follows it, and the cart reads are made stale so the header asks for the new
 * count.
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
  if (!hasToken) {
    const token = await callApi(api, createGuestToken, {});
    queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
  }
  await callApi(api, addToCart, item);
  await Promise.all(
    [getMinicart, getCart].map((read) =>
      queryClient.invalidateQueries({ queryKey: callScope(api.site, read) }),
    ),
  );
}
