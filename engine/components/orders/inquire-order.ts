import type { Order, OrderInquiryRequest } from '../../../schemas/api/generated/types.ts';
import { callApi, isApiRequestError } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { createGuestToken } from '../../api/calls/auth.ts';
import { inquireOrder } from '../../api/calls/orders.ts';

/**
 * The guest lookup of an order by number and email. The call needs a token (the API's attempt
 * limit counts per caller), and a shopper who lands on the form has none yet: on 401 a guest
 * token is made and the lookup sent once more.
 */
export async function inquireOrderAsGuest(
  api: ApiClient,
  request: OrderInquiryRequest,
): Promise<Order> {
  try {
    return await callApi(api, inquireOrder, request);
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    await callApi(api, createGuestToken, {});
    return callApi(api, inquireOrder, request);
  }
}
