/**
 * The top-rated badge (catalogue spec §4 Reviews, §9): at least 3 reviews and an average of at
 * least 4.5 (4.6 for Free People); a brand's limits.reviews may override both thresholds.
 */
export interface TopRatedThresholds {
  readonly topRatedMinCount: number;
  readonly topRatedMinAverage: number;
}

export const TOP_RATED_DEFAULTS: TopRatedThresholds = {
  topRatedMinCount: 3,
  topRatedMinAverage: 4.5,
};

export function isTopRated(
  summary: { readonly count: number; readonly averageRating: number } | undefined,
  thresholds: TopRatedThresholds = TOP_RATED_DEFAULTS,
): boolean {
  if (!summary) return false;
  return (
    summary.count >= thresholds.topRatedMinCount &&
    summary.averageRating >= thresholds.topRatedMinAverage
  );
}
