/**
 * The stock a store has of a sku, as the pickup block says it (catalogue spec §9 "Retail stock
 * threshold 5"): available, "only N left" at or below limits.listing.retailStockThreshold, or
 * not available. Pure.
 */
export type RetailStock =
  | { readonly state: 'available' }
  | { readonly state: 'low'; readonly count: number }
  | { readonly state: 'unavailable' };

export function retailStock(
  pool: { readonly availableStatus?: string; readonly stockLevel?: number } | undefined,
  threshold: number,
): RetailStock {
  if (!pool || pool.availableStatus !== 'available') return { state: 'unavailable' };
  const count = typeof pool.stockLevel === 'number' ? Math.floor(pool.stockLevel) : undefined;
  if (count === undefined) return { state: 'available' };
  if (count <= 0) return { state: 'unavailable' };
  return count <= threshold ? { state: 'low', count } : { state: 'available' };
}
