import { describe, expect, it } from 'vitest';
import type {
  SelectableProduct,
  SelectableSku,
  SelectionOptions,
  SelectionRequest,
} from '../../../../engine/domain/selection/product-selection.ts';
import {
  addToBagProblem,
  MESSAGE_OF_CODE,
  requestOfSku,
  resolveSelection,
} from '../../../../engine/domain/selection/product-selection.ts';

/** A sku: colour, fit, size and stock. */
const sku = (colorId: string, fitId: string, size: string, stockLevel = 10): SelectableSku => ({
  skuId: `${colorId}-${fitId}-${size}`,
  colorId,
  fitId,
  sizeId: `id-${size.toLowerCase()}`,
  size,
  stockLevel,
  backorder: 0,
  availableStatus: 'available',
  isDropShip: false,
});

// Ivory (001) sold out in every size; Sage (030) in stock; Navy (040) with petite sold out and
// size L sold out in regular but in stock in tall.
const product: SelectableProduct = {
  colors: [
    { code: '001', displayName: 'Ivory' },
    { code: '030', displayName: 'Sage' },
    { code: '040', displayName: 'Navy' },
  ],
  fits: [
    { code: 'regular', displayName: 'Regular' },
    { code: 'petite', displayName: 'Petite' },
    { code: 'tall', displayName: 'Tall' },
  ],
  skus: [
    sku('001', 'regular', 'S', 0),
    sku('001', 'regular', 'M', 0),
    sku('030', 'regular', 'S'),
    sku('030', 'regular', 'M', 2),
    sku('030', 'petite', 'S'),
    sku('040', 'regular', 'S'),
    sku('040', 'regular', 'L', 0),
    sku('040', 'petite', 'S', 0),
    sku('040', 'tall', 'L', 7),
  ],
};

const options: SelectionOptions = {
  showOutOfStockColors: false,
  isRegistry: false,
  quantitySelector: true,
  quickShopEdit: false,
  editMode: false,
  limits: { itemQuantityMax: 20, productQuantityMax: 10 },
};

const pick = (request: SelectionRequest, over: Partial<SelectionOptions> = {}, of = product) => {
  const selection = resolveSelection(of, request, { ...options, ...over });
  return {
    color: selection.color?.code,
    fit: selection.fit?.code,
    size: selection.size?.displayName,
    quantity: selection.quantity,
    code: selection.code,
    message: selection.message,
  };
};

// Catalogue spec §4 "Colour: requested colour, else default colour, else first available colour."
describe('colour (catalogue spec §4 Product selection on init, Colour)', () => {
  it.each([
    ['the requested colour', {}, { color: '040' }, '040'],
    ['the requested colour, even sold out', {}, { color: '001' }, '001'],
    ['an unknown requested colour: the default', { defaultColor: '040' }, { color: '999' }, '040'],
    ['no request: the default colour', { defaultColor: '040' }, {}, '040'],
    ['no request, no default: the first available (Ivory is sold out)', {}, {}, '030'],
    ['a default that is not a colour: the first available', { defaultColor: 'zzz' }, {}, '030'],
  ])('%s', (_name, productOver, request, expected) => {
    expect(pick(request, {}, { ...product, ...productOver }).color).toBe(expected);
  });
  it('every colour sold out: the first colour', () => {
    const soldOut = { ...product, skus: product.skus.map((s) => ({ ...s, stockLevel: 0 })) };
    expect(pick({}, {}, soldOut).color).toBe('001');
  });
});

// Catalogue spec §4 "Fit: requested fit, else default size type, else first fit. Out-of-stock fits
// are excluded unless out-of-stock colours are shown or it is a registry."
describe('fit (catalogue spec §4 Product selection on init, Fit)', () => {
  it.each([
    ['the requested fit', {}, {}, { color: '030', fit: 'petite' }, 'petite', undefined],
    [
      'no request: the default size type',
      { defaultFit: 'tall' },
      {},
      { color: '040' },
      'tall',
      undefined,
    ],
    ['no request, no default: the first fit', {}, {}, { color: '040' }, 'regular', undefined],
    [
      'a sold-out requested fit is excluded: the first fit, fit not available',
      {},
      {},
      { color: '040', fit: 'petite' },
      'regular',
      'sizeTypeInvalid',
    ],
    [
      'a sold-out fit kept when out-of-stock colours are shown',
      {},
      { showOutOfStockColors: true },
      { color: '040', fit: 'petite' },
      'petite',
      'sizeOutOfStock',
    ],
    [
      'a sold-out fit kept for a registry',
      {},
      { isRegistry: true },
      { color: '040', fit: 'petite' },
      'petite',
      'sizeOutOfStock',
    ],
    [
      'a fit the colour does not have (Sage tall)',
      {},
      {},
      { color: '030', fit: 'tall' },
      'regular',
      'sizeTypeInvalid',
    ],
    [
      'a sold-out default size type: the first fit',
      { defaultFit: 'petite' },
      {},
      { color: '040' },
      'regular',
      undefined,
    ],
  ])('%s', (_name, productOver, over, request, fit, code) => {
    const chosen = pick(request, over, { ...product, ...productOver });
    expect(chosen.fit).toBe(fit);
    expect(chosen.code).toBe(code);
  });
});

