import type {
  Order,
  OrderHistory,
  OrderInquiryRequest,
  OrderCancellationRequest,
  OrderListQuery,
  OrderTracking,
  SmsOptInReceipt,
  SmsOptInRequest,
  StylistOrders,
  StylistPaymentReceipt,
} from '../../../schemas/api/generated/types.ts';
import { digitsOnly } from '../../domain/validation/primitives.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { numeral, siteBase } from './wire.ts';

/** Orders (not shown in the specs but the SMS opt-in; designed in the calls' style). */
const orders = (site: SiteContext) => `${siteBase(site, 'order', 'v0')}/orders`;

/** The signed-in shopper's orders, newest first. */
export const getOrders = defineCall<
  { readonly offset?: number; readonly limit?: number },
  OrderHistory
>({
  operation: 'getOrders',
  service: 'order',
  audience: 'shopper',
  method: 'GET',
  path: orders,
  query: ({ offset, limit }): OrderListQuery => ({
    offset: numeral(offset),
    limit: numeral(limit),
  }),
});

/** An order of the shopper (or of this guest token): the detail page and the confirmation. */
export const getOrder = defineCall<{ readonly orderNumber: string }, Order>({
  operation: 'getOrder',
  service: 'order',
  audience: 'shopper',
  method: 'GET',
  path: (site, { orderNumber }) => `${orders(site)}/${segment(orderNumber)}`,
});

export const getOrderTracking = defineCall<{ readonly orderNumber: string }, OrderTracking>({
  operation: 'getOrderTracking',
  service: 'order',
  audience: 'shopper',
  method: 'GET',
  path: (site, { orderNumber }) => `${orders(site)}/${segment(orderNumber)}/tracking`,
});

/** A guest looks an order up by number and email (#order-inquiry, /order-inquiry). */
export const inquireOrder = defineCall<OrderInquiryRequest, Order>({
  operation: 'inquireOrder',
  service: 'order',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'order', 'v0')}/order-inquiries`,
  body: (params) => params,
});

/** Text messages about an order's delivery (shell spec §7); the phone stripped to digits. */
export const optInToOrderSms = defineCall<
  { readonly orderId: string; readonly phoneNumber: string },
  SmsOptInReceipt
>({
  operation: 'optInToOrderSms',
  service: 'order',
  audience: 'shopper',
  method: 'POST',
  path: (site, { orderId }) => `${orders(site)}/${segment(orderId)}/sms-optins`,
  body: ({ phoneNumber }): SmsOptInRequest => ({ phoneNumber: digitsOnly(phoneNumber) }),
});

/**
 * The shopper cancels their own placed order with one of the site's reasons (shell spec §3.1
 * selfCancellationEnabled, selfCancellationReasons; the call is designed in the calls' style).
 */
export const cancelOrder = defineCall<
  OrderCancellationRequest & { readonly orderNumber: string },
  Order
>({
  operation: 'cancelOrder',
  service: 'order',
  audience: 'shopper',
  method: 'POST',
  path: (site, { orderNumber }) => `${orders(site)}/${segment(orderNumber)}/cancellations`,
  body: ({ reason }): OrderCancellationRequest => ({ reason }),
  invalidates: ['getOrders', 'getOrder', 'getOrderTracking'],
});

/** A stylist's clients' orders paid through them (issue 12), those awaiting the payment first. */
export const getStylistOrders = defineCall<
  { readonly offset?: number; readonly limit?: number },
  StylistOrders
>({
  operation: 'getStylistOrders',
  service: 'order',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${siteBase(site, 'order', 'v0')}/stylist-orders`,
  query: ({ offset, limit }): OrderListQuery => ({
    offset: numeral(offset),
    limit: numeral(limit),
  }),
});

/** The stylist records the full total they took for a client's order (issue 12). */
export const recordStylistPayment = defineCall<
  StylistPaymentReceipt & { readonly orderNumber: string },
  Order
>({
  operation: 'recordStylistPayment',
  service: 'order',
  audience: 'shopper',
  method: 'POST',
  path: (site, { orderNumber }) => `${orders(site)}/${segment(orderNumber)}/stylist-payments`,
  body: ({ amount }): StylistPaymentReceipt => ({ amount }),
  invalidates: ['getStylistOrders', 'getOrder'],
});
