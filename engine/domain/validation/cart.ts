import { allNonEmptyStrings, isFiniteNumber, isNonEmptyString } from './primitives.ts';

/** Add to cart: productId, skuId and poolId are non-empty strings (catalogue spec §5). */
export function isValidAddToCart(item: {
  productId?: unknown;
  skuId?: unknown;
  poolId?: unknown;
}): boolean {
  return allNonEmptyStrings([item.productId, item.skuId, item.poolId]);
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
        allNonEmptyStrings([item.productId, item.skuId]) && isPositiveInteger(item.quantity),
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
    isFiniteNumber(params.quantity)
  );
}

/** Gift card balance inquiry: card number and pin (catalogue spec §5). */
export function isValidGiftCardInquiry(card: { cardNumber?: unknown; pin?: unknown }): boolean {
  return allNonEmptyStrings([card.cardNumber, card.pin]);
}

export function isPositiveInteger(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
