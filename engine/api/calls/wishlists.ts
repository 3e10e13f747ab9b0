import type {
  WishlistAddItemRequest,
  WishlistNameRequest,
  Wishlist,
  Wishlists,
} from '../../../schemas/api/generated/types.ts';
import { isValidAddToWishlist } from '../../domain/validation/cart.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/** Wish lists (catalogue spec §7 "Cart and wish list"). */
const lists = (site: SiteContext) => `${siteBase(site, 'checkout', 'v0')}/wishlists`;
const WISHLIST_READS = ['getWishlists', 'getWishlist'];

export const getWishlists = defineCall<NoParams, Wishlists>({
  operation: 'getWishlists',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: lists,
});

/** A wish list by id (/wishlist/{id}, shared lists too). */
export const getWishlist = defineCall<{ readonly id: string }, Wishlist>({
  operation: 'getWishlist',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site, { id }) => `${lists(site)}/${segment(id)}`,
});

/** Add to wish list (catalogue spec §5: product, sku, pool, wish list id, numeric quantity). */
export const addWishlistItem = defineCall<
  WishlistAddItemRequest & { readonly wishlistId: string },
  Wishlist
>({
  operation: 'addWishlistItem',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site, { wishlistId }) => `${lists(site)}/${segment(wishlistId)}/items`,
  body: ({ wishlistId: _wishlistId, ...item }): WishlistAddItemRequest => item,
  validate: (params) =>
    isValidAddToWishlist(params) ? undefined : VALIDATION_MESSAGES.addToWishlist,
  invalidates: WISHLIST_READS,
});

export const removeWishlistItem = defineCall<
  { readonly wishlistId: string; readonly itemId: string },
  Wishlist
>({
  operation: 'removeWishlistItem',
  service: 'checkout',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { wishlistId, itemId }) =>
    `${lists(site)}/${segment(wishlistId)}/items/${segment(itemId)}`,
  invalidates: WISHLIST_READS,
});

/** Make a list (designed: POST .../wishlists with its name; 409 WISHLIST_NAME_TAKEN). */
export const createWishlist = defineCall<WishlistNameRequest, Wishlist>({
  operation: 'createWishlist',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: lists,
  body: ({ name }): WishlistNameRequest => ({ name }),
  invalidates: WISHLIST_READS,
});

/** Rename one of my lists (designed: PATCH .../wishlists/{id}). */
export const renameWishlist = defineCall<WishlistNameRequest & { readonly id: string }, Wishlist>({
  operation: 'renameWishlist',
  service: 'checkout',
  audience: 'shopper',
  method: 'PATCH',
  path: (site, { id }) => `${lists(site)}/${segment(id)}`,
  body: ({ name }): WishlistNameRequest => ({ name }),
  invalidates: WISHLIST_READS,
});

/** Delete one of my lists and its lines (designed; the default list answers 409). */
export const deleteWishlist = defineCall<{ readonly id: string }, void>({
  operation: 'deleteWishlist',
  service: 'checkout',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { id }) => `${lists(site)}/${segment(id)}`,
  invalidates: WISHLIST_READS,
});

/** Move a line to another of my lists (designed: POST .../items/{itemId}/move). */
export const moveWishlistItem = defineCall<
  { readonly wishlistId: string; readonly itemId: string; readonly toWishlistId: string },
  Wishlist
>({
  operation: 'moveWishlistItem',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site, { wishlistId, itemId }) =>
    `${lists(site)}/${segment(wishlistId)}/items/${segment(itemId)}/move`,
  body: ({ toWishlistId }) => ({ wishlistId: toWishlistId }),
  invalidates: WISHLIST_READS,
});
