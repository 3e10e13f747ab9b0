import type {
  CheckoutAddress,
  Currency,
  LineGiftCard,
  Order,
  OrderItemDisplay,
  OrderStatus,
  OrderTotals,
  PickupStore,
  TrackingEvent,
} from '../../schemas/api/generated/types.ts';
import type { AuthContext } from '../auth/scopes.ts';
import type { StoredPayment } from '../carts/payment-selection.ts';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { StoredOrderPass } from './delivery-pass-membership.ts';

export interface OrderRow {
  id: string;
  order_number: string;
  brand_id: string;
  site_id: string;
  user_id: string | null;
  cart_id: string | null;
  email: string;
  status: OrderStatus;
  currency: Currency;
  totals: StoredTotals;
  shipping_address: CheckoutAddress;
  delivery_option: Order['deliveryOption'];
  pickup_store: PickupStore | null;
  payment: StoredPayment;
  tracking: TrackingEvent[];
  created_at: Date | string;
  /** The delivery pass the order bought and the membership it replaced (migration 018). */
  delivery_pass: StoredOrderPass | null;
}

/** orders.totals as stored: an order placed before the delivery pass (018) has no deliveryPass. */
export type StoredTotals = Omit<OrderTotals, 'deliveryPass'> & { deliveryPass?: number };

/** The totals an order shows: a pass it did not buy charged 0. */
export function storedTotals(totals: StoredTotals): OrderTotals {
  return { ...totals, deliveryPass: totals.deliveryPass ?? 0 };
}

export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  sku_id: string;
  quantity: number;
  unit_price: number | string;
  display: OrderItemDisplay & { position?: number };
  returned_quantity: number;
  gift_card: LineGiftCard | null;
  registry_id: string | null;
}

const ORDER_COLUMNS = `id, order_number, brand_id, site_id, user_id, cart_id, email, status, currency,
  totals, shipping_address, delivery_option, pickup_store, payment, tracking, created_at, delivery_pass`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const orderNotFound = () =>
  new ApiError(404, 'ORDER_NOT_FOUND', 'There is no such order for you.');

/** An order of the brand by its number (or its id, which the SMS opt-in path carries). */
export async function findOrder(
  db: Queryable,
  brandId: string,
  numberOrId: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const byId = UUID.test(numberOrId);
  // Order numbers are upper case ("AN100000001"); a shopper may type them in any case.
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE brand_id = $1 AND ${byId ? 'id = $2::uuid' : 'order_number = $2'}${lock ? ' FOR UPDATE' : ''}`,
    [brandId, byId ? numberOrId : numberOrId.toUpperCase()],
  );
  return row;
}

/**
 * Whose order this is: the signed-in user who placed it, or the guest token that placed it (its
 * cart became the order). Anyone else gets the same 404 as for an order that does not exist.
 */
export function isOwner(order: OrderRow, auth: AuthContext): boolean {
  if (order.user_id) return order.user_id === auth.userId;
  return order.cart_id !== null && order.cart_id === auth.cartId;
}

export async function findOwnOrder(
  db: Queryable,
  auth: AuthContext,
  brandId: string,
  numberOrId: string,
  lock = false,
): Promise<OrderRow> {
  const order = await findOrder(db, brandId, numberOrId, lock);
  if (!order || !isOwner(order, auth)) throw orderNotFound();
  return order;
}

export async function orderItems(db: Queryable, orderId: string): Promise<OrderItemRow[]> {
  return db.query<OrderItemRow>(
    `SELECT id, order_id, product_id, sku_id, quantity, unit_price, display, returned_quantity,
       gift_card, registry_id
     FROM order_items WHERE order_id = $1 ORDER BY (display->>'position')::int NULLS LAST, id`,
    [orderId],
  );
}
