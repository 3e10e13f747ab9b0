import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { SiteRef } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { isUuid } from '../registry/registry-store.ts';
import type { SkuScope } from '../registry/sku-detail.ts';
import { findSkus } from '../registry/sku-detail.ts';
import type { NewWishlistItem, WishlistRow } from '../registry/wishlist-store.ts';
import {
  addWishlistItem,
  createWishlist,
  deleteWishlist,
  findWishlist,
  moveWishlistItem,
  nameTaken,
  removeWishlistItem,
  renameWishlist,
  wishlistsOf,
  wishlistView,
} from '../registry/wishlist-store.ts';
import type { Queryable } from '../storage/database.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

interface WishlistParams {
  siteId: string;
  id: string;
  itemId?: string;
}

interface NameBody {
  name: string;
}

/**
 * Wish lists (catalogue spec §3 Wish list, §5, §7 Cart and wish list). Mine: GET the lists (the
 * default one made on first use), add and remove lines; anyone may read a list by id (the
 * /wishlist/{id} page). Another account's list cannot be changed: it answers 404, as a list that
 * does not exist, so ids are not confirmed to strangers.
 */
export async function wishlistRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/checkout/v0/:siteId/wishlists',
    { schema: { response: answers('wishlists/wishlists') } },
    async (request) => {
      const siteRef = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const lists = await wishlistsOf(db, userId);
      return {
        wishlists: await Promise.all(
          lists.map((list) => wishlistView(db, list, skuScope(siteRef), userId)),
        ),
      };
    },
  );

  // Designed (the spec shows no such calls): make, rename and delete one of my lists.
  app.post(
    '/checkout/v0/:siteId/wishlists',
    { schema: { response: answers('wishlists/wishlist'), body: ref('wishlists/name') } },
    async (request, reply) => {
      const siteRef = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const { name } = request.body as NameBody;
      // The default list first, so a shopper's first list made here is never the default.
      await wishlistsOf(db, userId);
      if (await nameTaken(db, userId, name)) throw nameTakenError();
      const list = await createWishlist(db, userId, name);
      return reply.status(201).send(await wishlistView(db, list, skuScope(siteRef), userId));
    },
  );

  app.patch(
    '/checkout/v0/:siteId/wishlists/:id',
    { schema: { response: answers('wishlists/wishlist'), body: ref('wishlists/name') } },
    async (request) => {
      const siteRef = siteOf(context, request);
      const list = await myWishlist(db, siteRef, request);
      const { name } = request.body as NameBody;
      if (await nameTaken(db, list.user_id, name, list.id)) throw nameTakenError();
      const renamed = await renameWishlist(db, list, name);
      return wishlistView(db, renamed, skuScope(siteRef), list.user_id);
    },
  );

  app.delete(
    '/checkout/v0/:siteId/wishlists/:id',
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      const siteRef = siteOf(context, request);
      const list = await myWishlist(db, siteRef, request);
      // Every account keeps its default list: it is where a quick add from a product page goes.
      if (list.is_default) {
        throw new ApiError(409, 'WISHLIST_DEFAULT', 'The default wish list cannot be deleted.');
      }
      await deleteWishlist(db, list.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/checkout/v0/:siteId/wishlists/:id',
    { schema: { response: answers('wishlists/wishlist') } },
    async (request) => {
      const siteRef = siteOf(context, request);
      const list = await loadWishlist(db, siteRef, request);
      return wishlistView(db, list, skuScope(siteRef), request.auth.userId);
    },
  );

  app.post(
    '/checkout/v0/:siteId/wishlists/:id/items',
    { schema: { response: answers('wishlists/wishlist'), body: ref('wishlists/add-item') } },
    async (request, reply) => {
      const siteRef = siteOf(context, request);
      const list = await myWishlist(db, siteRef, request);
      const item = await checkItem(db, siteRef, request.body as NewWishlistItem);
      await addWishlistItem(db, list.id, item, siteRef.site.limits.cart.itemQuantityMax);
      return reply.status(201).send(await wishlistView(db, list, skuScope(siteRef), list.user_id));
    },
  );

  app.delete(
    '/checkout/v0/:siteId/wishlists/:id/items/:itemId',
    { schema: { response: answers('wishlists/wishlist') } },
    async (request) => {
      const siteRef = siteOf(context, request);
      const list = await myWishlist(db, siteRef, request);
      const { itemId = '' } = request.params as WishlistParams;
      if (!isUuid(itemId) || !(await removeWishlistItem(db, list.id, itemId))) {
        throw new ApiError(404, 'WISHLIST_ITEM_NOT_FOUND', 'The wish list has no such item.');
      }
      return wishlistView(db, list, skuScope(siteRef), list.user_id);
    },
  );

  app.post(
    '/checkout/v0/:siteId/wishlists/:id/items/:itemId/move',
    { schema: { response: answers('wishlists/wishlist'), body: ref('wishlists/move-item') } },
    async (request) => {
      const siteRef = siteOf(context, request);
      const list = await myWishlist(db, siteRef, request);
      const { itemId = '' } = request.params as WishlistParams;
      const { wishlistId } = request.body as { wishlistId: string };
      const target = await findWishlist(db, siteRef.brand.id, wishlistId);
      if (!target || target.user_id !== list.user_id || target.id === list.id) {
        throw badRequest('VALIDATION_ERROR', 'wishlistId must be another of your lists', [
          {
            field: 'wishlistId',
            code: 'not_found',
            message: 'wishlistId is not another of your lists',
          },
        ]);
      }
      const max = siteRef.site.limits.cart.itemQuantityMax;
      if (!isUuid(itemId) || !(await moveWishlistItem(db, list.id, itemId, target.id, max))) {
        throw new ApiError(404, 'WISHLIST_ITEM_NOT_FOUND', 'The wish list has no such item.');
      }
      return wishlistView(db, list, skuScope(siteRef), list.user_id);
    },
  );
}

