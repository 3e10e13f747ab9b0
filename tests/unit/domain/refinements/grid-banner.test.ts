import { describe, expect, it } from 'vitest';
import {
  bannerIndex,
  bannerShown,
  listingPageCount,
  listingWindow,
} from '../../../../engine/domain/refinements/grid-banner.ts';

/**
 * The 2x1 banner tile (catalogue spec §3 listings and §9 tiles per page 72; issue 11: the banner
 * takes two slots and counts as two tiles of its page).
 */
const base = { hasBanner: true, filtered: false, pageSize: 72 };

describe('grid banner: when it shows (catalogue spec §3)', () => {
  it.each([
    ['a category with a banner, unfiltered', base, true],
    ['no banner', { ...base, hasBanner: false }, false],
    ['filtered by the shopper', { ...base, filtered: true }, false],
    ['a page too small for it and one product', { ...base, pageSize: 2 }, false],
    ['a page of three: the banner and one product', { ...base, pageSize: 3 }, true],
  ])('%s', (_rule, placement, shown) => {
    expect(bannerShown(placement)).toBe(shown);
  });
});

describe('grid banner: the products each page asks for (two tiles of page 1)', () => {
  it.each([
    ['page 1 asks for 70', { ...base, page: 1 }, { skip: 0, pageSize: 70 }],
    ['page 2 starts after those 70', { ...base, page: 2 }, { skip: 70, pageSize: 72 }],
    ['page 3 follows on', { ...base, page: 3 }, { skip: 142, pageSize: 72 }],
    ['no banner: plain pages', { ...base, hasBanner: false, page: 2 }, { skip: 72, pageSize: 72 }],
    ['filtered: plain pages', { ...base, filtered: true, page: 1 }, { skip: 0, pageSize: 72 }],
  ])('%s', (_rule, placement, window) => {
    expect(listingWindow(placement)).toEqual(window);
  });
});

describe('grid banner: page count counts the banner as two tiles', () => {
  it.each([
    [0, base, 0],
    [70, base, 1],
    [71, base, 2],
    [142, base, 2],
    [143, base, 3],
    [72, { ...base, hasBanner: false }, 1],
    [71, { ...base, filtered: true }, 1],
  ])('%i products', (total, placement, pages) => {
    expect(listingPageCount(total, placement)).toBe(pages);
  });
});

describe('grid banner: its position is limits.listing.banner2x1Slots', () => {
  it.each([
    ['slot 2 goes before the second product', 2, 70, 1],
    ['slot 1 is the first tile', 1, 70, 0],
    ['slot 5', 5, 70, 4],
    ['a slot past the products goes last', 9, 3, 3],
    ['a nonsense slot is the first', 0, 70, 0],
  ])('%s', (_rule, slot, products, index) => {
    expect(bannerIndex(slot, products, { ...base, page: 1 })).toBe(index);
  });

  it('no banner on page 2 or filtered', () => {
    expect(bannerIndex(2, 72, { ...base, page: 2 })).toBeUndefined();
    expect(bannerIndex(2, 72, { ...base, page: 1, filtered: true })).toBeUndefined();
  });
});
