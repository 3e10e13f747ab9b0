export interface Badge {
  readonly type: string;
  readonly expiration_date?: number | null;
  readonly merchandising_order?: number | null;
  readonly [key: string]: unknown;
}

/**
 * Badges still in force, in merchandising order (catalogue spec §3: expiration_date is epoch
 * seconds; expired badges are ignored).
 */
export function activeBadges(badges: unknown, nowMs = Date.now()): Badge[] {
  if (!Array.isArray(badges)) return [];
  const nowSeconds = nowMs / 1000;
  return (badges as Badge[])
    .filter((badge) => typeof badge?.type === 'string')
    .filter((badge) => badge.expiration_date == null || Number(badge.expiration_date) > nowSeconds)
    .sort((a, b) => (a.merchandising_order ?? 0) - (b.merchandising_order ?? 0));
}
