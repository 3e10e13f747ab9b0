import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/scopes.ts';
import { requireScope } from '../auth/scopes.ts';
import type { SiteRef } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { CartRow } from './cart-store.ts';
import { ensureActiveCart, findActiveCart } from './cart-store.ts';

const CART_COLUMNS = 'id, brand_id, site_id, user_id, status';

export const cartNotActive = () =>
  new ApiError(412, 'CART_NOT_ACTIVE', 'The cart is no longer active.');

export const cartEmpty = () =>
  new ApiError(409, 'CART_EMPTY', 'The cart is empty. Add something to it first.');

/**
 * The site, for a caller holding a token (guest or better; 401 otherwise) of the same brand: a
 * token belongs to one brand's sites, and a cart never crosses brands.
 */
export function requireCartCaller(context: ApiServices, request: FastifyRequest): SiteRef {
  const ref = siteOf(context, request);
  requireScope(request.auth, 'guest');
  const tokenBrand = context.brands.site(request.auth.siteId ?? '')?.brand.id;
  if (tokenBrand !== ref.brand.id) {
    throw new ApiError(401, 'TOKEN_WRONG_BRAND', 'This token is for another brand. Get a new one.');
  }
  return ref;
}

/**
 * Checkout steps are open to guests and to authorized users; a registered user whose authorization
 * lapsed logs in again first (catalogue spec §2 checkout details, shell spec §2.2).
 */
export function requireCheckoutCaller(context: ApiServices, request: FastifyRequest): SiteRef {
  const ref = requireCartCaller(context, request);
  if (request.auth.userId) requireScope(request.auth, 'authorized');
  return ref;
}

/** The token's own cart whatever its status, else the signed-in user's active cart. */
export async function readCallerCart(
  db: Queryable,
  auth: AuthContext,
  lock = false,
): Promise<CartRow | undefined> {
  const forUpdate = lock ? ' FOR UPDATE' : '';
  if (auth.cartId) {
    const [cart] = await db.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1${forUpdate}`,
      [auth.cartId],
    );
    if (cart) return cart;
  }
  const cart = await findActiveCart(db, { ...auth, cartId: undefined });
  if (!cart || !lock) return cart;
  const [locked] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 FOR UPDATE`,
    [cart.id],
  );
  return locked;
}

/**
 * The caller's active cart: 412 CART_NOT_ACTIVE when the token's cart was ordered or merged away
 * (the engine then gets a fresh token, catalogue spec §4), 409 CART_EMPTY when there is none.
 * With `lock`, for a change to it: row-locked until the transaction ends.
 */
export async function activeCart(db: Queryable, auth: AuthContext, lock = false): Promise<CartRow> {
  const cart = await readCallerCart(db, auth, lock);
  if (!cart) throw cartEmpty();
  if (cart.status !== 'active') throw cartNotActive();
  return cart;
}

export const lockActiveCart = (tx: Queryable, auth: AuthContext) => activeCart(tx, auth, true);

/**
 * The caller's active cart for adding to it, made when there is none. The token row is locked
 * first, so that parallel first add-to-cart calls on one token make one cart between them, not
 * one each; the cart row is locked after it, in that order everywhere.
 */
export async function openCartForAdding(
  tx: Queryable,
  auth: AuthContext,
  ref: SiteRef,
): Promise<CartRow> {
  let cartId = auth.cartId;
  if (auth.tokenId) {
    const [token] = await tx.query<{ cart_id: string | null }>(
      'SELECT cart_id FROM tokens WHERE id = $1 FOR UPDATE',
      [auth.tokenId],
    );
    cartId = token?.cart_id ?? undefined;
  }
  if (cartId) {
    const [cart] = await tx.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE id = $1 FOR UPDATE`,
      [cartId],
    );
    if (cart && cart.status !== 'active') throw cartNotActive();
    if (cart) return cart;
  }
  // Links the token to the cart it finds or makes.
  const cart = await ensureActiveCart(tx, { ...auth, cartId: undefined }, ref);
  await tx.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart.id]);
  return cart;
}

/** Marks the cart changed (carts of a user are found by their latest change). */
export async function touchCart(tx: Queryable, cartId: string): Promise<void> {
  await tx.query('UPDATE carts SET updated_at = now() WHERE id = $1', [cartId]);
}
