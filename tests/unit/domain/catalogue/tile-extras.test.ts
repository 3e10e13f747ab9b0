import { describe, expect, it } from 'vitest';
import { highlightBuckets } from '../../../../engine/domain/catalogue/highlights.ts';
import { retailStock } from '../../../../engine/domain/catalogue/retail-stock.ts';
import { tileImageLoading } from '../../../../engine/domain/catalogue/tile-image-loading.ts';
import { tileSwatches } from '../../../../engine/domain/catalogue/tile-swatches.ts';
import { vintageCondition } from '../../../../engine/domain/catalogue/vintage-condition.ts';
import { recommendShown } from '../../../../engine/domain/reviews/recommend-shown.ts';

// catalogue spec §9: "Badge buckets: primary highlights at most 4, secondary at most 6."
describe('highlight buckets (catalogue spec §3 highlights, §9 badge buckets)', () => {
  const limits = { primaryHighlightsMax: 4, secondaryHighlightsMax: 6 };
  const many = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);
  it.each([
    ['primary cut at its maximum', { facets: { highlights: many('p', 6) } }, limits, 4, 0],
    ['secondary cut at its maximum', { dynamicHighlights: many('s', 9) }, limits, 0, 6],
    [
      'a configured maximum of 2 and 1',
      { facets: { highlights: many('p', 6) }, dynamicHighlights: many('s', 6) },
      { primaryHighlightsMax: 2, secondaryHighlightsMax: 1 },
      2,
      1,
    ],
    [
      'a maximum of 0 shows none',
      { facets: { highlights: ['a'] } },
      { ...limits, primaryHighlightsMax: 0 },
      0,
      0,
    ],
    ['nothing given', {}, limits, 0, 0],
  ])('%s', (_rule, product, max, primary, secondary) => {
    const buckets = highlightBuckets(product, max);
    expect([buckets.primary.length, buckets.secondary.length]).toEqual([primary, secondary]);
  });

  it('shows a line once, in the first bucket, and drops blank lines', () => {
    expect(
      highlightBuckets(
        {
          facets: { highlights: ['Organic cotton', ' '] },
          dynamicHighlights: ['organic cotton', 'Machine wash'],
        },
        limits,
      ),
    ).toEqual({ primary: ['Organic cotton'], secondary: ['Machine wash'] });
  });
});

// catalogue spec §9: "Vintage condition levels 7."
describe('vintage condition (catalogue spec §3 isVintage, §9 levels 7)', () => {
  it.each([
    [
      'top of the scale is like new',
      { isVintage: true, vintageCondition: 7 },
      7,
      { level: 7, levels: 7, grade: 'likeNew' },
    ],
    [
      '5 of 7 is excellent',
      { isVintage: true, vintageCondition: 5 },
      7,
      { level: 5, levels: 7, grade: 'excellent' },
    ],
    [
      '4 of 7 is good',
      { isVintage: true, vintageCondition: 4 },
      7,
      { level: 4, levels: 7, grade: 'good' },
    ],
    [
      '2 of 7 is fair',
      { isVintage: true, vintageCondition: 2 },
      7,
      { level: 2, levels: 7, grade: 'fair' },
    ],
    [
      '5 on a scale of 5 is like new',
      { isVintage: true, vintageCondition: 5 },
      5,
      { level: 5, levels: 5, grade: 'likeNew' },
    ],
    [
      'above the scale is its top',
      { isVintage: true, vintageCondition: 9 },
      7,
      { level: 7, levels: 7, grade: 'likeNew' },
    ],
    ['not vintage: nothing', { isVintage: false, vintageCondition: 5 }, 7, undefined],
    ['no level: nothing', { isVintage: true }, 7, undefined],
    ['a fraction: nothing', { isVintage: true, vintageCondition: 2.5 }, 7, undefined],
    ['zero: nothing', { isVintage: true, vintageCondition: 0 }, 7, undefined],
  ])('%s', (_rule, product, levels, expected) => {
    expect(vintageCondition(product, levels)).toEqual(expected);
  });
});

// catalogue spec §9: "Colour swatches per tile 4"; flag plpAllColorOptions shows every colour.
describe('tile swatches (catalogue spec §9 swatches per tile; plpAllColorOptions)', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];
  it.each([
    ['flag off: up to 4 and +2', six, 6, false, 4, 4, 2],
    ['flag on: all six, no +N', six, 6, true, 4, 6, 0],
    ['flag off, a count beyond the swatches given', six.slice(0, 4), 9, false, 4, 4, 5],
    ['fewer than 4: no +N', ['a', 'b'], 2, false, 4, 2, 0],
    ['a configured 3 per tile', six, 6, false, 3, 3, 3],
  ])('%s', (_rule, swatches, count, allColors, perTile, shown, more) => {
    const result = tileSwatches(swatches, count, { allColors, perTile });
    expect([result.shown.length, result.more]).toEqual([shown, more]);
  });
});

// The lazyThumbnails flag (0, 1, 2): which tile images load lazily.
describe('tile image loading (flag lazyThumbnails)', () => {
  it.each([
    [0, [0, 3, 4, 10], ['priority', 'priority', 'lazy', 'lazy']],
    [1, [0, 1, 3, 10], ['priority', 'lazy', 'lazy', 'lazy']],
    [2, [0, 3, 4, 10], ['priority', 'priority', 'eager', 'eager']],
    ['junk', [0, 4], ['priority', 'lazy']],
  ])('flag %s', (flag, indexes, expected) => {
    expect(indexes.map((index) => tileImageLoading(index, flag, 4))).toEqual(expected);
  });
});

// catalogue spec §9: "Retail stock threshold 5."
describe('in-store stock (catalogue spec §9 retail stock threshold 5)', () => {
  it.each([
    ['plenty', { availableStatus: 'available', stockLevel: 12 }, 5, { state: 'available' }],
    [
      'at the threshold: low',
      { availableStatus: 'available', stockLevel: 5 },
      5,
      { state: 'low', count: 5 },
    ],
    ['one left', { availableStatus: 'available', stockLevel: 1 }, 5, { state: 'low', count: 1 }],
    [
      'a threshold of 2',
      { availableStatus: 'available', stockLevel: 3 },
      2,
      { state: 'available' },
    ],
    [
      'zero is unavailable',
      { availableStatus: 'available', stockLevel: 0 },
      5,
      { state: 'unavailable' },
    ],
    [
      'unavailable status',
      { availableStatus: 'unavailable', stockLevel: 3 },
      5,
      { state: 'unavailable' },
    ],
    ['no pool', undefined, 5, { state: 'unavailable' }],
  ])('%s', (_rule, pool, threshold, expected) => {
    expect(retailStock(pool, threshold)).toEqual(expected);
  });
});

// catalogue spec §9: "Recommendation average minimum 65 is configured."
describe('recommend share shown (catalogue spec §9 recommendation average minimum 65)', () => {
  it.each([
    [80, 10, 65, true],
    [65, 10, 65, true],
    [64, 10, 65, false],
    [50, 10, 40, true],
    [0, 0, 0, false],
    [Number.NaN, 3, 0, false],
  ])('%d%% of %d reviews, minimum %d: %s', (percent, total, minimum, shown) => {
    expect(recommendShown(percent, total, minimum)).toBe(shown);
  });
});
