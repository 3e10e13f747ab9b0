/**
 * How a listing's tile image loads (the lazyThumbnails flag, 0, 1 or 2). Pure.
 *
 * - 0 (default): the first row (`firstRow` tiles) loads at once, with high priority (the largest
 *   paint); the others lazily.
 * - 1: only the first tile loads at once (phones on slow data: the rest waits for the scroll).
 * - 2: no tile image is lazy (short listings, or a brand measuring without lazy loading).
 */
export type TileImageLoading = 'priority' | 'eager' | 'lazy';

export function tileImageLoading(index: number, flag: unknown, firstRow: number): TileImageLoading {
  if (flag === 2) return index < firstRow ? 'priority' : 'eager';
  if (flag === 1) return index === 0 ? 'priority' : 'lazy';
  return index < firstRow ? 'priority' : 'lazy';
}
