/**
 * Whether the review list shows the rating distribution (shell spec §9: flag ratingDistribution
 * 0/1, default 0): the flag turns it on for a request (cookie, query string, environment), the
 * ProductReviews section's showRatingDistribution prop for a brand's composition. Apart from the
 * rows (rating-distribution.ts) because the summary decides and the lazy list draws.
 */
export function showsDistribution(flag: unknown, sectionProp: boolean): boolean {
  return flag === 1 || sectionProp;
}
