import { describe, expect, it } from 'vitest';
import { priceRanges } from '../../../../engine/domain/refinements/price-ranges.ts';

/** The sale price facet's choices (catalogue spec §3: Range low, high; shell spec §5 low-high). */
describe('price ranges', () => {
  it.each([
    [18, 248, ['0-100', '100-200', '200-300']],
    [10, 50, ['10-20', '20-30', '30-40', '40-50']],
    [40, 40, ['40-41']],
    [0, 7, ['0-2', '2-4', '4-6', '6-8']],
  ])('bounds %i to %i offer round ranges covering them', (low, high, values) => {
    expect(priceRanges(low, high).map((range) => range.value)).toEqual(values);
  });

  it('offers nothing without bounds', () => {
    expect(priceRanges(null, null)).toEqual([]);
    expect(priceRanges(undefined, 10)).toEqual([]);
    expect(priceRanges(50, 10)).toEqual([]);
  });

  it('keeps a chosen range that is not one of them (a shared link), in order', () => {
    expect(priceRanges(10, 50, ['15-25', '10-20', 'bad']).map((range) => range.value)).toEqual([
      '10-20',
      '15-25',
      '20-30',
      '30-40',
      '40-50',
    ]);
  });

  it('every range is valid for the API (digits-digits, low not above high)', () => {
    for (const range of priceRanges(3, 987)) {
      expect(range.value).toMatch(/^\d+-\d+$/);
      expect(range.low).toBeLessThan(range.high);
    }
  });
});
