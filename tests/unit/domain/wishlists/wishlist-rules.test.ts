import { describe, expect, it } from 'vitest';
import { isWishlistId } from '../../../../engine/domain/wishlists/wishlist-id.ts';
import {
  canMoveToBag,
  moveTargets,
  wishlistLineState,
} from '../../../../engine/domain/wishlists/wishlist-line.ts';
import type { WishlistLinePart } from '../../../../engine/domain/wishlists/wishlist-line.ts';
import {
  cleanWishlistName,
  WISHLIST_NAME_MAX,
  wishlistNameProblem,
} from '../../../../engine/domain/wishlists/wishlist-name.ts';
import { thumbnailImageIds } from '../../../../engine/domain/wishlists/wishlist-thumbnails.ts';
import { tileOfWishlistLine } from '../../../../engine/domain/wishlists/wishlist-tile.ts';

// catalogue spec §3 Wish list (a list with an id and items); names designed with the API's
// shared wishlistName rule: 1 to 50 characters, unique among the shopper's lists.
describe('wishlistNameProblem (catalogue spec §3 Wish list, designed name rule)', () => {
  it.each([
    ['Birthday', [], undefined],
    ['  Birthday  ', [], undefined],
    ['', [], 'required'],
    ['   \t ', [], 'required'],
    ['x'.repeat(WISHLIST_NAME_MAX), [], undefined],
    ['x'.repeat(WISHLIST_NAME_MAX + 1), [], 'tooLong'],
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    ['🎁'.repeat(WISHLIST_NAME_MAX), [], undefined],
    ['Wish List', ['Wish List'], 'taken'],
    ['wish  LIST', ['Wish List'], 'taken'],
    ['Wish List 2', ['Wish List'], undefined],
  ] as const)('%j among %j: %s', (typed, others, expected) => {
    expect(wishlistNameProblem(typed, others)).toBe(expected);
  });

  it('is 50 characters at most, as the API schema says', () => {
    expect(WISHLIST_NAME_MAX).toBe(50);
  });

  it.each([
    ['  Summer   trip  ', 'Summer trip'],
    ['Gifts\n\tfor Mum', 'Gifts for Mum'],
    ['Plain', 'Plain'],
  ])('cleans %j to %j', (typed, clean) => {
    expect(cleanWishlistName(typed)).toBe(clean);
  });
});

// catalogue spec §2.1 routes: /wishlist/{id}; the id comes from the address bar (hostile).
describe('isWishlistId (catalogue spec §2.1 /wishlist/{id})', () => {
  it.each([
    ['0b7c4c8e-5f0a-4e8e-9a57-2d1f0c3b9a11', true],
    ['0B7C4C8E-5F0A-4E8E-9A57-2D1F0C3B9A11', true],
    ['abc', false],
    ['', false],
    [undefined, false],
    ['0b7c4c8e-5f0a-4e8e-9a57-2d1f0c3b9a11/../x', false],
    ['<script>', false],
  ])('%j: %s', (value, expected) => {
    expect(isWishlistId(value)).toBe(expected);
  });
});

const line = (availableStatus: 'available' | 'backordered' | 'discontinued' | 'unavailable') =>
  ({ product: { availableStatus } }) satisfies WishlistLinePart;

// catalogue spec §3 Wish list (product, sku, pool, quantity) and §3 availableStatus.
describe('wishlistLineState and canMoveToBag (catalogue spec §3)', () => {
  it.each([
    [line('available'), 'available', true],
    [line('backordered'), 'backordered', true],
    [line('discontinued'), 'soldOut', false],
    [line('unavailable'), 'soldOut', false],
    [{ product: null }, 'gone', false],
  ] as const)('%j is %s, to the bag: %s', (part, state, bag) => {
    expect(wishlistLineState(part)).toBe(state);
    expect(canMoveToBag(part)).toBe(bag);
  });

  it('moves only to the shopper’s other lists, in their order', () => {
    const lists = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(moveTargets(lists, 'b')).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(moveTargets([{ id: 'a' }], 'a')).toEqual([]);
  });
});

// catalogue spec §3 "Tile images are built from styleNumber, colour code and view code".
describe('thumbnailImageIds (catalogue spec §3 tile images)', () => {
  const of = (styleNumber: string, colorId: string) => ({ product: { styleNumber, colorId } });
  it.each([
    [[], 4, []],
    [[of('AN-1-001', '010')], 4, ['AN-1-001_010_b']],
    [
      [of('AN-1-001', '010'), of('AN-1-001', '010'), of('AN-1-001', '020')],
      4,
      ['AN-1-001_010_b', 'AN-1-001_020_b'],
    ],
    [[{ product: null }, of('AN-2-002', '030')], 4, ['AN-2-002_030_b']],
    [[of('A', '1'), of('B', '1'), of('C', '1')], 2, ['A_1_b', 'B_1_b']],
  ])('%j (max %i) -> %j', (lines, max, ids) => {
    expect(thumbnailImageIds(lines, max)).toEqual(ids);
  });
});

// catalogue spec §3 tiles (name, image from style and colour, price with its sale) for a line.
describe('tileOfWishlistLine (catalogue spec §3 tiles)', () => {
  const product = (listPrice: number | null, salePrice: number | null) => ({
    displayName: 'Linen Dress',
    slug: 'linen-dress',
    styleNumber: 'AN-1-001',
    colorId: '010',
    listPrice,
    salePrice,
    currency: 'USD' as const,
  });
  const price = (list: number, sale: number) => ({
    currency: 'USD',
    listPriceLow: list,
    listPriceHigh: list,
    salePriceLow: sale,
    salePriceHigh: sale,
    hasMarkdown: sale < list,
  });
  it.each([
    [product(100, 100), price(100, 100)],
    [product(100, 80), price(100, 80)],
    [product(100, null), price(100, 100)],
    [product(null, 60), price(60, 60)],
    [product(100, 120), price(100, 100)],
    [product(null, null), undefined],
  ])('%j is priced %j', (part, expected) => {
    const tile = tileOfWishlistLine({ productId: 'P1', product: part });
    expect(tile).toMatchObject({ displayName: 'Linen Dress', image: 'AN-1-001_010_b' });
    expect((tile as { price?: unknown }).price).toEqual(expected);
  });

  it('a product gone from the catalogue is its id only', () => {
    expect(tileOfWishlistLine({ productId: 'P1', product: null })).toEqual({ productId: 'P1' });
  });
});
