import { digitsOnly } from '../../domain/validation/primitives.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type { Order, OrderHistory, OrderTracking } from '../types/orders.ts';
import { siteBase } from './paths.ts';

/** Orders (not shown in the specs but the SMS opt-in; designed in the calls' style). */
const orders = (client: ApiClient) => `${siteBase(client, 'order', 'v0')}/orders`;

/** The signed-in shopper's orders, newest first. */
export function getOrders(
  client: ApiClient,
  params: { offset?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<OrderHistory> {
  return client.request({
    operation: 'getOrders',
    method: 'GET',
    path: orders(client),
    query: { offset: params.offset, limit: params.limit },
    signal,
  });
}

/** An order of the shopper (or of this guest token): the detail page and the confirmation. */
export function getOrder(
  client: ApiClient,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<Order> {
  return client.request({
    operation: 'getOrder',
    method: 'GET',
    path: `${orders(client)}/${segment(orderNumber)}`,
    signal,
  });
}

export function getOrderTracking(
  client: ApiClient,
  orderNumber: string,
  signal?: AbortSignal,
): Promise<OrderTracking> {
  return client.request({
    operation: 'getOrderTracking',
    method: 'GET',
    path: `${orders(client)}/${segment(orderNumber)}/tracking`,
    signal,
  });
}

/** A guest looks an order up by number and email (#order-inquiry, /order-inquiry). */
export function inquireOrder(
  client: ApiClient,
  params: { orderNumber: string; email: string },
): Promise<Order> {
  return client.request({
    operation: 'inquireOrder',
    method: 'POST',
    path: `${siteBase(client, 'order', 'v0')}/order-inquiries`,
    body: params,
  });
}

/** Text messages about an order's delivery (shell spec §7); the phone stripped to digits. */
export function optInToOrderSms(
  client: ApiClient,
  params: { orderId: string; phoneNumber: string },
): Promise<unknown> {
  return client.request({
    operation: 'optInToOrderSms',
    method: 'POST',
    path: `${orders(client)}/${segment(params.orderId)}/sms-optins`,
    body: { phoneNumber: digitsOnly(params.phoneNumber) },
  });
}
