/**
 * The rewards page's rules (shell spec §2.1 /account/rewards for some brands, §3.2 loyalty
 * rewards, §4 and §8 'rewards-account-required'): awards usable now first (soonest to expire
 * first), then the others newest first; each marked by what the shopper can do with it.
 */

export interface AwardPart {
  readonly key: string;
  readonly createDate: string;
  readonly startDate: string;
  readonly expiryDate: string;
  readonly statusCode: string;
}

/** active: usable now; upcoming: not yet; expired: past its date; used: redeemed or cancelled. */
export type AwardState = 'active' | 'upcoming' | 'expired' | 'used';

/** An award's state on `today` (an ISO date, YYYY-MM-DD; the award's dates are whole days). */
export function awardState(award: AwardPart, today: string): AwardState {
  const code = award.statusCode.toUpperCase();
  if (code === 'REDEEMED' || code === 'USED' || code === 'CANCELLED' || code === 'VOID')
    return 'used';
  if (code === 'EXPIRED' || award.expiryDate < today) return 'expired';
  if (award.startDate > today) return 'upcoming';
  return 'active';
}

/** The awards in the page's order, each with its state. */
export function rewardsInOrder<Award extends AwardPart>(
  awards: readonly Award[],
  today: string,
): { award: Award; state: AwardState }[] {
  const rank: Readonly<Record<AwardState, number>> = {
    active: 0,
    upcoming: 1,
    used: 2,
    expired: 2,
  };
  return awards
    .map((award) => ({ award, state: awardState(award, today) }))
    .sort((a, b) => {
      if (rank[a.state] !== rank[b.state]) return rank[a.state] - rank[b.state];
      if (rank[a.state] < 2) return a.award.expiryDate.localeCompare(b.award.expiryDate);
      return b.award.createDate.localeCompare(a.award.createDate);
    });
}

/** What the rewards read means for the page: the API's 404 LOYALTY_ACCOUNT_REQUIRED (§8). */
export function rewardsFailure(error: {
  readonly status?: number;
  readonly code?: string;
}): 'account-required' | 'failed' {
  return error.status === 404 && error.code === 'LOYALTY_ACCOUNT_REQUIRED'
    ? 'account-required'
    : 'failed';
}
