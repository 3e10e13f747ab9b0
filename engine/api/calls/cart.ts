import type {
  AddPartsResult,
  AddPartsToCartRequest,
  AddToCartRequest,
  AddToCartResult,
  ApplyPromoCodeRequest,
  BalanceInquiryRequest,
  Cart,
  CartQuery,
  GiftOptions,
  GiftCardBalance,
  SetDeliveryPassRequest,
  SetGiftOptionsRequest,
  UpdateCartItemRequest,
} from '../../../schemas/api/generated/types.ts';
import {
  isValidAddToCart,
  isValidGiftCardInquiry,
  isValidPartsToCart,
} from '../../domain/validation/cart.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import { cartNotActive } from '../policy/cart-not-active.ts';
import type { SiteContext } from '../site-context.ts';
import { cartBase } from './minicart.ts';
import { numeral, siteBase } from './wire.ts';

/** Cart calls (catalogue spec §7 "Cart and wish list"; the cart page designed in their style). */
const checkout = cartBase;
const item = (site: SiteContext, itemId: string) =>
  `${checkout(site)}/carts/current/items/${segment(itemId)}`;

/** A change to the cart's lines makes the cart, the badge and the checkout choices stale. */
export const CART_READS = ['getCart', 'getMinicart'];
export const CHECKOUT_READS = [...CART_READS, 'getDeliveryOptions', 'getPaymentMethods'];

/**
 * Add to cart (catalogue spec §3, §5, §7): TRANSACTIONAL, DIRECT by default. A 412
 * CART_NOT_ACTIVE gets a fresh token and one retry: the one call the spec gives that rule.
 */
export const addToCart = defineCall<AddToCartRequest, AddToCartResult>({
  operation: 'addToCart',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${checkout(site)}/carts/items`,
  body: (item): AddToCartRequest => ({
    cartType: 'TRANSACTIONAL',
    fulfillmentType: 'DIRECT',
    ...item,
  }),
  validate: (item) => (isValidAddToCart(item) ? undefined : VALIDATION_MESSAGES.addToCart),
  rules: [cartNotActive],
  invalidates: CART_READS,
});

export type PartItem = Omit<AddPartsToCartRequest['items'][number], 'type'>;

/** Parts of a product to the cart (catalogue spec §3 part items, §5, §7). */
export const addPartsToCart = defineCall<
  { readonly poolId: string; readonly items: readonly PartItem[] },
  AddPartsResult
>({
  operation: 'addPartsToCart',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'checkout', 'v1')}/carts/items`,
  body: ({ poolId, items }): AddPartsToCartRequest => ({
    poolId,
    items: items.map((part) => ({ ...part, type: 'PART' })),
  }),
  validate: (params) =>
    isValidPartsToCart(params) ? undefined : VALIDATION_MESSAGES.addPartsToCart,
  invalidates: CART_READS,
});

