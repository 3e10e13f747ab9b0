import type { NavItemLike } from './navigation.ts';

/**
 * The mega-menu's columns (shell spec §3.3 containerInfo.column; limits.listing
 * navigationColumnsMin 2 and navigationColumnsMax 5): items with a column go to it; a run of
 * plain links without one is spread over as few columns as keep each at most `perColumn` long.
 * Never more than `max` columns (the last takes the rest) and the panel lays out at least `min`.
 */
export function navColumns<Item extends NavItemLike>(
  items: readonly Item[],
  { min, max, perColumn = 8 }: { min: number; max: number; perColumn?: number },
): { columns: Item[][]; span: number } {
  const columns: Item[][] = [];
  const placed = items.some((item) => item.containerInfo?.column !== undefined);
  if (placed) {
    let last = 1;
    for (const item of items) {
      const column = Math.min(Math.max(item.containerInfo?.column ?? last, 1), max);
      last = column;
      while (columns.length < column) columns.push([]);
      columns[column - 1]!.push(item);
    }
  } else {
    const count = Math.min(Math.max(Math.ceil(items.length / perColumn), 1), max);
    const size = Math.ceil(items.length / count);
    for (let start = 0; start < items.length; start += size) {
      columns.push(items.slice(start, start + size));
    }
  }
  const filled = columns.filter((column) => column.length > 0);
  return { columns: filled, span: Math.min(Math.max(filled.length, min), max) };
}

/**
 * A heading's tertiary items (shell spec §3.3 navigationDisplayPreferences.tertiaryDisplay): the
 * first `tertiaryDisplay` show, the rest wait behind 'See more'. No preference shows them all.
 */
export function tertiarySplit<Item>(
  items: readonly Item[],
  tertiaryDisplay: number | undefined,
): { shown: Item[]; more: Item[] } {
  if (tertiaryDisplay === undefined || items.length <= tertiaryDisplay) {
    return { shown: [...items], more: [] };
  }
  return { shown: items.slice(0, tertiaryDisplay), more: items.slice(tertiaryDisplay) };
}
