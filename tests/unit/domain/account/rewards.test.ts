import { describe, expect, it } from 'vitest';
import {
  awardState,
  rewardsFailure,
  rewardsInOrder,
} from '../../../../engine/domain/account/rewards.ts';

const award = (
  key: string,
  statusCode: string,
  start: string,
  expiry: string,
  created = start,
) => ({
  key,
  statusCode,
  createDate: created,
  startDate: start,
  expiryDate: expiry,
});
const TODAY = '2026-11-27';

// shell spec §3.2 loyalty rewards: awards with dates and status
describe('awardState (shell spec §3.2 loyalty rewards)', () => {
  it.each([
    ['ACTIVE', '2026-01-01', '2026-12-31', 'active'],
    ['ACTIVE', '2026-11-27', '2026-11-27', 'active'],
    ['ACTIVE', '2026-12-01', '2027-01-31', 'upcoming'],
    ['ACTIVE', '2025-01-01', '2026-11-26', 'expired'],
    ['EXPIRED', '2026-01-01', '2026-12-31', 'expired'],
    ['REDEEMED', '2026-01-01', '2026-12-31', 'used'],
    ['redeemed', '2026-01-01', '2025-12-31', 'used'],
    ['CANCELLED', '2026-01-01', '2026-12-31', 'used'],
  ])('%s %s..%s -> %s', (status, start, expiry, expected) => {
    expect(awardState(award('a', status, start, expiry), TODAY)).toBe(expected);
  });
});

// shell spec §3.2: usable awards first, soonest to expire first; the rest newest first
describe('rewardsInOrder (shell spec §3.2)', () => {
  it('orders active, upcoming, then used and expired newest first', () => {
    const awards = [
      award('old-used', 'REDEEMED', '2025-03-14', '2025-06-30'),
      award('late', 'ACTIVE', '2026-01-01', '2027-12-31'),
      award('soon', 'ACTIVE', '2026-01-01', '2026-12-01'),
      award('next', 'ACTIVE', '2026-12-15', '2027-01-31'),
      award('expired', 'ACTIVE', '2026-01-01', '2026-02-01', '2026-01-01'),
    ];
    expect(rewardsInOrder(awards, TODAY).map(({ award: a, state }) => `${a.key}:${state}`)).toEqual(
      ['soon:active', 'late:active', 'next:upcoming', 'expired:expired', 'old-used:used'],
    );
  });
  it('an empty list stays empty', () => {
    expect(rewardsInOrder([], TODAY)).toEqual([]);
  });
});

// shell spec §4 "Store rewards show rewards-account-required", §8 user messages
describe('rewardsFailure (shell spec §4, §8 rewards-account-required)', () => {
  it.each([
    [{ status: 404, code: 'LOYALTY_ACCOUNT_REQUIRED' }, 'account-required'],
    [{ status: 404, code: 'NOT_FOUND' }, 'failed'],
    [{ status: 500, code: 'LOYALTY_ACCOUNT_REQUIRED' }, 'failed'],
    [{}, 'failed'],
  ])('%o -> %s', (error, expected) => {
    expect(rewardsFailure(error)).toBe(expected);
  });
});
