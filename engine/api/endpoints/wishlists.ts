import { isValidAddToWishlist } from '../../domain/validation/cart.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type { Wishlist } from '../types/cart.ts';
import { siteBase } from './paths.ts';

/** Wish lists (catalogue spec §7 "Cart and wish list"). */
const lists = (client: ApiClient) => `${siteBase(client, 'checkout', 'v0')}/wishlists`;

export function getWishlists(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<{ wishlists: readonly Wishlist[] }> {
  return client.request({ operation: 'getWishlists', method: 'GET', path: lists(client), signal });
}

/** A wish list by id (/wishlist/{id}, shared lists too). */
export function getWishlist(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Wishlist> {
  return client.request({
    operation: 'getWishlist',
    method: 'GET',
    path: `${lists(client)}/${segment(id)}`,
    signal,
  });
}

/** Add to wish list (catalogue spec §5: product, sku, pool, wish list id, numeric quantity). */
export async function addWishlistItem(
  client: ApiClient,
  params: {
    wishlistId: string;
    productId: string;
    skuId: string;
    poolId: string;
    quantity: number;
  },
): Promise<Wishlist> {
  if (!isValidAddToWishlist(params)) throw client.invalid(VALIDATION_MESSAGES.addToWishlist);
  const { wishlistId, ...item } = params;
  return client.request({
    operation: 'addWishlistItem',
    method: 'POST',
    path: `${lists(client)}/${segment(wishlistId)}/items`,
    body: item,
  });
}

export function removeWishlistItem(
  client: ApiClient,
  params: { wishlistId: string; itemId: string },
): Promise<Wishlist> {
  return client.request({
    operation: 'removeWishlistItem',
    method: 'DELETE',
    path: `${lists(client)}/${segment(params.wishlistId)}/items/${segment(params.itemId)}`,
  });
}
