/**
 * Whether the review summary says "N% recommend this product" (catalogue spec §9
 * "Recommendation average minimum 65 is configured"): only when there are reviews and the share
 * reaches limits.reviews.recommendationAverageMin; a low share is not advertised. Pure.
 */
export function recommendShown(percent: number, totalReviews: number, minimum: number): boolean {
  return totalReviews > 0 && Number.isFinite(percent) && percent >= minimum;
}
