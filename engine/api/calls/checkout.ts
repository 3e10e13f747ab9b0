import type {
  AddressSuggestions,
  AddressSuggestionsQuery,
  Cart,
  DeliveryOptionRequest,
  DeliveryOptions,
  PaymentMethods,
  PaymentRequest,
  PaymentSession,
  PaymentSessionRequest,
  PlacedOrder,
  PlaceOrderRequest,
  ShippingAddressRequest,
} from '../../../schemas/api/generated/types.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { CHECKOUT_READS } from './cart.ts';
import { siteBase } from './wire.ts';

/** Checkout steps (not shown in the specs; designed): all act on the current cart. */
const current = (site: SiteContext) => `${siteBase(site, 'checkout', 'v0')}/carts/current`;

/** The shipping-address step; a guest gives the order's email here or when placing the order. */
export const setShippingAddress = defineCall<ShippingAddressRequest, Cart>({
  operation: 'setShippingAddress',
  service: 'checkout',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${current(site)}/shipping-address`,
  body: (params) => params,
  invalidates: CHECKOUT_READS,
});

export const getDeliveryOptions = defineCall<NoParams, DeliveryOptions>({
  operation: 'getDeliveryOptions',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${current(site)}/delivery-options`,
});

export const setDeliveryOption = defineCall<DeliveryOptionRequest, Cart>({
  operation: 'setDeliveryOption',
  service: 'checkout',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${current(site)}/delivery-option`,
  // PICKUP names the store to collect from (issue 12 store pickup).
  body: ({ deliveryOptionId, storeNumber }): DeliveryOptionRequest => ({
    deliveryOptionId,
    ...(storeNumber !== undefined ? { storeNumber } : {}),
  }),
  invalidates: CHECKOUT_READS,
});

/** The methods this shopper may pay this cart with (catalogue spec §5 payment availability). */
export const getPaymentMethods = defineCall<NoParams, PaymentMethods>({
  operation: 'getPaymentMethods',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${current(site)}/payment-methods`,
});

/** The payment step: a saved card, an encrypted card or a gift card, as the site's rules allow. */
export const setPayment = defineCall<PaymentRequest, Cart>({
  operation: 'setPayment',
  service: 'checkout',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${current(site)}/payment`,
  body: (payment) => payment,
  invalidates: CHECKOUT_READS,
});

/**
 * Starts paying with the cart's redirect method (PayPal, Klarna...): the answer names the provider's
 * page; the provider sends the shopper back to `returnPath` on this site.
 */
export const startPaymentSession = defineCall<PaymentSessionRequest, PaymentSession>({
  operation: 'startPaymentSession',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${current(site)}/payment-session`,
  body: (request) => request,
  invalidates: CHECKOUT_READS,
});

/**
 * Places the order; the confirmation step then reads it in full (getOrder). The Idempotency-Key
 * names one attempt of the shopper: a retry of a request whose answer was lost sends the same key,
 * so a server that keeps keys answers the first order again instead of making a second.
 */
export const placeOrder = defineCall<
  PlaceOrderRequest & { readonly idempotencyKey?: string },
  PlacedOrder
>({
  operation: 'placeOrder',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${current(site)}/orders`,
  body: ({ email }): PlaceOrderRequest => (email === undefined ? {} : { email }),
  headers: ({ idempotencyKey }): Record<string, string> =>
    idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
  invalidates: [...CHECKOUT_READS, 'getOrders'],
});

/**
 * Address lookup suggestions for the address step (catalogue spec §5: US, GB, FR, DE, AU, CA
 * only); what the shopper typed, from 3 characters. The reference implementation of the
 * AddressLookup slot asks it.
 */
export const getAddressSuggestions = defineCall<AddressSuggestionsQuery, AddressSuggestions>({
  operation: 'getAddressSuggestions',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'checkout', 'v0')}/address-suggestions`,
  query: ({ country, q }): AddressSuggestionsQuery => ({ country, q }),
});
