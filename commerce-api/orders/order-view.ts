import type {
  ChosenPayment,
  Order,
  OrderItem,
  OrderSummary,
} from '../../schemas/api/generated/types.ts';
import type { StoredPayment } from '../carts/payment-selection.ts';
import { giftCardView } from '../carts/cart-view.ts';
import { stylistView } from '../carts/stylist-payment.ts';
import { orderPassView } from './delivery-pass-membership.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { storedTotals } from './order-rows.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What an order shows of its payment: the method and a card's brand and last four, or the stylist
 * who takes it and whether they have.
 */
function paymentView(payment: StoredPayment): ChosenPayment {
  return {
    paymentType: payment.paymentType,
    ...(payment.card ? { creditCardDetail: payment.card } : {}),
    ...(payment.giftCard ? { giftCard: giftCardView(payment.giftCard) } : {}),
    ...(payment.stylist ? { stylist: stylistView(payment.stylist) } : {}),
  };
}

/** A line of an order history list. */
export function orderSummary(order: OrderRow, itemCount?: number): OrderSummary {
  return {
    orderNumber: order.order_number,
    orderId: order.id,
    siteId: order.site_id,
    status: order.status,
    placedAt: iso(order.created_at),
    currency: order.currency,
    total: Number(order.totals.total ?? 0),
    ...(itemCount !== undefined ? { itemCount } : {}),
  };
}

export function orderItemView(item: OrderItemRow): OrderItem {
  const unitPrice = Number(item.unit_price);
  // The position only orders the lines.
  const { position: _position, ...display } = item.display;
  return {
    id: item.id,
    productId: item.product_id,
    skuId: item.sku_id,
    quantity: item.quantity,
    returnedQuantity: item.returned_quantity,
    unitPrice,
    lineTotal: Math.round(unitPrice * item.quantity * 100) / 100,
    ...display,
    ...(item.gift_card ? { giftCard: item.gift_card } : {}),
    ...(item.registry_id ? { registry: { id: item.registry_id } } : {}),
  };
}

/** The order detail page and the confirmation step. */
export function orderView(order: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    ...orderSummary(order),
    email: order.email,
    totals: storedTotals(order.totals),
    shippingAddress: order.shipping_address,
    deliveryOption: order.delivery_option,
    ...(order.pickup_store ? { pickupStore: order.pickup_store } : {}),
    payment: paymentView(order.payment),
    items: items.map(orderItemView),
    tracking: order.tracking,
    deliveryPass: orderPassView(order.delivery_pass, order.status),
  };
}
