import { describe, expect, it } from 'vitest';
import { showsDistribution } from '../../../../engine/domain/reviews/distribution-shown.ts';
import {
  distributionRows,
  recommendPercent,
} from '../../../../engine/domain/reviews/rating-distribution.ts';

describe('rating distribution (shell spec §9 flag ratingDistribution 0/1)', () => {
  it.each([
    [0, false, false],
    [1, false, true],
    [undefined, false, false],
    [0, true, true],
  ])('flag %s with the section prop %s shows it: %s', (flag, prop, shown) => {
    expect(showsDistribution(flag, prop)).toBe(shown);
  });

  it('one row per rating, 5 to 1, with whole percents of all reviews', () => {
    expect(
      distributionRows([
        { rating: 5, count: 6 },
        { rating: 4, count: 3 },
        { rating: 1, count: 1 },
      ]),
    ).toEqual([
      { rating: 5, count: 6, percent: 60 },
      { rating: 4, count: 3, percent: 30 },
      { rating: 3, count: 0, percent: 0 },
      { rating: 2, count: 0, percent: 0 },
      { rating: 1, count: 1, percent: 10 },
    ]);
    expect(distributionRows([]).every((row) => row.percent === 0)).toBe(true);
  });

  it.each([
    [7, 10, 70],
    [2, 3, 67],
    [0, 0, 0],
  ])('%d of %d recommend: %d%%', (recommended, total, percent) => {
    expect(recommendPercent(recommended, total)).toBe(percent);
  });
});
