import type { Cart } from '../../schemas/api/generated/types.ts';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../auth/scopes.ts';
import { setTokenCart } from '../auth/tokens.ts';
import type { SiteRef } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';

export interface CartRow {
  id: string;
  brand_id: string;
  site_id: string;
  user_id: string | null;
  status: Cart['status'];
}

/** The caller's active cart: the token's own, else the signed-in user's latest active one. */
export async function findActiveCart(
  db: Queryable,
  auth: AuthContext,
): Promise<CartRow | undefined> {
  if (auth.cartId) {
    const [cart] = await db.query<CartRow>(
      `SELECT id, brand_id, site_id, user_id, status FROM carts WHERE id = $1 AND status = 'active'`,
      [auth.cartId],
    );
    if (cart) return cart;
  }
  if (auth.userId) {
    const [cart] = await db.query<CartRow>(
      `SELECT id, brand_id, site_id, user_id, status FROM carts
       WHERE user_id = $1 AND status = 'active' ORDER BY updated_at DESC LIMIT 1`,
      [auth.userId],
    );
    return cart;
  }
  return undefined;
}

/** The caller's active cart, created and linked to the token when there is none. */
export async function ensureActiveCart(
  db: Queryable,
  auth: AuthContext,
  ref: SiteRef,
): Promise<CartRow> {
  const existing = await findActiveCart(db, auth);
  if (existing) {
    if (auth.tokenId && auth.cartId !== existing.id)
      await setTokenCart(db, auth.tokenId, existing.id);
    return existing;
  }
  const cart: CartRow = {
    id: randomUUID(),
    brand_id: ref.brand.id,
    site_id: ref.site.id,
    user_id: auth.userId ?? null,
    status: 'active',
  };
  await db.query(`INSERT INTO carts (id, brand_id, site_id, user_id) VALUES ($1, $2, $3, $4)`, [
    cart.id,
    cart.brand_id,
    cart.site_id,
    cart.user_id,
  ]);
  if (auth.tokenId) await setTokenCart(db, auth.tokenId, cart.id);
  return cart;
}

/**
 * Moves a guest cart's lines into the user's cart at login (shell spec §2.2: checkout logins do
 * not merge). Lines of the same sku, context and pool combine, capped at `quantityMax`.
 */
export async function mergeCarts(
  db: Queryable,
  fromCartId: string,
  toCartId: string,
  quantityMax: number,
): Promise<void> {
  if (fromCartId === toCartId) return;
  await db.query(
    `UPDATE cart_items AS target
     SET quantity = LEAST($3::int, target.quantity + source.quantity)
     FROM cart_items AS source
     WHERE source.cart_id = $1 AND target.cart_id = $2 AND source.item_type = 'REGULAR' AND target.item_type = 'REGULAR'
       AND source.sku_id = target.sku_id AND source.context = target.context AND source.pool_id = target.pool_id
       AND source.gift_card IS NULL AND target.gift_card IS NULL`,
    [fromCartId, toCartId, quantityMax],
  );
  await db.query(
    `DELETE FROM cart_items AS source USING cart_items AS target
     WHERE source.cart_id = $1 AND target.cart_id = $2 AND source.item_type = 'REGULAR' AND target.item_type = 'REGULAR'
       AND source.sku_id = target.sku_id AND source.context = target.context AND source.pool_id = target.pool_id
       AND source.gift_card IS NULL AND target.gift_card IS NULL`,
    [fromCartId, toCartId],
  );
  await db.query(`UPDATE cart_items SET cart_id = $2 WHERE cart_id = $1`, [fromCartId, toCartId]);
  await db.query(`UPDATE carts SET status = 'inactive', updated_at = now() WHERE id = $1`, [
    fromCartId,
  ]);
  await db.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [toCartId]);
}
