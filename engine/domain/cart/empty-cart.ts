import type { Cart } from '../../../schemas/api/generated/types.ts';

/**
 * The cart of a shopper who has no token yet (so no cart; the API answers 401): empty, in the
 * site's currency, as the API's own empty cart looks.
 */
export function emptyCart(
  siteId: string,
  currency: Cart['priceInfo']['currency'],
  pageSize = 6,
): Cart {
  return {
    id: null,
    siteId,
    status: 'active',
    items: [],
    savedForLater: { items: [], page: 1, pageSize, totalItems: 0, totalPages: 0 },
    watching: [],
    meta: { totalQuantity: 0 },
    priceInfo: {
      currency,
      subtotal: 0,
      discountableSubtotal: 0,
      categorySpendAmounts: {},
      shipping: 0,
      giftWrap: 0,
      deliveryPass: 0,
      discount: 0,
      tax: 0,
      total: 0,
    },
    restrictionReasons: [],
    shippingAddress: null,
    deliveryOption: null,
    payment: null,
    email: null,
    giftOptions: { giftWrapSku: null, giftMessage: null },
    // Without a token the site's pass offer is unknown: the first cart answer brings it.
    deliveryPass: null,
  };
}
