import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import { requireScope, requireUser } from '../auth/scopes.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { siteConfigFields } from '../profile/site-fields.ts';
import { ref } from '../http/schema-validation.ts';
import type { OrderRow } from '../orders/order-rows.ts';
import { findOrder, findOwnOrder, orderItems, orderNotFound } from '../orders/order-rows.ts';
import { orderSummary, orderView } from '../orders/order-view.ts';
import { endPassMembership } from '../orders/delivery-pass-membership.ts';
import { answers } from '../http/response-schemas.ts';
import { shortName } from '../carts/stylist-payment.ts';

const INQUIRY_ATTEMPTS = { max: 20, windowMs: 15 * 60 * 1000 };

/**
 * Orders (not shown in the specs; designed in their style): my orders, one order, its tracking,
 * a guest's lookup by number and email, and SMS delivery updates (shell spec §7).
 */
export async function orderRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/order/v0/:siteId/orders',
    {
      schema: { response: answers('orders/order-history'), querystring: ref('orders/list-query') },
    },
    async (request) => {
      const { brand } = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const query = request.query as { offset?: string; limit?: string };
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 10);
      const rows = await db.query<OrderRow & { item_count: number }>(
        `SELECT o.*, (SELECT COALESCE(SUM(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS item_count
         FROM orders o WHERE o.brand_id = $1 AND o.user_id = $2
         ORDER BY o.created_at DESC, o.order_number DESC LIMIT $3 OFFSET $4`,
        [brand.id, userId, limit, offset],
      );
      const [total] = await db.query<{ count: number }>(
        'SELECT COUNT(*)::int AS count FROM orders WHERE brand_id = $1 AND user_id = $2',
        [brand.id, userId],
      );
      return {
        orders: rows.map((row) => orderSummary(row, Number(row.item_count))),
        totalResults: Number(total?.count ?? 0),
        offset,
        limit,
      };
    },
  );

  app.get(
    '/order/v0/:siteId/orders/:orderNumber',
    { schema: { response: answers('orders/order') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      requireScope(request.auth, 'guest');
      const { orderNumber } = request.params as { orderNumber: string };
      const order = await findOwnOrder(db, request.auth, brand.id, orderNumber);
      return orderView(order, await orderItems(db, order.id));
    },
  );

  app.get(
    '/order/v0/:siteId/orders/:orderNumber/tracking',
    { schema: { response: answers('orders/order-tracking') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      requireScope(request.auth, 'guest');
      const { orderNumber } = request.params as { orderNumber: string };
      const order = await findOwnOrder(db, request.auth, brand.id, orderNumber);
      return {
        orderNumber: order.order_number,
        status: order.status,
        deliveryOption: order.delivery_option,
        events: order.tracking,
      };
    },
  );

  app.post(
    '/order/v0/:siteId/order-inquiries',
    { schema: { response: answers('orders/order'), body: ref('orders/order-inquiry') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      requireScope(request.auth, 'guest');
      // Number and email together are the key to a guest order: limit guessing.
      await limitAttempts(db, `order-inquiry:${request.ip}`, INQUIRY_ATTEMPTS);
      const body = request.body as { orderNumber: string; email: string };
      const order = await findOrder(db, brand.id, body.orderNumber);
      // A wrong email answers exactly as an unknown number: nothing about the order leaks.
      if (!order || order.email.toLowerCase() !== body.email.trim().toLowerCase()) {
        throw orderNotFound();
      }
      return orderView(order, await orderItems(db, order.id));
    },
  );

  app.post(
    '/order/v0/:siteId/orders/:orderId/sms-optins',
    { schema: { response: answers('orders/sms-optin-receipt'), body: ref('orders/sms-optin') } },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      requireScope(request.auth, 'guest');
      if (site.switches.smsOrderTracking !== true) {
        throw new ApiError(
          403,
          'FEATURE_DISABLED',
          'SMS order tracking is not offered on this site.',
        );
      }
      const { orderId } = request.params as { orderId: string };
      const order = await findOwnOrder(db, request.auth, brand.id, orderId);
      const phoneNumber = (request.body as { phoneNumber: string }).phoneNumber.replace(/\D/g, '');
      if (phoneNumber.length < 10 || phoneNumber.length > 15) {
        throw fieldError(
          'phoneNumber',
          'PHONE_NUMBER_INVALID',
          'The phone number needs 10 to 15 digits.',
        );
      }
      await db.query(
        `INSERT INTO form_submissions (id, kind, site_id, payload) VALUES ($1, 'sms-optin', $2, $3)`,
        [randomUUID(), site.id, { orderNumber: order.order_number, phoneNumber }],
      );
      return reply.status(201).send({
        orderNumber: order.order_number,
        optedIn: true,
        phoneNumberLastFour: phoneNumber.slice(-4),
      });
    },
  );

  /**
   * Self-cancellation (shell spec §3.1 site config selfCancellationEnabled and its reasons): a
   * registered shopper cancels their own order while it is still placed, giving one of the site's
   * reasons. One UPDATE guarded by the status, so two cancels (or a cancel racing the warehouse)
   * cannot both win; a delivery pass the order bought ends in the same transaction.
   */
  app.post(
    '/order/v0/:siteId/orders/:orderNumber/cancellations',
    { schema: { response: answers('orders/order'), body: ref('orders/order-cancellation') } },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      requireUser(request.auth, 'registered');
      const policy = siteConfigFields(site).selfCancellation;
      if (policy?.enabled !== true) {
        throw new ApiError(403, 'FEATURE_DISABLED', 'Orders cannot be cancelled on this site.');
      }
      const { reason } = request.body as { reason: string };
      if (!(policy.reasons ?? []).includes(reason)) {
        throw fieldError('reason', 'REASON_INVALID', 'Choose one of the listed reasons.');
      }
      const { orderNumber } = request.params as { orderNumber: string };
      const order = await findOwnOrder(db, request.auth, brand.id, orderNumber);
      const event = { status: 'CANCELLED', at: new Date().toISOString(), description: reason };
      await db.transaction(async (tx) => {
        const [cancelled] = await tx.query<Pick<OrderRow, 'user_id' | 'delivery_pass'>>(
          `UPDATE orders SET status = 'cancelled', tracking = tracking || $2::jsonb
           WHERE id = $1 AND status = 'placed' RETURNING user_id, delivery_pass`,
          [order.id, JSON.stringify([event])],
        );
        if (!cancelled) {
          throw new ApiError(
            409,
            'ORDER_NOT_CANCELLABLE',
            'This order can no longer be cancelled.',
          );
        }
        // A delivery pass the order bought ends with it (issue 12).
        await endPassMembership(tx, cancelled);
      });
      const updated = await findOwnOrder(db, request.auth, brand.id, orderNumber);
      return orderView(updated, await orderItems(db, updated.id));
    },
  );

  // Pay with your stylist (issue 12): the orders that name the signed-in stylist, awaiting first.
  app.get(
    '/order/v0/:siteId/stylist-orders',
    {
      schema: { response: answers('orders/stylist-orders'), querystring: ref('orders/list-query') },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const userId = requireUser(request.auth, 'stylist');
      const query = request.query as { offset?: string; limit?: string };
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 10);
      const mine = `brand_id = $1 AND site_id = $2 AND payment->>'paymentType' = 'STYLIST'
        AND payment->'stylist'->>'userId' = $3`;
      const rows = await db.query<OrderRow & { item_count: number }>(
        `SELECT o.*, (SELECT COALESCE(SUM(quantity), 0)::int FROM order_items WHERE order_id = o.id) AS item_count
         FROM orders o WHERE ${mine}
         ORDER BY (payment->'stylist'->>'status' = 'awaiting' AND status <> 'cancelled') DESC,
           created_at DESC, order_number DESC
         LIMIT $4 OFFSET $5`,
        [brand.id, site.id, userId, limit, offset],
      );
      const [total] = await db.query<{ count: number }>(
        `SELECT COUNT(*)::int AS count FROM orders WHERE ${mine}`,
        [brand.id, site.id, userId],
      );
      return {
        orders: rows.map((row) => ({
          ...orderSummary(row, Number(row.item_count)),
          client: shortName(row.shipping_address.name),
          stylistStatus: row.payment.stylist?.status === 'paid' ? 'paid' : 'awaiting',
        })),
        totalResults: Number(total?.count ?? 0),
        offset,
        limit,
      };
    },
  );

  // Pay with your stylist (issue 12): the stylist the order names records the payment they took.
  app.post(
    '/order/v0/:siteId/orders/:orderNumber/stylist-payments',
    { schema: { response: answers('orders/order'), body: ref('orders/stylist-payment') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      const userId = requireUser(request.auth, 'stylist');
      const { orderNumber } = request.params as { orderNumber: string };
      const { amount } = request.body as { amount: number };
      const order = await findStylistOrder(db, brand.id, orderNumber, userId);
      if (order.status === 'cancelled') {
        throw new ApiError(409, 'ORDER_CANCELLED', 'This order was cancelled: take no payment.');
      }
      const total = Number(order.totals.total ?? 0);
      if (Math.round(amount * 100) !== Math.round(total * 100)) {
        throw new ApiError(
          409,
          'AMOUNT_MISMATCH',
          `The order's total is ${total.toFixed(2)} ${order.currency}: record the full total.`,
        );
      }
      await db.query(
        `UPDATE orders SET payment = jsonb_set(payment, '{stylist,status}', '"paid"')
         WHERE id = $1 AND payment->'stylist'->>'status' = 'awaiting'`,
        [order.id],
      );
      const updated = await findStylistOrder(db, brand.id, orderNumber, userId);
      return orderView(updated, await orderItems(db, updated.id));
    },
  );
}

/** An order whose stylist payment names this stylist; any other is as unknown as a made-up number. */
async function findStylistOrder(
  db: ApiServices['db'],
  brandId: string,
  orderNumber: string,
  stylistUserId: string,
): Promise<OrderRow> {
  const [row] = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE brand_id = $1 AND order_number = $2
       AND payment->>'paymentType' = 'STYLIST' AND payment->'stylist'->>'userId' = $3`,
    [brandId, orderNumber, stylistUserId],
  );
  if (!row) throw orderNotFound();
  return row;
}