// Catalogue spec §4 "Size: the requested size (matched by display name, size name or id), or the
// only size if there is just one."
describe('size (catalogue spec §4 Product selection on init, Size)', () => {
  it.each([
    ['by display name', { color: '030', size: 'M' }, 'M'],
    ['by name without regard to case', { color: '030', size: ' m ' }, 'M'],
    ['by id', { color: '030', size: 'id-s' }, 'S'],
    ['the only size (Sage petite has only S)', { color: '030', fit: 'petite' }, 'S'],
    ['none requested, several sizes: none chosen', { color: '030' }, undefined],
    ['a size the colour does not have: none chosen', { color: '030', size: 'XL' }, undefined],
  ])('%s', (_name, request, expected) => {
    expect(pick(request).size).toBe(expected);
  });
});

// Catalogue spec §4 "Size-and-fit change messages: fit not available, size not available, select
// in-stock size/fit, select in-stock size, select size" and "Message codes map to keys: size type
// invalid, size not in color, size out of stock, select size".
describe('size-and-fit messages and codes (catalogue spec §4)', () => {
  it.each([
    ['fit not available', { color: '030', fit: 'tall' }, 'sizeTypeInvalid', 'fitNotAvailable'],
    [
      'size not available in the colour',
      { color: '030', size: 'XL' },
      'sizeNotInColor',
      'sizeNotAvailable',
    ],
    [
      'size out of stock here, in stock in another fit',
      { color: '040', fit: 'regular', size: 'L' },
      'sizeOutOfStock',
      'selectInStockSizeFit',
    ],
    [
      'size out of stock in every fit',
      { color: '001', size: 'M' },
      'sizeOutOfStock',
      'selectInStockSize',
    ],
    ['a size in stock: no message', { color: '030', size: 'S' }, undefined, undefined],
  ])('%s', (_name, request, code, message) => {
    const chosen = pick(request, { showOutOfStockColors: true });
    expect(chosen.code).toBe(code);
    expect(chosen.message).toBe(message);
  });
  it.each(Object.entries(MESSAGE_OF_CODE))('code %s maps to the %s key', (code, message) => {
    expect(['fitNotAvailable', 'sizeNotAvailable', 'selectInStockSize', 'selectSize']).toContain(
      message,
    );
    expect(code).toMatch(/^(sizeTypeInvalid|sizeNotInColor|sizeOutOfStock|selectSize)$/);
  });
  it.each([
    ['no size chosen: select size', { color: '030' }, 'selectSize'],
    ['a size out of stock', { color: '001', size: 'S' }, 'sizeOutOfStock'],
    ['a size in stock: nothing stops it', { color: '030', size: 'S' }, undefined],
  ])('add to bag: %s', (_name, request, problem) => {
    const selection = resolveSelection(product, request, {
      ...options,
      showOutOfStockColors: true,
    });
    expect(addToBagProblem(selection)).toBe(problem);
  });
});

// Catalogue spec §4 "Quantity: at least 1 and at most the available quantity. The requested quantity
// is used only if the quantity selector is enabled or it is an edit of a quick-shop item." §5 caps.
describe('quantity in a selection (catalogue spec §4 Quantity, §5)', () => {
  it.each([
    ['requested, in stock', { color: '030', size: 'S', quantity: 4 }, {}, 4],
    ['requested over the stock of 2', { color: '030', size: 'M', quantity: 4 }, {}, 2],
    ['requested over the product limit of 10', { color: '030', size: 'S', quantity: 15 }, {}, 10],
    ['selector off: 1', { color: '030', size: 'S', quantity: 4 }, { quantitySelector: false }, 1],
    [
      'selector off, quick-shop edit',
      { color: '030', size: 'S', quantity: 4 },
      { quantitySelector: false, quickShopEdit: true },
      4,
    ],
    [
      'edit mode: not capped by stock',
      { color: '030', size: 'M', quantity: 4 },
      { editMode: true },
      4,
    ],
  ])('%s → %i', (_name, request, over, expected) => {
    expect(pick(request, over).quantity).toBe(expected);
  });
});

describe('sizes offered', () => {
  it('keeps unavailable sizes, marked as such (shown, not hidden)', () => {
    const selection = resolveSelection(product, { color: '040' }, options);
    expect(selection.sizes.map((size) => [size.displayName, size.available])).toEqual([
      ['S', true],
      ['L', false],
    ]);
  });
});

// Catalogue spec §3 quick shop "a display name and exactly one of slug, product id or sku": a link
// by sku opens with that sku's colour, fit and size chosen.
describe('the choice a sku names (catalogue spec §3 quick shop by sku)', () => {
  it.each([
    ['a sku of the product', '040-tall-L', { color: '040', fit: 'tall', size: 'id-l' }],
    ['a sku the product lacks', 'nope', {}],
  ])('%s', (_case, skuId, expected) => {
    expect(requestOfSku(product, skuId)).toEqual(expected);
  });

  it('resolves to that sku', () => {
    const selection = resolveSelection(product, requestOfSku(product, '040-tall-L'), options);
    expect(selection.size?.sku.skuId).toBe('040-tall-L');
  });
});