export const getCart = defineCall<{ readonly savedPage?: number }, Cart>({
  operation: 'getCart',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${checkout(site)}/carts/current`,
  query: ({ savedPage }): CartQuery => ({ savedPage: numeral(savedPage) }),
});

export const updateCartItem = defineCall<UpdateCartItemRequest & { readonly itemId: string }, Cart>(
  {
    operation: 'updateCartItem',
    service: 'checkout',
    audience: 'shopper',
    method: 'PATCH',
    path: (site, { itemId }) => item(site, itemId),
    body: ({ quantity }): UpdateCartItemRequest => ({ quantity }),
    invalidates: CHECKOUT_READS,
  },
);

export const removeCartItem = defineCall<{ readonly itemId: string }, Cart>({
  operation: 'removeCartItem',
  service: 'checkout',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { itemId }) => item(site, itemId),
  invalidates: CHECKOUT_READS,
});

/** Moves a line to saved-for-later. */
export const saveForLater = defineCall<{ readonly itemId: string }, Cart>({
  operation: 'saveForLater',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site, { itemId }) => `${item(site, itemId)}/save-for-later`,
  invalidates: CART_READS,
});

/**
 * Watches a line (catalogue spec §3 item context 'watch'; designed): a sold-out item moves out of
 * the bag to the cart's Watching list, out of the totals and the count.
 */
export const watchItem = defineCall<{ readonly itemId: string }, Cart>({
  operation: 'watchItem',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site, { itemId }) => `${item(site, itemId)}/watch`,
  invalidates: CART_READS,
});

/**
 * Moves a saved-for-later or watched line back to the cart; a watched item still sold out is
 * refused (409 SKU_UNAVAILABLE) and stays watched.
 */
export const moveToCart = defineCall<{ readonly itemId: string }, Cart>({
  operation: 'moveToCart',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site, { itemId }) => `${item(site, itemId)}/move-to-cart`,
  invalidates: CART_READS,
});

/** Applies a promo code to the cart (issue 12, designed): a refused code is a 400 at `code`. */
export const applyPromoCode = defineCall<ApplyPromoCodeRequest, Cart>({
  operation: 'applyPromoCode',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${checkout(site)}/carts/current/promo-codes`,
  body: ({ code }): ApplyPromoCodeRequest => ({ code }),
  invalidates: CHECKOUT_READS,
});

/** Removes the cart's promo code. */
export const removePromoCode = defineCall<{ readonly code: string }, Cart>({
  operation: 'removePromoCode',
  service: 'checkout',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { code }) => `${checkout(site)}/carts/current/promo-codes/${segment(code)}`,
  invalidates: CHECKOUT_READS,
});

/** What the site offers for the order's gift: wraps with prices, a message and its length. */
export const getGiftOptions = defineCall<NoParams, GiftOptions>({
  operation: 'getGiftOptions',
  service: 'checkout',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${checkout(site)}/gift-options`,
});

/** Sets (or clears, with null) the order's gift wrap and gift message. */
export const setGiftOptions = defineCall<SetGiftOptionsRequest, Cart>({
  operation: 'setGiftOptions',
  service: 'checkout',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${checkout(site)}/carts/current/gift-options`,
  body: ({ giftWrapSku, giftMessage }): SetGiftOptionsRequest => ({ giftWrapSku, giftMessage }),
  invalidates: CHECKOUT_READS,
});

/**
 * Puts the site's delivery pass in the bag (added true) or takes it out (issue 12; shell spec §1
 * "a delivery-pass membership"). Adding is refused at the field `added`: DELIVERY_PASS_NOT_OFFERED,
 * DELIVERY_PASS_SIGN_IN (a guest) or DELIVERY_PASS_MEMBER (a pass still running). The pass changes
 * the total and may make standard shipping free, so the checkout reads go stale with the cart.
 */
export const setDeliveryPass = defineCall<SetDeliveryPassRequest, Cart>({
  operation: 'setDeliveryPass',
  service: 'checkout',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${checkout(site)}/carts/current/delivery-pass`,
  body: ({ added }): SetDeliveryPassRequest => ({ added }),
  invalidates: CHECKOUT_READS,
});

/** Gift card balance (catalogue spec §5: card number, pin and the captcha header). */
export const checkGiftCardBalance = defineCall<
  { readonly giftCard: BalanceInquiryRequest['giftCard']; readonly captchaToken?: string },
  GiftCardBalance
>({
  operation: 'checkGiftCardBalance',
  service: 'checkout',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${checkout(site)}/balance-inquiries`,
  body: ({ giftCard }): BalanceInquiryRequest => ({ paymentType: 'GIFT_CARD', giftCard }),
  captchaToken: ({ captchaToken }) => captchaToken,
  validate: ({ giftCard }) =>
    isValidGiftCardInquiry(giftCard) ? undefined : VALIDATION_MESSAGES.giftCardBalance,
});
