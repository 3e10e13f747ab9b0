import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { addLine, loadCartSku } from './add-line.ts';
import { lockActiveCart, requireCartCaller, touchCart } from './cart-access.ts';
import type { CartRow } from './cart-store.ts';
import { cartView } from './cart-view.ts';
import type { CartItemRow } from './cart-lines.ts';
import { availabilityOf, lineCap } from './stock.ts';
import { answers } from '../http/response-schemas.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ItemRow extends CartItemRow {
  analytics: Record<string, unknown> | null;
  multi_line: boolean;
}

const itemNotFound = () =>
  new ApiError(404, 'ITEM_NOT_FOUND', 'There is no such item in your cart.');

/** A line of the caller's (locked) cart; a line of anyone else's cart is as unknown as none. */
async function findItem(tx: Queryable, cart: CartRow, itemId: string): Promise<ItemRow> {
  const [item] = UUID.test(itemId)
    ? await tx.query<ItemRow>(
        `SELECT ci.id, ci.context, ci.item_type, ci.product_id, ci.sku_id, ci.pool_id, ci.quantity,
           ci.gift_card, ci.registry_id, ci.analytics, ci.sales_attributes, ci.multi_line,
           s.is_drop_ship, i.stock_level, i.backorder, i.available_status
         FROM cart_items ci JOIN skus s ON s.id = ci.sku_id
         LEFT JOIN inventory i ON i.sku_id = ci.sku_id AND i.pool_id = ci.pool_id
         WHERE ci.id = $1 AND ci.cart_id = $2`,
        [itemId, cart.id],
      )
    : [];
  if (!item) throw itemNotFound();
  return item;
}

const unavailable = (item: ItemRow) =>
  new ApiError(409, 'SKU_UNAVAILABLE', `Sku ${item.sku_id} is ${availabilityOf(item)}.`);

/**
 * Cart page changes (designed in the calls' style): quantity, remove, save for later, watch and
 * back. A watched line (catalogue spec §3 item context 'watch': a sold-out size wanted back, or a
 * price watched) stays on the cart out of its totals and count until moved back to the bag.
 */
export async function cartItemRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/checkout/v0/:siteId/carts/current/items/:itemId';

  /** Runs a change to one line with the cart locked, then answers the cart page. */
  const change = async (
    request: FastifyRequest,
    work: (tx: Queryable, cart: CartRow, item: ItemRow, itemQuantityMax: number) => Promise<void>,
  ) => {
    const ref_ = requireCartCaller(context, request);
    const { itemId } = request.params as { itemId: string };
    const cart = await db.transaction(async (tx) => {
      const locked = await lockActiveCart(tx, request.auth);
      const item = await findItem(tx, locked, itemId);
      await work(tx, locked, item, ref_.site.limits.cart.itemQuantityMax);
      await touchCart(tx, locked.id);
      return locked;
    });
    return cartView(db, cart, ref_);
  };

  app.patch(
    base,
    { schema: { response: answers('checkout/cart'), body: ref('checkout/update-item') } },
    (request) =>
      change(request, async (tx, _cart, item, itemQuantityMax) => {
        const { quantity } = request.body as { quantity: number };
        const cap = lineCap(item, itemQuantityMax);
        if (cap === 0) throw unavailable(item);
        if (quantity > cap) {
          const message = `quantity must be at most ${cap}.`;
          throw badRequest('VALIDATION_ERROR', message, [
            { field: 'quantity', code: 'QUANTITY_MAX', message },
          ]);
        }
        await tx.query('UPDATE cart_items SET quantity = $2 WHERE id = $1', [item.id, quantity]);
      }),
  );

  app.delete(base, { schema: { response: answers('checkout/cart') } }, (request) =>
    change(request, async (tx, _cart, item) => {
      await tx.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
    }),
  );

  app.post(
    `${base}/save-for-later`,
    { schema: { response: answers('checkout/cart') } },
    (request) =>
      change(request, async (tx, _cart, item) => {
        if (item.context === 'later') return;
        if (item.context !== 'transactional') throw itemNotFound();
        // Saved lines are listed in the order they were saved.
        await tx.query(
          `UPDATE cart_items SET context = 'later', created_at = now() WHERE id = $1`,
          [item.id],
        );
      }),
  );

  app.post(`${base}/watch`, { schema: { response: answers('checkout/cart') } }, (request) =>
    change(request, async (tx, _cart, item) => {
      if (item.context === 'watch') return;
      // Only a line the shopper chose (the bag or saved for later): registry and returns lines
      // belong to their own flows. A gift card is never out of stock, so never watched.
      if (item.context !== 'transactional' && item.context !== 'later') throw itemNotFound();
      if (item.gift_card) {
        throw new ApiError(409, 'NOT_WATCHABLE', 'A gift card cannot be watched.');
      }
      // Watched lines are listed in the order they were watched; a watch is for one of the item.
      await tx.query(
        `UPDATE cart_items SET context = 'watch', quantity = 1, created_at = now() WHERE id = $1`,
        [item.id],
      );
    }),
  );

  app.post(`${base}/move-to-cart`, { schema: { response: answers('checkout/cart') } }, (request) =>
    change(request, async (tx, cart, item, itemQuantityMax) => {
      if (item.context === 'transactional') return;
      if (item.context !== 'later' && item.context !== 'watch') throw itemNotFound();
      // A watched item still sold out stays watched: the add below refuses it (409
      // SKU_UNAVAILABLE) and the transaction keeps the line where it was.
      const ref_ = requireCartCaller(context, request);
      const sku = await loadCartSku(tx, ref_.brand.id, {
        productId: item.product_id,
        skuId: item.sku_id,
        poolId: item.pool_id,
      });
      // Back in the cart, the line follows the add-to-cart rules: joined to a line of the same
      // sku, and capped by the line cap and the stock.
      await tx.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
      await addLine(
        tx,
        cart.id,
        sku,
        {
          productId: item.product_id,
          skuId: item.sku_id,
          poolId: item.pool_id,
          quantity: item.quantity,
          itemType: item.item_type,
          multiLine: item.multi_line,
          ...(item.gift_card ? { giftCard: item.gift_card } : {}),
          ...(item.registry_id ? { registryId: item.registry_id } : {}),
          ...(item.analytics ? { analytics: item.analytics } : {}),
          ...(item.sales_attributes ? { salesAttributes: item.sales_attributes } : {}),
        },
        itemQuantityMax,
      );
    }),
  );
}
