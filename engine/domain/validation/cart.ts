import { allNonEmptyStrings, isNonEmptyString } from './primitives.ts';
import { isIntegerIn } from './shared.ts';

/**
 * Add to cart: productId, skuId and poolId are non-empty strings (catalogue spec §5), and the
 * quantity a line quantity the API takes.
 */
export function isValidAddToCart(item: {
  productId?: unknown;
  skuId?: unknown;
  poolId?: unknown;
  quantity?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([item.productId, item.skuId, item.poolId]) &&
    isIntegerIn('lineQuantity', item.quantity)
  );
}

/** Part-to-cart: productId, part skuId and poolId (catalogue spec §5). */
export function isValidPartsToCart(params: {
  poolId?: unknown;
  items?: readonly { productId?: unknown; skuId?: unknown; quantity?: unknown }[];
}): boolean {
  return (
    isNonEmptyString(params.poolId) &&
    Array.isArray(params.items) &&
    params.items.length > 0 &&
    params.items.every(
      (item) =>
        allNonEmptyStrings([item.productId, item.skuId]) &&
        isIntegerIn('lineQuantity', item.quantity),
    )
  );
}

/** Add to wish list: product, sku, pool, wish list id and a numeric quantity (catalogue spec §5). */
export function isValidAddToWishlist(params: {
  wishlistId?: unknown;
  productId?: unknown;
  skuId?: unknown;
  poolId?: unknown;
  quantity?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([params.wishlistId, params.productId, params.skuId, params.poolId]) &&
    isIntegerIn('lineQuantity', params.quantity)
  );
}

/** Gift card balance inquiry: card number and pin (catalogue spec §5). */
export function isValidGiftCardInquiry(card: { cardNumber?: unknown; pin?: unknown }): boolean {
  return allNonEmptyStrings([card.cardNumber, card.pin]);
}
