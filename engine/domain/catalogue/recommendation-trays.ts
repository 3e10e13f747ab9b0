/**
 * Recommendation trays without repeats (issue 11; catalogue spec: trays deduplicated by display
 * priority, duplicate products removed across campaigns). Pure.
 *
 * Trays are taken in display priority (lowest first; equal priorities keep their order); a
 * product shows in the first tray that has it and never in a later one, never twice in one tray,
 * and never when it is the product the page shows. A tray left empty is dropped.
 */
export interface Tray<Tile> {
  readonly priority: number;
  readonly tiles: readonly Tile[];
}

export function dedupeTrays<Tile extends { readonly productId: string }, T extends Tray<Tile>>(
  trays: readonly T[],
  shownProductId: string | undefined,
): (T & { readonly tiles: readonly Tile[] })[] {
  const seen = new Set<string>(shownProductId ? [shownProductId] : []);
  return [...trays]
    .map((tray, index) => ({ tray, index }))
    .sort((a, b) => a.tray.priority - b.tray.priority || a.index - b.index)
    .map(({ tray }) => {
      const tiles = tray.tiles.filter((tile) => {
        if (seen.has(tile.productId)) return false;
        seen.add(tile.productId);
        return true;
      });
      return { ...tray, tiles };
    })
    .filter((tray) => tray.tiles.length > 0);
}
