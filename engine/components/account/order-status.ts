import type { OrderStatus, TrackingEvent } from '../../../schemas/api/generated/types.ts';

/** The engine string naming an order's status (a placed order is still being processed). */
export const ORDER_STATUS_KEYS: Readonly<Record<OrderStatus, string>> = {
  placed: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  returned: 'account.orders.returned',
};

/** The engine string naming a tracking event. */
export const TRACKING_STATUS_KEYS: Readonly<Record<TrackingEvent['status'], string>> = {
  ORDER_PLACED: 'account.tracking.placed',
  SHIPPED: 'account.tracking.shipped',
  DELIVERED: 'account.tracking.delivered',
  CANCELLED: 'account.tracking.cancelled',
  RETURNED: 'account.tracking.returned',
};
