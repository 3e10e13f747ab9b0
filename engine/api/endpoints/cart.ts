import {
  isValidAddToCart,
  isValidGiftCardInquiry,
  isValidPartsToCart,
} from '../../domain/validation/cart.ts';
import { isValidSwatchRequest } from '../../domain/validation/forms.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import { OPERATION } from '../operations.ts';
import type {
  AddPartsResult,
  AddToCartItem,
  AddToCartResult,
  Cart,
  GiftCardBalance,
  GiftCardNumber,
  Minicart,
  PartItem,
} from '../types/cart.ts';
import type { FormReceipt, SwatchRequestForm } from '../types/forms.ts';
import { siteBase } from './paths.ts';

/** Cart calls (catalogue spec §7 "Cart and wish list"; the cart page designed in their style). */
const checkout = (client: ApiClient) => siteBase(client, 'checkout', 'v0');

/**
 * Add to cart (catalogue spec §3, §5, §7): TRANSACTIONAL, DIRECT by default. A 412
 * CART_NOT_ACTIVE gets a fresh token and one retry (policy/cart-not-active.ts).
 */
export async function addToCart(client: ApiClient, item: AddToCartItem): Promise<AddToCartResult> {
  if (!isValidAddToCart(item)) throw client.invalid(VALIDATION_MESSAGES.addToCart);
  return client.request({
    operation: OPERATION.addToCart,
    method: 'POST',
    path: `${checkout(client)}/carts/items`,
    body: { cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT', ...item },
  });
}

/** Parts of a product to the cart (catalogue spec §3 part items, §5, §7). */
export async function addPartsToCart(
  client: ApiClient,
  params: { poolId: string; items: readonly PartItem[] },
): Promise<AddPartsResult> {
  if (!isValidPartsToCart(params)) throw client.invalid(VALIDATION_MESSAGES.addPartsToCart);
  return client.request({
    operation: 'addPartsToCart',
    method: 'POST',
    path: `${siteBase(client, 'checkout', 'v1')}/carts/items`,
    body: { poolId: params.poolId, items: params.items.map((item) => ({ ...item, type: 'PART' })) },
  });
}

/**
 * The cart count (catalogue spec §7). The cacheBuster keeps browser and CDN caches out of the
 * way; a 401 resolves with an empty minicart (policy/minicart-unauthorized.ts).
 */
export function getMinicart(
  client: ApiClient,
  signal?: AbortSignal,
  cacheBuster = Date.now(),
): Promise<Minicart> {
  return client.request({
    operation: OPERATION.getMinicart,
    method: 'GET',
    path: `${checkout(client)}/minicart`,
    query: { cacheBuster },
    signal,
  });
}

export function getCart(
  client: ApiClient,
  params: { savedPage?: number } = {},
  signal?: AbortSignal,
): Promise<Cart> {
  return client.request({
    operation: 'getCart',
    method: 'GET',
    path: `${checkout(client)}/carts/current`,
    query: { savedPage: params.savedPage },
    signal,
  });
}

export function updateCartItem(
  client: ApiClient,
  params: { itemId: string; quantity: number },
): Promise<Cart> {
  return client.request({
    operation: 'updateCartItem',
    method: 'PATCH',
    path: `${checkout(client)}/carts/current/items/${segment(params.itemId)}`,
    body: { quantity: params.quantity },
  });
}

export function removeCartItem(client: ApiClient, itemId: string): Promise<Cart> {
  return client.request({
    operation: 'removeCartItem',
    method: 'DELETE',
    path: `${checkout(client)}/carts/current/items/${segment(itemId)}`,
  });
}

/** Moves a line to saved-for-later. */
export function saveForLater(client: ApiClient, itemId: string): Promise<Cart> {
  return client.request({
    operation: 'saveForLater',
    method: 'POST',
    path: `${checkout(client)}/carts/current/items/${segment(itemId)}/save-for-later`,
  });
}

/** Moves a saved-for-later line back to the cart. */
export function moveToCart(client: ApiClient, itemId: string): Promise<Cart> {
  return client.request({
    operation: 'moveToCart',
    method: 'POST',
    path: `${checkout(client)}/carts/current/items/${segment(itemId)}/move-to-cart`,
  });
}

/** Gift card balance (catalogue spec §5: card number, pin and the captcha header). */
export async function checkGiftCardBalance(
  client: ApiClient,
  giftCard: GiftCardNumber,
  captchaToken?: string,
): Promise<GiftCardBalance> {
  if (!isValidGiftCardInquiry(giftCard)) throw client.invalid(VALIDATION_MESSAGES.giftCardBalance);
  return client.request({
    operation: 'checkGiftCardBalance',
    method: 'POST',
    path: `${checkout(client)}/balance-inquiries`,
    body: { paymentType: 'GIFT_CARD', giftCard },
    captchaToken,
  });
}

/** Swatch request (shell spec §5, §8; catalogue spec §7). */
export async function submitSwatchRequest(
  client: ApiClient,
  request: SwatchRequestForm,
): Promise<FormReceipt> {
  if (!isValidSwatchRequest(request)) throw client.invalid(VALIDATION_MESSAGES.swatchRequest);
  return client.request({
    operation: 'submitSwatchRequest',
    method: 'POST',
    path: `${checkout(client)}/swatch-requests`,
    body: request,
  });
}
