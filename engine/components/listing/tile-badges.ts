import type { Badge } from '../../../schemas/api/generated/types.ts';

/**
 * The text badges a tile shows (catalogue spec §3: expiration_date in epoch seconds, expired
 * badges ignored; §9: text badges per tile, 1 on most brands and 4 on Free People and Urban
 * Outfitters, limits.listing.textBadgesPerTile), in merchandising order.
 */
export function tileBadges(
  badges: readonly Badge[] | undefined,
  perTile: number,
  nowMs: number,
): Badge[] {
  const nowSeconds = nowMs / 1000;
  return (badges ?? [])
    .filter((badge) => badge.expiration_date == null || badge.expiration_date > nowSeconds)
    .map((badge, index) => ({ badge, index }))
    .sort(
      (a, b) =>
        (a.badge.merchandising_order ?? Infinity) - (b.badge.merchandising_order ?? Infinity) ||
        a.index - b.index,
    )
    .slice(0, Math.max(0, perTile))
    .map(({ badge }) => badge);
}

/** A badge type's string key: NEW_ARRIVAL -> listing.badge.newArrival. */
export function badgeKey(type: string): string {
  const camel = type
    .toLowerCase()
    .replace(/[^a-z0-9]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, '');
  return `listing.badge.${camel}`;
}
