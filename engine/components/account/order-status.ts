import type { OrderStatus } from '../../../schemas/api/generated/types.ts';

/** The engine string naming an order's status (a placed order is still being processed). */
export const ORDER_STATUS_KEYS: Readonly<Record<OrderStatus, string>> = {
  placed: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  returned: 'account.orders.returned',
};
