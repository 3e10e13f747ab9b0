import type { ApiClient } from '../client.ts';
import type {
  Cart,
  CheckoutAddress,
  CheckoutPayment,
  DeliveryOptions,
  PaymentMethods,
} from '../types/cart.ts';
import type { Order } from '../types/orders.ts';
import { siteBase } from './paths.ts';

/** Checkout steps (not shown in the specs; designed): all act on the current cart. */
const current = (client: ApiClient) => `${siteBase(client, 'checkout', 'v0')}/carts/current`;

/** The shipping-address step; a guest gives the order's email here or when placing the order. */
export function setShippingAddress(
  client: ApiClient,
  params: { address: CheckoutAddress; email?: string },
): Promise<Cart> {
  return client.request({
    operation: 'setShippingAddress',
    method: 'PUT',
    path: `${current(client)}/shipping-address`,
    body: params,
  });
}

export function getDeliveryOptions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<DeliveryOptions> {
  return client.request({
    operation: 'getDeliveryOptions',
    method: 'GET',
    path: `${current(client)}/delivery-options`,
    signal,
  });
}

export function setDeliveryOption(client: ApiClient, deliveryOptionId: string): Promise<Cart> {
  return client.request({
    operation: 'setDeliveryOption',
    method: 'PUT',
    path: `${current(client)}/delivery-option`,
    body: { deliveryOptionId },
  });
}

/** The methods this shopper may pay this cart with (catalogue spec §5 payment availability). */
export function getPaymentMethods(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PaymentMethods> {
  return client.request({
    operation: 'getPaymentMethods',
    method: 'GET',
    path: `${current(client)}/payment-methods`,
    signal,
  });
}

/** The payment step: a saved card, an encrypted card or a gift card, as the site's rules allow. */
export function setPayment(client: ApiClient, payment: CheckoutPayment): Promise<Cart> {
  return client.request({
    operation: 'setPayment',
    method: 'PUT',
    path: `${current(client)}/payment`,
    body: payment,
  });
}

/** Places the order; the answer is the order, as the confirmation step shows it. */
export function placeOrder(client: ApiClient, params: { email?: string } = {}): Promise<Order> {
  return client.request({
    operation: 'placeOrder',
    method: 'POST',
    path: `${current(client)}/orders`,
    body: params,
  });
}
