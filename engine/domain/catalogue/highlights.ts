/**
 * A product's highlight lines (catalogue spec §3 facets.highlights and dynamicHighlights; §9
 * "Badge buckets: primary highlights at most 4, secondary at most 6"). Pure.
 *
 * Primary highlights are the merchandised ones (facets.highlights), secondary the generated ones
 * (dynamicHighlights); a line is shown once, in the first bucket that has it, and blank lines are
 * dropped. Each bucket is cut at its maximum (limits.listing.primaryHighlightsMax and
 * secondaryHighlightsMax).
 */
export interface HighlightBuckets {
  readonly primary: readonly string[];
  readonly secondary: readonly string[];
}

export function highlightBuckets(
  product: {
    readonly facets?: { readonly highlights?: readonly string[] };
    readonly dynamicHighlights?: readonly string[];
  },
  limits: { readonly primaryHighlightsMax: number; readonly secondaryHighlightsMax: number },
): HighlightBuckets {
  const seen = new Set<string>();
  const bucket = (lines: readonly string[] | undefined, max: number): string[] => {
    const kept: string[] = [];
    for (const raw of lines ?? []) {
      if (kept.length >= max) break;
      const line = typeof raw === 'string' ? raw.trim() : '';
      const key = line.toLowerCase();
      if (!line || seen.has(key)) continue;
      seen.add(key);
      kept.push(line);
    }
    return kept;
  };
  const primary = bucket(product.facets?.highlights, Math.max(0, limits.primaryHighlightsMax));
  const secondary = bucket(product.dynamicHighlights, Math.max(0, limits.secondaryHighlightsMax));
  return { primary, secondary };
}
