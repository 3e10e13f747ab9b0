/**
 * The colour swatches a tile shows (catalogue spec §9 "Colour swatches per tile 4"; the
 * plpAllColorOptions flag): with the flag on, every colour; otherwise up to swatchesPerTile, and
 * the colours left out counted as "+N". Pure.
 */
export function tileSwatches<Swatch>(
  swatches: readonly Swatch[],
  colorCount: number | undefined,
  options: { readonly allColors: boolean; readonly perTile: number },
): { readonly shown: readonly Swatch[]; readonly more: number } {
  const shown = options.allColors ? swatches : swatches.slice(0, Math.max(0, options.perTile));
  const total = Math.max(colorCount ?? 0, swatches.length);
  return { shown, more: Math.max(0, total - shown.length) };
}
