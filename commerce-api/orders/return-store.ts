import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../auth/scopes.ts';
import type { FieldError } from '../http/errors.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { findOwnOrder, orderItems } from './order-rows.ts';
import type { SubmissionKind } from './return-options.ts';
import { RETURNABLE_STATUSES, withinWindow } from './return-options.ts';

export type IneligibleReason =
  'GIFT_CARD' | 'FULLY_RETURNED' | 'WINDOW_CLOSED' | 'ORDER_NOT_RETURNABLE';

/** Why an order line cannot be returned, or undefined when some of it can. */
export function ineligibility(
  order: OrderRow,
  item: OrderItemRow,
  now = new Date(),
): IneligibleReason | undefined {
  if (!RETURNABLE_STATUSES.includes(order.status)) return 'ORDER_NOT_RETURNABLE';
  if (!withinWindow(order.created_at, now)) return 'WINDOW_CLOSED';
  if (item.display.isGiftCard === true) return 'GIFT_CARD';
  if (item.quantity - item.returned_quantity <= 0) return 'FULLY_RETURNED';
  return undefined;
}

export function eligibleItemView(order: OrderRow, item: OrderItemRow, restockFeeCode?: string) {
  const reason = ineligibility(order, item);
  const { position: _position, ...display } = item.display;
  return {
    itemId: item.id,
    productId: item.product_id,
    skuId: item.sku_id,
    ...display,
    unitPrice: Number(item.unit_price),
    orderedQuantity: item.quantity,
    returnedQuantity: item.returned_quantity,
    returnableQuantity: reason ? 0 : item.quantity - item.returned_quantity,
    eligible: reason === undefined,
    ...(reason ? { reason } : {}),
    ...(restockFeeCode ? { restockFeeCode } : {}),
  };
}

/** The restock-fee codes of skus (their returnRestockInfo.feeCode, catalogue spec §3), by sku id. */
export async function restockFeeCodes(
  db: Queryable,
  skuIds: readonly string[],
): Promise<Map<string, string>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; fee_code: string | null }>(
    `SELECT id, shipping->'returnRestockInfo'->>'feeCode' AS fee_code FROM skus WHERE id = ANY($1)`,
    [skuIds],
  );
  return new Map(
    rows.flatMap((row) => (row.fee_code ? [[row.id, row.fee_code] as [string, string]] : [])),
  );
}

/** The user's orders with something still returnable, newest first. */
export async function eligibleOrders(db: Queryable, brandId: string, userId: string) {
  const orders = await db.query<OrderRow>(
    `SELECT * FROM orders WHERE brand_id = $1 AND user_id = $2 ORDER BY created_at DESC`,
    [brandId, userId],
  );
  const items = await db.query<OrderItemRow>(
    `SELECT oi.* FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE o.brand_id = $1 AND o.user_id = $2`,
    [brandId, userId],
  );
  return orders.flatMap((order) => {
    const returnable = items
      .filter((item) => item.order_id === order.id && !ineligibility(order, item))
      .reduce((sum, item) => sum + item.quantity - item.returned_quantity, 0);
    return returnable > 0 ? [{ order, returnable }] : [];
  });
}

export interface SubmissionInput {
  readonly kind: SubmissionKind;
  readonly auth: AuthContext;
  readonly brandId: string;
  readonly orderNumber: string;
  readonly items: readonly { itemId: string; quantity: number; reason?: string }[];
  readonly method: string;
  readonly claimType?: string;
  readonly details?: Record<string, unknown>;
  /** A return by mail: its prepaid labels (one unless a multi-label return asks for more). */
  readonly labels?: number;
}

/**
 * Records a return or a claim. The order row is locked first, so two submissions for one order
 * run one after the other and neither can return what the other already took: each line takes
 * at most what was ordered minus what was already returned or claimed.
 */
export async function submitReturn(db: Database, input: SubmissionInput) {
  return db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, input.auth, input.brandId, input.orderNumber, true);
    const items = new Map((await orderItems(tx, order.id)).map((item) => [item.id, item]));
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    input.items.forEach((wanted, index) => {
      const item = items.get(wanted.itemId);
      const field = `items.${index}`;
      if (!item) {
        errors.push({
          field: `${field}.itemId`,
          code: 'ITEM_NOT_IN_ORDER',
          message: `${field}.itemId is not a line of this order.`,
        });
        return;
      }
      if (seen.has(wanted.itemId)) {
        errors.push({
          field: `${field}.itemId`,
          code: 'DUPLICATE_ITEM',
          message: `${field}.itemId is listed twice.`,
        });
        return;
      }
      seen.add(wanted.itemId);
      const reason = ineligibility(order, item);
      if (reason) {
        errors.push({
          field: `${field}.itemId`,
          code: reason,
          message: `${field}.itemId cannot be ${input.kind === 'claim' ? 'claimed' : 'returned'} (${reason}).`,
        });
        return;
      }
      const left = item.quantity - item.returned_quantity;
      if (wanted.quantity > left) {
        errors.push({
          field: `${field}.quantity`,
          code: 'QUANTITY_EXCEEDS_RETURNABLE',
          message: `${field}.quantity must be at most ${left}.`,
        });
      }
    });
    if (errors.length > 0) {
      throw badRequest('VALIDATION_ERROR', errors.map((error) => error.message).join(' '), errors);
    }
    for (const wanted of input.items) {
      const updated = await tx.query(
        `UPDATE order_items SET returned_quantity = returned_quantity + $3
         WHERE id = $1 AND order_id = $2 AND quantity - returned_quantity >= $3 RETURNING id`,
        [wanted.itemId, order.id, wanted.quantity],
      );
      if (updated.length === 0)
        throw new ApiError(409, 'RETURN_CONFLICT', 'The order changed; reload it.');
    }
    const id = randomUUID();
    const [row] = await tx.query<{ created_at: Date | string }>(
      `INSERT INTO returns (id, kind, order_id, user_id, claim_type, method, items, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING created_at`,
      [
        id,
        input.kind,
        order.id,
        input.auth.userId ?? null,
        input.claimType ?? null,
        input.method,
        JSON.stringify(input.items),
        input.details ?? (input.labels ? { labels: input.labels } : {}),
      ],
    );
    return {
      id,
      kind: input.kind,
      orderNumber: order.order_number,
      status: 'submitted',
      method: input.method,
      ...(input.claimType ? { claimType: input.claimType } : {}),
      items: input.items,
      ...(input.details ? { details: input.details } : {}),
      ...(input.labels ? { labels: input.labels } : {}),
      createdAt: new Date(row?.created_at ?? Date.now()).toISOString(),
    };
  });
}
