/**
 * What a wish list line can do (catalogue spec §3 Wish list: product, sku, pool, quantity; §3
 * stock): a sku available or backordered may go to the bag; one discontinued or unavailable is
 * shown as sold out; a product that left the catalogue (no product) as no longer available.
 */
export type WishlistLineState = 'available' | 'backordered' | 'soldOut' | 'gone';

export interface WishlistLinePart {
  readonly product: {
    readonly availableStatus: 'available' | 'backordered' | 'discontinued' | 'unavailable';
  } | null;
}

export function wishlistLineState(line: WishlistLinePart): WishlistLineState {
  if (!line.product) return 'gone';
  switch (line.product.availableStatus) {
    case 'available':
      return 'available';
    case 'backordered':
      return 'backordered';
    default:
      return 'soldOut';
  }
}

export function canMoveToBag(line: WishlistLinePart): boolean {
  const state = wishlistLineState(line);
  return state === 'available' || state === 'backordered';
}

/** The lists a line may move to: the shopper's others, in their order. */
export function moveTargets<List extends { readonly id: string }>(
  lists: readonly List[],
  currentId: string,
): List[] {
  return lists.filter((list) => list.id !== currentId);
}
