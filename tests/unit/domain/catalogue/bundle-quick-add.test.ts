import { describe, expect, it } from 'vitest';
import type { PieceEntry, PieceSku } from '../../../../engine/domain/catalogue/bundle-quick-add.ts';
import {
  chooseColour,
  colourOptions,
  initialChoice,
  needsChoice,
  pieceProblem,
  piecePrice,
  piecesOf,
  readySku,
  setToBag,
  sizeOptions,
} from '../../../../engine/domain/catalogue/bundle-quick-add.ts';

/** "Shop the Set" quick add (issue 11; catalogue spec §7 bundles call, §4 stock states). */
/** A sku with stock (1000 available) or none (1111 unavailable), as the API codes it (§3, §4). */
const sku = (
  skuId: string,
  colorId: string,
  size: string,
  stockLevel: number,
  extra: Partial<PieceSku> = {},
): PieceSku => ({
  skuId,
  colorId,
  fitId: 'regular',
  size,
  listPrice: 98,
  salePrice: 98,
  availabilityCode: stockLevel > 0 ? 1000 : 1111,
  ...extra,
});

const piece = (productId: string, skus: PieceSku[], colours = ['041', '060']): PieceEntry => ({
  product: { productId, displayName: productId },
  skuInfo: {
    primarySlice: {
      sliceItems: colours.map((code) => ({
        code,
        displayName: code === '041' ? 'Navy' : 'Red',
        images: [`AN_${code}_b`],
      })),
    },
    secondarySlice: {
      sliceItems: [
        { code: 'regular', displayName: 'Regular' },
        { code: 'petite', displayName: 'Petite' },
      ],
    },
    skus,
  },
});

const top = piece('top', [
  sku('top-navy-s', '041', 'S', 3),
  sku('top-navy-m', '041', 'M', 0),
  sku('top-red-s', '060', 'S', 2, { salePrice: 68 }),
  sku('top-red-m', '060', 'M', 1, { salePrice: 68 }),
]);
const scarf = piece('scarf', [sku('scarf-navy-os', '041', 'One Size', 5)], ['041']);
const soldOut = piece('sold-out', [sku('so-navy-s', '041', 'S', 0)], ['041']);

describe('what a shopper may pick (§4 stock states, §7 exclude-filter oos-color)', () => {
  it.each([
    ['a colour with a sellable sku', top, ['041', '060']],
    ['none when every sku is sold out (a stale answer)', soldOut, []],
    [
      'not a colour whose only skus are discontinued',
      piece('d', [sku('d-navy', '041', 'S', 4, { availabilityCode: 1005 })], ['041']),
      [],
    ],
    [
      'a backordered colour',
      piece('b', [sku('b-navy', '041', 'S', 0, { availabilityCode: 1003 })], ['041']),
      ['041'],
    ],
  ])('colours: %s', (_, entry, codes) => {
    expect(colourOptions(entry).map((colour) => colour.code)).toEqual(codes);
  });

  it('offers only sellable sizes of the colour', () => {
    expect(sizeOptions(top, '041')).toEqual([{ skuId: 'top-navy-s', label: 'S' }]);
    expect(sizeOptions(top, '060').map((size) => size.skuId)).toEqual(['top-red-s', 'top-red-m']);
  });

  it('names the fit only when the piece comes in more than one', () => {
    const fits = piece(
      'f',
      [sku('f-s', '041', 'S', 1), sku('f-ps', '041', 'S', 1, { fitId: 'petite' })],
      ['041'],
    );
    expect(sizeOptions(fits, '041').map((size) => size.label)).toEqual(['S, Regular', 'S, Petite']);
  });

  it('asks for a colour or size only where there is more than one', () => {
    expect(needsChoice(scarf, initialChoice(scarf))).toEqual({ colour: false, size: false });
    expect(needsChoice(top, { colorCode: '060', skuId: undefined })).toEqual({
      colour: true,
      size: true,
    });
  });
});

describe('what is picked to begin with, and on a new colour', () => {
  it('picks the first buyable colour and a size only when there is just one', () => {
    expect(initialChoice(top)).toEqual({ colorCode: '041', skuId: 'top-navy-s' });
    expect(initialChoice(scarf)).toEqual({ colorCode: '041', skuId: 'scarf-navy-os' });
    expect(initialChoice(soldOut)).toEqual({ colorCode: undefined, skuId: undefined });
  });

  it('keeps the size of the same name on a new colour', () => {
    expect(chooseColour(top, { colorCode: '041', skuId: 'top-navy-s' }, '060')).toEqual({
      colorCode: '060',
      skuId: 'top-red-s',
    });
  });

  it('clears a size the new colour does not have in stock', () => {
    expect(chooseColour(top, { colorCode: '060', skuId: 'top-red-m' }, '041')).toEqual({
      colorCode: '041',
      skuId: 'top-navy-s',
    });
    const three = piece('t', [
      sku('t-n-s', '041', 'S', 1),
      sku('t-n-l', '041', 'L', 1),
      sku('t-r-m', '060', 'M', 1),
    ]);
    expect(chooseColour(three, { colorCode: '060', skuId: 't-r-m' }, '041').skuId).toBeUndefined();
  });
});

describe('which pieces are ready for the bag', () => {
  it.each([
    ['ready as picked', { colorCode: '060', skuId: 'top-red-m' }, undefined],
    ['no colour', { colorCode: undefined, skuId: undefined }, 'chooseColour'],
    ['a colour no longer offered', { colorCode: '099', skuId: 'top-navy-s' }, 'chooseColour'],
    ['no size', { colorCode: '060', skuId: undefined }, 'chooseSize'],
    ['a sold-out size', { colorCode: '041', skuId: 'top-navy-m' }, 'chooseSize'],
    ["another colour's size", { colorCode: '060', skuId: 'top-navy-s' }, 'chooseSize'],
  ] as const)('%s', (_, choice, problem) => {
    expect(pieceProblem(top, choice)).toBe(problem);
    expect(readySku(top, choice)).toBe(problem ? undefined : choice.skuId);
  });

  it('calls a piece with nothing to buy sold out', () => {
    expect(pieceProblem(soldOut, initialChoice(soldOut))).toBe('soldOut');
  });

  it('adds the set when every buyable piece is ready, leaving a sold-out one out', () => {
    expect(
      setToBag([top, scarf, soldOut], { top: { colorCode: '060', skuId: 'top-red-s' } }),
    ).toEqual({
      ready: [
        { productId: 'top', skuId: 'top-red-s' },
        { productId: 'scarf', skuId: 'scarf-navy-os' },
      ],
    });
  });

  it('names the first piece still to choose', () => {
    expect(setToBag([scarf, top], { top: { colorCode: '060', skuId: undefined } })).toEqual({
      firstProblem: { productId: 'top', problem: 'chooseSize' },
    });
  });
});

describe('the pieces of a bundle and their prices', () => {
  it('keeps the bundle order and leaves out a piece the answer does not carry (§2.2 legal)', () => {
    const bundle = { product: { productId: 'set', bundleIds: ['scarf', 'gone', 'top'] } };
    expect(piecesOf(bundle, [top, scarf]).map((entry) => entry.product.productId)).toEqual([
      'scarf',
      'top',
    ]);
  });

  it('prices a piece as picked, from its sellable skus', () => {
    expect(piecePrice(top, '060')).toEqual({ list: 98, sale: 68 });
    expect(piecePrice(top, undefined)).toEqual({ list: 98, sale: 68 });
    expect(piecePrice(soldOut, '041')).toBeUndefined();
  });
});
