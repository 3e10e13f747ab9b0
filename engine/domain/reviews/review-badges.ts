/** Catalogue spec §3 Review: badge display order. */
export const BADGE_ORDER = ['incentivized', 'expert', 'employee', 'top50', 'top100'] as const;
export type ReviewBadge = (typeof BADGE_ORDER)[number];

/** A review's badges in display order, each once; a badge the spec does not name is not shown. */
export function orderedBadges(badges: readonly string[]): ReviewBadge[] {
  return BADGE_ORDER.filter((badge) => badges.includes(badge));
}