function skuScope({ brand, site }: SiteRef): SkuScope {
  return { brandId: brand.id, currency: site.currency, poolId: site.inventoryPool };
}

const nameTakenError = () =>
  new ApiError(409, 'WISHLIST_NAME_TAKEN', 'Another of your wish lists has this name.', [
    { field: 'name', code: 'taken', message: 'Another of your wish lists has this name.' },
  ]);

const listNotFound = () => new ApiError(404, 'WISHLIST_NOT_FOUND', 'There is no such wish list.');

async function loadWishlist(
  db: Queryable,
  siteRef: SiteRef,
  request: FastifyRequest,
): Promise<WishlistRow> {
  const { id } = request.params as WishlistParams;
  const list = isUuid(id) ? await findWishlist(db, siteRef.brand.id, id) : undefined;
  if (!list) throw listNotFound();
  return list;
}

/** The signed-in account's own list; anyone else's answers 404 like a missing one. */
async function myWishlist(
  db: Queryable,
  siteRef: SiteRef,
  request: FastifyRequest,
): Promise<WishlistRow> {
  const userId = requireUser(request.auth, 'registered');
  const list = await loadWishlist(db, siteRef, request);
  if (list.user_id !== userId) throw listNotFound();
  return list;
}

/**
 * Catalogue spec §5 add to wish list: the sku must be one of the product's (of this brand), the
 * pool the site's own or one of the brand's stores, and the quantity within the site's maximum.
 */
async function checkItem(
  db: Queryable,
  siteRef: SiteRef,
  body: NewWishlistItem,
): Promise<NewWishlistItem> {
  const errors: FieldError[] = [];
  const max = siteRef.site.limits.cart.itemQuantityMax;
  const sku = (await findSkus(db, skuScope(siteRef), [body.skuId])).get(body.skuId);
  if (!sku) {
    errors.push({ field: 'skuId', code: 'not_found', message: 'skuId is not a sku' });
  } else if (sku.productId !== body.productId) {
    errors.push({
      field: 'productId',
      code: 'mismatch',
      message: 'skuId is not a sku of productId',
    });
  }
  if (body.poolId !== siteRef.site.inventoryPool) {
    const [store] = await db.query('SELECT 1 FROM stores WHERE brand_id = $1 AND pool_id = $2', [
      siteRef.brand.id,
      body.poolId,
    ]);
    if (!store) {
      errors.push({
        field: 'poolId',
        code: 'not_found',
        message: `poolId must be ${siteRef.site.inventoryPool} or a store's pool`,
      });
    }
  }
  if (body.quantity > max) {
    errors.push({ field: 'quantity', code: 'maximum', message: `quantity must be at most ${max}` });
  }
  if (errors.length > 0) {
    throw badRequest('VALIDATION_ERROR', errors.map((error) => error.message).join('; '), errors);
  }
  return body;
}
