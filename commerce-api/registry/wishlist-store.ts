import type { Wishlist, WishlistProduct } from '../../schemas/api/generated/types.ts';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
import type { SkuDetail, SkuScope } from './sku-detail.ts';
import { findSkus } from './sku-detail.ts';

/**
 * Wish lists (catalogue spec §3 Wish list): gift lists like registries, kept with them. Every
 * account has a default list, made on first use; the partial unique index of migration 006 keeps
 * two first visits at once from making two.
 */

export interface WishlistRow {
  readonly id: string;
  readonly user_id: string;
  readonly name: string;
  readonly is_default: boolean;
  readonly created_at: Date | string;
}

interface WishlistItemRow {
  readonly id: string;
  readonly product_id: string;
  readonly sku_id: string;
  readonly pool_id: string;
  readonly quantity: number;
  readonly created_at: Date | string;
}

export interface NewWishlistItem {
  readonly productId: string;
  readonly skuId: string;
  readonly poolId: string;
  readonly quantity: number;
}

const DEFAULT_NAME = 'Wish List';

export async function wishlistsOf(db: Queryable, userId: string): Promise<WishlistRow[]> {
  await db.query(
    `INSERT INTO wishlists (id, user_id, name, is_default) VALUES ($1, $2, $3, true)
     ON CONFLICT (user_id) WHERE is_default DO NOTHING`,
    [randomUUID(), userId, DEFAULT_NAME],
  );
  return db.query<WishlistRow>(
    `SELECT id, user_id, name, is_default, created_at FROM wishlists WHERE user_id = $1
      ORDER BY is_default DESC, created_at, id`,
    [userId],
  );
}

/** A list of an account of the brand; another brand's list is not found. */
export async function findWishlist(
  db: Queryable,
  brandId: string,
  id: string,
): Promise<WishlistRow | undefined> {
  const [row] = await db.query<WishlistRow>(
    `SELECT w.id, w.user_id, w.name, w.is_default, w.created_at
       FROM wishlists w JOIN users u ON u.id = w.user_id
      WHERE w.id = $1 AND u.brand_id = $2`,
    [id, brandId],
  );
  return row;
}

/** Adds a line, or adds to the quantity of the same sku and pool, never above `max`. */
export async function addWishlistItem(
  db: Queryable,
  wishlistId: string,
  item: NewWishlistItem,
  max: number,
): Promise<void> {
  await db.query(
    `INSERT INTO wishlist_items (id, wishlist_id, product_id, sku_id, pool_id, quantity)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (wishlist_id, sku_id, pool_id)
     DO UPDATE SET quantity = least(wishlist_items.quantity + EXCLUDED.quantity, $7::integer)`,
    [randomUUID(), wishlistId, item.productId, item.skuId, item.poolId, item.quantity, max],
  );
}

export async function removeWishlistItem(
  db: Queryable,
  wishlistId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM wishlist_items WHERE wishlist_id = $1 AND id = $2 RETURNING id',
    [wishlistId, itemId],
  );
  return rows.length > 0;
}

export async function wishlistView(
  db: Queryable,
  wishlist: WishlistRow,
  scope: SkuScope,
  viewerId: string | undefined,
): Promise<Wishlist> {
  const items = await db.query<WishlistItemRow>(
    `SELECT id, product_id, sku_id, pool_id, quantity, created_at FROM wishlist_items
      WHERE wishlist_id = $1 ORDER BY created_at DESC, id`,
    [wishlist.id],
  );
  const details = await findSkus(
    db,
    scope,
    items.map((item) => item.sku_id),
  );
  return {
    id: wishlist.id,
    name: wishlist.name,
    isDefault: wishlist.is_default,
    owner: viewerId === wishlist.user_id,
    items: items.map((item) => ({
      id: item.id,
      productId: item.product_id,
      skuId: item.sku_id,
      poolId: item.pool_id,
      quantity: item.quantity,
      addedAt: new Date(item.created_at).toISOString(),
      product: productSummary(details.get(item.sku_id)),
    })),
    meta: {
      itemCount: items.length,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
  };
}

function productSummary(detail: SkuDetail | undefined): WishlistProduct | null {
  if (!detail) return null;
  return {
    displayName: detail.displayName,
    slug: detail.slug,
    styleNumber: detail.styleNumber,
    colorId: detail.colorCode,
    colorName: detail.colorName,
    sizeId: detail.sizeId,
    size: detail.sizeName,
    listPrice: detail.listPrice,
    salePrice: detail.salePrice,
    currency: detail.currency,
    availableStatus: detail.availableStatus,
  };
}

/** Whether another of the account's lists has this name, compared without case. */
export async function nameTaken(
  db: Queryable,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM wishlists WHERE user_id = $1 AND lower(name) = lower($2)
        AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, name, exceptId ?? null],
  );
  return row !== undefined;
}

export async function createWishlist(
  db: Queryable,
  userId: string,
  name: string,
): Promise<WishlistRow> {
  const [row] = await db.query<WishlistRow>(
    `INSERT INTO wishlists (id, user_id, name, is_default) VALUES ($1, $2, $3, false)
     RETURNING id, user_id, name, is_default, created_at`,
    [randomUUID(), userId, name],
  );
  return row!;
}

export async function renameWishlist(
  db: Queryable,
  list: WishlistRow,
  name: string,
): Promise<WishlistRow> {
  await db.query('UPDATE wishlists SET name = $2 WHERE id = $1', [list.id, name]);
  return { ...list, name };
}

/** Deletes a list and its lines (ON DELETE CASCADE). */
export async function deleteWishlist(db: Queryable, wishlistId: string): Promise<void> {
  await db.query('DELETE FROM wishlists WHERE id = $1', [wishlistId]);
}

/**
 * Moves a line to another list in one statement: its quantity joins a line of the same sku and
 * pool there (capped at `max`), then it leaves this list. False when this list has no such line.
 */
export async function moveWishlistItem(
  db: Queryable,
  fromId: string,
  itemId: string,
  toId: string,
  max: number,
): Promise<boolean> {
  const rows = await db.query(
    `WITH moved AS (
       DELETE FROM wishlist_items WHERE wishlist_id = $1 AND id = $2
       RETURNING product_id, sku_id, pool_id, quantity
     ), added AS (
       INSERT INTO wishlist_items (id, wishlist_id, product_id, sku_id, pool_id, quantity)
       SELECT $3, $4, product_id, sku_id, pool_id, quantity FROM moved
       ON CONFLICT (wishlist_id, sku_id, pool_id)
       DO UPDATE SET quantity = least(wishlist_items.quantity + EXCLUDED.quantity, $5::integer)
       RETURNING id
     )
     SELECT id FROM added`,
    [fromId, itemId, randomUUID(), toId, max],
  );
  return rows.length > 0;
}
