import { describe, expect, it } from 'vitest';
import {
  bagChoices,
  likesPaging,
  offsetOfQuery,
  tileOfLike,
} from '../../../../engine/domain/account/liked-products.ts';

// shell spec §7 GET /likes/v0/{siteId}/me/likes/products "offset": pages of the API's size
describe('likesPaging (shell spec §7)', () => {
  it.each([
    [
      { offset: 0, limit: 48, total: 0 },
      { pageNumber: 1, pageCount: 1 },
    ],
    [
      { offset: 0, limit: 48, total: 48 },
      { pageNumber: 1, pageCount: 1 },
    ],
    [
      { offset: 0, limit: 48, total: 49 },
      { next: 48, pageNumber: 1, pageCount: 2 },
    ],
    [
      { offset: 48, limit: 48, total: 49 },
      { previous: 0, pageNumber: 2, pageCount: 2 },
    ],
    [
      { offset: 48, limit: 48, total: 200 },
      { previous: 0, next: 96, pageNumber: 2, pageCount: 5 },
    ],
    // Past the end (likes removed elsewhere): the last page number, a way back.
    [
      { offset: 96, limit: 48, total: 10 },
      { previous: 48, pageNumber: 1, pageCount: 1 },
    ],
  ])('%o -> %o', (page, expected) => {
    expect(likesPaging(page)).toEqual(expected);
  });
});

// shell spec §2.1 hearted products paged by offset; DESIGN §8 query strings are hostile
describe('offsetOfQuery (shell spec §2.1, DESIGN §8)', () => {
  it.each([
    [null, 0],
    ['', 0],
    ['48', 48],
    ['96', 96],
    ['47', 0],
    ['-48', 0],
    ['4.8e1', 0],
    ['1e309', 0],
    ['9999999999', 0],
    ['__proto__', 0],
  ])('%s -> %i', (value, expected) => {
    expect(offsetOfQuery(value, 48)).toBe(expected);
  });
});

// shell spec §2.1 "add to cart from there"; catalogue spec §3 add to bag needs an available sku
describe('bagChoices (shell spec §2.1, catalogue spec §3)', () => {
  const sku = (skuId: string, stockLevel: number, backorder = 0) => ({
    skuId,
    colorName: 'Ivory',
    size: 'S',
    stockLevel,
    backorder,
  });
  it.each([
    [[], []],
    [[sku('a', 0)], []],
    [
      [sku('a', 3), sku('b', 0), sku('c', 0, 2)],
      ['a', 'c'],
    ],
  ])('%o -> %o', (skus, expected) => {
    expect(bagChoices(skus).map((choice) => choice.skuId)).toEqual(expected);
  });
});

// shell spec §2.1 hearted products; catalogue spec §3 tiles: image, name, price (sale as such)
describe('tileOfLike (shell spec §2.1, catalogue spec §3)', () => {
  const like = {
    productId: 'p1',
    slug: 'linen-dress',
    displayName: 'Linen Dress',
    styleNumber: '123',
  };
  const summary = {
    hasMarkdown: false,
    listPriceLow: 98,
    listPriceHigh: 98,
    salePriceLow: 98,
    salePriceHigh: 98,
  };
  const entry = (over: object = {}) => ({
    product: { links: { web: '/shop/linen-dress' } },
    skuInfo: {
      primarySlice: { sliceItems: [{ images: [] }, { images: ['123_010_b', '123_010_c'] }] },
    },
    productSummary: summary,
    ...over,
  });
  it.each([
    ['no catalogue entry', undefined, { ...like }],
    [
      'first image and price',
      entry(),
      {
        ...like,
        links: { web: '/shop/linen-dress' },
        image: '123_010_b',
        price: {
          currency: 'USD',
          listPriceLow: 98,
          listPriceHigh: 98,
          salePriceLow: 98,
          salePriceHigh: 98,
          hasMarkdown: false,
        },
      },
    ],
    [
      'no price',
      entry({ skuInfo: undefined, productSummary: { ...summary, listPriceLow: null } }),
      { ...like, links: { web: '/shop/linen-dress' } },
    ],
    [
      'on sale',
      entry({
        skuInfo: undefined,
        productSummary: { ...summary, hasMarkdown: true, salePriceLow: 49, salePriceHigh: 59 },
      }),
      {
        ...like,
        links: { web: '/shop/linen-dress' },
        price: {
          currency: 'USD',
          listPriceLow: 98,
          listPriceHigh: 98,
          salePriceLow: 49,
          salePriceHigh: 59,
          hasMarkdown: true,
        },
      },
    ],
  ])('%s', (_name, catalogue, expected) => {
    expect(tileOfLike(like, catalogue, 'USD')).toEqual(expected);
  });
});
