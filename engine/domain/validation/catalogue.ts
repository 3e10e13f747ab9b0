import { allNonEmptyStrings, isFiniteNumber, isNonEmptyString } from './primitives.ts';
import { isIntegerIn, matchesRule } from './shared.ts';

/**
 * Category pagination (catalogue spec §5): a non-empty inventory pool and url, a numeric
 * pageSize and a skip of at least 0, both whole numbers within the API's bounds.
 */
export function isValidPagination(params: {
  inventoryPool?: unknown;
  url?: unknown;
  pageSize?: unknown;
  skip?: unknown;
}): boolean {
  return (
    isNonEmptyString(params.inventoryPool) &&
    isNonEmptyString(params.url) &&
    isIntegerIn('pageSize', params.pageSize) &&
    isIntegerIn('skip', params.skip)
  );
}

/** Sku lookup needs a non-empty list (catalogue spec §5). */
export function isValidSkuList(skus: unknown): boolean {
  return Array.isArray(skus) && skus.length > 0 && allNonEmptyStrings(skus);
}

/** Redirect lookup: a request path (catalogue spec §7, §8). */
export function isValidRedirectLookup(requestPath: unknown): boolean {
  return isNonEmptyString(requestPath) && requestPath.startsWith('/');
}

/** A navigation lookup names a slug or a category id, not both (catalogue spec §5). */
export function isValidNavigationLookup(params: { slug?: unknown; categoryId?: unknown }): boolean {
  return isNonEmptyString(params.slug) !== isNonEmptyString(params.categoryId);
}

/**
 * Style numbers: 2–4 capital letters, dash, digits, dash, three digits, optionally dash and three
 * more digits (catalogue spec §5).
 */
export function isValidStyleNumber(value: unknown): boolean {
  return matchesRule('styleNumber', value);
}

/** Quick shop: a display name and exactly one of slug, product id or sku (catalogue spec §5). */
export function isValidQuickShop(params: {
  displayName?: unknown;
  slug?: unknown;
  productId?: unknown;
  sku?: unknown;
}): boolean {
  const given = [params.slug, params.productId, params.sku].filter(isNonEmptyString).length;
  return isNonEmptyString(params.displayName) && given === 1;
}

/**
 * Store search: numeric lat and lng (catalogue spec §5), or a store number, optionally with a
 * position to measure its distance from.
 */
export function isValidStoreSearch(params: {
  lat?: unknown;
  lng?: unknown;
  storeNumber?: unknown;
}): boolean {
  const noPosition = params.lat === undefined && params.lng === undefined;
  if (isNonEmptyString(params.storeNumber) && noPosition) return true;
  return (
    isFiniteNumber(params.lat) &&
    isFiniteNumber(params.lng) &&
    Math.abs(params.lat) <= 90 &&
    Math.abs(params.lng) <= 180
  );
}
