import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { findOwnOrder, orderItems } from '../orders/order-rows.ts';
import { orderSummary } from '../orders/order-view.ts';
import {
  CLAIM_TYPES,
  RETURN_METHODS,
  RETURN_REASONS,
  RETURN_WINDOW_DAYS,
} from '../orders/return-options.ts';
import {
  eligibleItemView,
  eligibleOrders,
  restockFeeCodes,
  submitReturn,
} from '../orders/return-store.ts';
import { answers } from '../http/response-schemas.ts';

interface ReturnBody {
  orderNumber: string;
  items: { itemId: string; quantity: number; reason: string }[];
  method: string;
  labels?: number;
}

interface ClaimBody {
  claimType: string;
  orderNumber: string;
  items: { itemId: string; quantity: number }[];
  method: string;
  details: { description: string; resolution?: string };
}

/**
 * Returns and claims (catalogue spec §2, §4; not shown, designed in the calls' style). No guest
 * continue (shell spec §2.2): every call needs a signed-in user, and only their own orders.
 */
export async function returnRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/returns/v0/:siteId/eligible-orders',
    { schema: { response: answers('returns/eligible-orders') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const eligible = await eligibleOrders(db, brand.id, userId);
      return {
        windowDays: RETURN_WINDOW_DAYS,
        orders: eligible.map(({ order, returnable }) => ({
          ...orderSummary(order),
          returnableQuantity: returnable,
        })),
      };
    },
  );

  app.get(
    '/returns/v0/:siteId/orders/:orderNumber/eligible-items',
    { schema: { response: answers('returns/eligible-items') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      requireUser(request.auth, 'registered');
      const { orderNumber } = request.params as { orderNumber: string };
      const order = await findOwnOrder(db, request.auth, brand.id, orderNumber);
      const items = await orderItems(db, order.id);
      const fees = await restockFeeCodes(
        db,
        items.map((item) => item.sku_id),
      );
      return {
        orderNumber: order.order_number,
        currency: order.currency,
        items: items.map((item) => eligibleItemView(order, item, fees.get(item.sku_id))),
        reasons: RETURN_REASONS,
      };
    },
  );

  app.get(
    '/returns/v0/:siteId/methods',
    { schema: { response: answers('returns/return-options') } },
    async (request) => {
      siteOf(context, request);
      requireUser(request.auth, 'registered');
      return { methods: RETURN_METHODS, reasons: RETURN_REASONS };
    },
  );

  app.post(
    '/returns/v0/:siteId/returns',
    { schema: { response: answers('returns/submitted-return'), body: ref('returns/return') } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      requireUser(request.auth, 'registered');
      const body = request.body as ReturnBody;
      const submitted = await submitReturn(db, {
        kind: 'return',
        auth: request.auth,
        brandId: brand.id,
        orderNumber: body.orderNumber,
        items: body.items,
        method: body.method,
        // A return in store needs no label; by mail one, or the parcels of a multi-label return.
        ...(body.method === 'MAIL' ? { labels: body.labels ?? 1 } : {}),
      });
      return reply.status(201).send(submitted);
    },
  );

  app.get(
    '/claims/v0/:siteId/types',
    { schema: { response: answers('returns/claim-types') } },
    async (request) => {
      siteOf(context, request);
      requireUser(request.auth, 'registered');
      return { types: CLAIM_TYPES };
    },
  );

  app.post(
    '/claims/v0/:siteId/claims',
    { schema: { response: answers('returns/submitted-return'), body: ref('returns/claim') } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      requireUser(request.auth, 'registered');
      const body = request.body as ClaimBody;
      const type = CLAIM_TYPES.find((entry) => entry.id === body.claimType);
      if (!type?.methods.includes(body.method)) {
        throw fieldError(
          'method',
          'METHOD_NOT_FOR_CLAIM_TYPE',
          `A ${body.claimType} claim takes ${type?.methods.join(' or ')}.`,
        );
      }
      const submitted = await submitReturn(db, {
        kind: 'claim',
        auth: request.auth,
        brandId: brand.id,
        orderNumber: body.orderNumber,
        items: body.items,
        method: body.method,
        claimType: body.claimType,
        details: body.details,
      });
      return reply.status(201).send(submitted);
    },
  );
}
