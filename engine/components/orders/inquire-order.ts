import type { Order, OrderInquiryRequest } from '../../../schemas/api/generated/types.ts';
import type { ApiClient } from '../../api/index.ts';
import { callAsGuest } from '../../api/call-as-guest.ts';
import { inquireOrder } from '../../api/calls/orders.ts';

/**
 * The guest lookup of an order by number and email. The call needs a token (the API's attempt
 * limit counts per caller), and a shopper who lands on the form has none yet: callAsGuest makes
 * a guest one on 401 and sends the lookup once more.
 */
export async function inquireOrderAsGuest(
  api: ApiClient,
  request: OrderInquiryRequest,
): Promise<Order> {
  return callAsGuest(api, inquireOrder, request);
}
