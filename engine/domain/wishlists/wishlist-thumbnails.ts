/**
 * A list's thumbnail strip on the lists page: the image ids of its newest lines, one per style
 * and colour, at most `max` (catalogue spec §3 "Tile images are built from styleNumber, colour code
 * and view code"; the first view, 'b', is every colour's).
 */
export interface ThumbnailLine {
  readonly product: { readonly styleNumber: string; readonly colorId: string } | null;
}

/** A line's image id: its style and colour, first view; undefined without both. */
export function lineImageId(
  product: { readonly styleNumber: string; readonly colorId: string } | null,
): string | undefined {
  if (!product || !product.styleNumber || !product.colorId) return undefined;
  return `${product.styleNumber}_${product.colorId}_b`;
}

export function thumbnailImageIds(lines: readonly ThumbnailLine[], max: number): string[] {
  const ids: string[] = [];
  for (const line of lines) {
    if (ids.length >= max) break;
    const id = lineImageId(line.product);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
