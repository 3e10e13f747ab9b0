import type { LineGiftCard, SalesAttributes } from '../../schemas/api/generated/types.ts';
import { randomUUID } from 'node:crypto';
import { ApiError, fieldError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { StockRow } from './stock.ts';
import { availabilityOf, purchasableQuantity } from './stock.ts';

export interface AddLineInput {
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly quantity: number;
  readonly itemType: 'REGULAR' | 'PART';
  /** A line of its own, never merged with another line of the same sku. */
  readonly multiLine?: boolean;
  readonly giftCard?: LineGiftCard;
  readonly registryId?: string;
  readonly analytics?: Record<string, unknown>;
  readonly salesAttributes?: SalesAttributes;
}

export interface AddLineResult {
  readonly itemId: string;
  readonly requested: number;
  readonly added: number;
  /** The line's quantity afterwards. */
  readonly quantity: number;
  /** Why less than requested was added, when it was. */
  readonly cappedBy?: 'ITEM_QUANTITY_MAX' | 'STOCK';
}

export interface CartSku extends StockRow {
  readonly product_type: string;
  readonly flags: Record<string, unknown>;
  readonly is_part: boolean;
}

/** The sku as the cart needs it, in the pool asked for; a field error when it is not there. */
export async function loadCartSku(
  tx: Queryable,
  brandId: string,
  input: Pick<AddLineInput, 'productId' | 'skuId' | 'poolId'>,
  field = '',
): Promise<CartSku> {
  const [sku] = await tx.query<CartSku>(
    `SELECT p.product_type, p.flags, s.is_drop_ship, i.stock_level, i.backorder, i.available_status,
       (p.product_type = 'part' OR EXISTS (
         SELECT 1 FROM products parent WHERE parent.part_ids @> ARRAY[p.id] AND parent.brand_id = p.brand_id
       )) AS is_part
     FROM skus s JOIN products p ON p.id = s.product_id
     LEFT JOIN inventory i ON i.sku_id = s.id AND i.pool_id = $4
     WHERE s.id = $2 AND p.id = $1 AND p.brand_id = $3`,
    [input.productId, input.skuId, brandId, input.poolId],
  );
  if (!sku) {
    throw fieldError(
      `${field}skuId`,
      'SKU_NOT_FOUND',
      `There is no sku ${input.skuId} of product ${input.productId}.`,
    );
  }
  return sku;
}

/**
 * Adds to the cart, the cart row being locked by the caller (cart-access.ts), so that the read of
 * the line and its update cannot interleave with another add. A line holds at most the site's
 * line cap and what the pool can supply: an add above that fills the line to the cap and says so;
 * an add to a line already at its cap is refused.
 */
export async function addLine(
  tx: Queryable,
  cartId: string,
  sku: CartSku,
  input: AddLineInput,
  itemQuantityMax: number,
): Promise<AddLineResult> {
  const availability = availabilityOf(sku);
  if (availability === 'unavailable' || availability === 'discontinued') {
    throw new ApiError(409, 'SKU_UNAVAILABLE', `Sku ${input.skuId} is ${availability}.`);
  }
  const stockCap = purchasableQuantity(sku);
  const cap = Math.min(itemQuantityMax, stockCap);
  const cappedBy = stockCap < itemQuantityMax ? 'STOCK' : 'ITEM_QUANTITY_MAX';
  const mergeable = !input.multiLine && !input.giftCard;
  const [existing] = mergeable
    ? await tx.query<{ id: string; quantity: number }>(
        `SELECT id, quantity FROM cart_items
         WHERE cart_id = $1 AND sku_id = $2 AND pool_id = $3 AND item_type = $4
           AND context = 'transactional' AND gift_card IS NULL AND NOT multi_line
           AND registry_id IS NOT DISTINCT FROM $5::uuid
         ORDER BY created_at LIMIT 1`,
        [cartId, input.skuId, input.poolId, input.itemType, input.registryId ?? null],
      )
    : [];
  const before = existing?.quantity ?? 0;
  const after = Math.min(before + input.quantity, cap);
  if (after <= before) {
    throw new ApiError(
      409,
      'QUANTITY_LIMIT_REACHED',
      cappedBy === 'STOCK'
        ? `Only ${cap} of this item can be ordered, and the cart already holds them.`
        : `A cart line holds at most ${cap} of an item.`,
    );
  }
  let itemId: string;
  if (existing) {
    itemId = existing.id;
    await tx.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [itemId, after]);
  } else {
    itemId = randomUUID();
    await tx.query(
      `INSERT INTO cart_items (id, cart_id, item_type, product_id, sku_id, pool_id, quantity,
         gift_card, registry_id, analytics, sales_attributes, multi_line)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        itemId,
        cartId,
        input.itemType,
        input.productId,
        input.skuId,
        input.poolId,
        after,
        input.giftCard ?? null,
        input.registryId ?? null,
        input.analytics ?? null,
        input.salesAttributes ?? null,
        input.multiLine === true,
      ],
    );
  }
  const added = after - before;
  return {
    itemId,
    requested: input.quantity,
    added,
    quantity: after,
    ...(added < input.quantity ? { cappedBy } : {}),
  };
}
