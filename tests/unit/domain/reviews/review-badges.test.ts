import { describe, expect, it } from 'vitest';
import { BADGE_ORDER, orderedBadges } from '../../../../engine/domain/reviews/review-badges.ts';
import { isTopRated } from '../../../../engine/domain/reviews/top-rated.ts';

describe('badge display order (catalogue spec §3 Review)', () => {
  it('is incentivized, expert, employee, top50, top100', () => {
    expect(BADGE_ORDER).toEqual(['incentivized', 'expert', 'employee', 'top50', 'top100']);
  });

  it.each([
    [
      ['top100', 'incentivized'],
      ['incentivized', 'top100'],
    ],
    [
      ['employee', 'expert', 'top50'],
      ['expert', 'employee', 'top50'],
    ],
    [['made-up', 'top50', 'top50'], ['top50']],
    [[], []],
  ])('%j shows as %j', (given, shown) => {
    expect(orderedBadges(given)).toEqual(shown);
  });
});

describe('top-rated badge (catalogue spec §4 Reviews, §9)', () => {
  const brand = { topRatedMinCount: 3, topRatedMinAverage: 4.5 };
  const freePeople = { topRatedMinCount: 3, topRatedMinAverage: 4.6 };
  it.each([
    ['3 reviews at 4.5', { count: 3, averageRating: 4.5 }, brand, true],
    ['2 reviews at 5', { count: 2, averageRating: 5 }, brand, false],
    ['40 reviews at 4.49', { count: 40, averageRating: 4.49 }, brand, false],
    ['Free People: 10 at 4.5', { count: 10, averageRating: 4.5 }, freePeople, false],
    ['Free People: 10 at 4.6', { count: 10, averageRating: 4.6 }, freePeople, true],
    [
      'a config of 10 reviews: 9 at 5',
      { count: 9, averageRating: 5 },
      { ...brand, topRatedMinCount: 10 },
      false,
    ],
  ])('%s: %s', (_name, summary, thresholds, expected) => {
    expect(isTopRated(summary, thresholds)).toBe(expected);
  });

  it('a product without reviews is not top rated', () => {
    expect(isTopRated(undefined, brand)).toBe(false);
  });
});
