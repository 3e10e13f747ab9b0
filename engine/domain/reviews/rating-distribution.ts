/**
 * The rating distribution (shell spec §9 flag ratingDistribution): one row per star rating, 5 down
 * to 1, with its share of all reviews as a whole percent.
 */
export interface DistributionRow {
  readonly rating: number;
  readonly count: number;
  readonly percent: number;
}

export function distributionRows(
  distribution: readonly { readonly rating: number; readonly count: number }[],
): DistributionRow[] {
  const counts = new Map(distribution.map((row) => [row.rating, Math.max(0, row.count)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return [5, 4, 3, 2, 1].map((rating) => {
    const count = counts.get(rating) ?? 0;
    return { rating, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

/** Share of reviewers who recommend the product, a whole percent (0 without reviews). */
export function recommendPercent(recommended: number, total: number): number {
  return total > 0 ? Math.round((Math.max(0, recommended) / total) * 100) : 0;
}
