/**
 * A listing's order for one signed-in shopper (issue 11; shell spec §9 flags plpPersonalization
 * and searchPersonalization, positive integers, default 0). Pure.
 *
 * The level is how many of the page's tiles may be moved: up to `level` products the shopper has
 * hearted come first, in the order the listing had them, and every other tile keeps its order
 * after them. Level 0, no hearted product on the page, or a sort the shopper chose (the listing
 * then answers exactly that sort) leave the page as it came.
 */
export function personalOrder<Tile extends { readonly productId: string }>(
  tiles: readonly Tile[],
  hearted: readonly string[] | undefined,
  level: number,
  sortChosen: boolean,
): readonly Tile[] {
  if (sortChosen || !hearted || hearted.length === 0 || !(level > 0)) return tiles;
  const liked = new Set(hearted);
  const first: Tile[] = [];
  const rest: Tile[] = [];
  for (const tile of tiles) {
    if (first.length < level && liked.has(tile.productId)) first.push(tile);
    else rest.push(tile);
  }
  return first.length === 0 ? tiles : [...first, ...rest];
}
