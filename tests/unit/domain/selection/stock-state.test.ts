import { describe, expect, it } from 'vitest';
import type { StockOfSku } from '../../../../engine/domain/selection/stock-state.ts';
import {
  availableQuantity,
  isBackordered,
  isUnavailable,
  statusOf,
  stockStateOf,
} from '../../../../engine/domain/selection/stock-state.ts';

const sku = (over: Partial<StockOfSku>): StockOfSku => ({
  stockLevel: 10,
  backorder: 0,
  availableStatus: 'available',
  isDropShip: false,
  ...over,
});

// Catalogue spec §3: "Stock availability codes: 1000 available, 1003 backordered, 1005
// discontinued, 1111 unavailable."
describe('availability codes (catalogue spec §3)', () => {
  it.each([
    [1000, 'available'],
    [1003, 'backordered'],
    [1005, 'discontinued'],
    [1111, 'unavailable'],
  ] as const)('code %i is %s', (code, status) => {
    expect(statusOf(sku({ availabilityCode: code, availableStatus: 'available' }))).toBe(status);
  });
  it('without a code the status is read', () => {
    expect(statusOf(sku({ availableStatus: 'discontinued' }))).toBe('discontinued');
  });
});

// Catalogue spec §4: "A sku is unavailable if status is unavailable or discontinued, or if stock
// plus backorder is zero."
describe('unavailable (catalogue spec §4 Stock states, line 1)', () => {
  it.each([
    ['status unavailable', sku({ availableStatus: 'unavailable' }), true],
    ['status discontinued', sku({ availableStatus: 'discontinued' }), true],
    ['code 1111 with stock', sku({ availabilityCode: 1111 }), true],
    ['code 1005 with stock', sku({ availabilityCode: 1005 }), true],
    ['stock 0 and backorder 0', sku({ stockLevel: 0, backorder: 0 }), true],
    ['stock 0, backorder 3', sku({ stockLevel: 0, backorder: 3 }), false],
    ['stock 2', sku({ stockLevel: 2 }), false],
    [
      'status backordered with backorder',
      sku({ stockLevel: 0, backorder: 4, availableStatus: 'backordered' }),
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(isUnavailable(input)).toBe(expected);
  });
});

// Catalogue spec §4: "Backordered means stock is zero with backorder above zero (or status
// backordered) and not drop-ship."
describe('backordered (catalogue spec §4 Stock states, line 2)', () => {
  it.each([
    ['stock 0, backorder 5, status available', sku({ stockLevel: 0, backorder: 5 }), true],
    ['status backordered with stock', sku({ stockLevel: 3, availableStatus: 'backordered' }), true],
    ['code 1003 with stock', sku({ stockLevel: 3, availabilityCode: 1003 }), true],
    [
      'drop-ship with stock 0 and backorder',
      sku({ stockLevel: 0, backorder: 5, isDropShip: true }),
      false,
    ],
    ['in stock', sku({ stockLevel: 3 }), false],
    ['unavailable', sku({ stockLevel: 0, backorder: 0, availableStatus: 'backordered' }), false],
  ])('%s → %s', (_name, input, expected) => {
    expect(isBackordered(input)).toBe(expected);
  });
});

// Catalogue spec §4 "Preorder products are a separate state"; "Low-stock and last-one messages
// exist"; §9 "Low-stock threshold 5".
describe('stock state (catalogue spec §4 Stock states, §9 low-stock threshold 5)', () => {
  const plain = { preorder: false, lowStockThreshold: 5 };
  it.each([
    ['discontinued', sku({ availableStatus: 'discontinued' }), plain, 'unavailable'],
    ['nothing left', sku({ stockLevel: 0 }), plain, 'unavailable'],
    ['preorder flag', sku({ stockLevel: 20 }), { ...plain, preorder: true }, 'preorder'],
    [
      'preorder but unavailable',
      sku({ stockLevel: 0 }),
      { ...plain, preorder: true },
      'unavailable',
    ],
    ['backordered', sku({ stockLevel: 0, backorder: 9 }), plain, 'backordered'],
    ['drop-ship', sku({ stockLevel: 30, isDropShip: true }), plain, 'dropShip'],
    [
      'drop-ship, stock 0, backorder',
      sku({ stockLevel: 0, backorder: 9, isDropShip: true }),
      plain,
      'dropShip',
    ],
    ['stock 1: last one', sku({ stockLevel: 1 }), plain, 'lastOne'],
    ['stock 2: low', sku({ stockLevel: 2 }), plain, 'lowStock'],
    ['stock 5: low (at the threshold)', sku({ stockLevel: 5 }), plain, 'lowStock'],
    ['stock 6: available', sku({ stockLevel: 6 }), plain, 'available'],
    [
      'stock 6 with threshold 8',
      sku({ stockLevel: 6 }),
      { ...plain, lowStockThreshold: 8 },
      'lowStock',
    ],
  ] as const)('%s → %s', (_name, input, options, expected) => {
    expect(stockStateOf(input, options)).toBe(expected);
  });
});

// Catalogue spec §5: "The quantity is also capped by available stock (or backorder if stock is 0)".
describe('available quantity (catalogue spec §5)', () => {
  it.each([
    ['stock 7', sku({ stockLevel: 7, backorder: 40 }), 7],
    ['stock 0, backorder 12', sku({ stockLevel: 0, backorder: 12 }), 12],
    ['unavailable', sku({ availableStatus: 'unavailable' }), 0],
    ['negative stock', sku({ stockLevel: -2, backorder: 0 }), 0],
  ])('%s → %i', (_name, input, expected) => {
    expect(availableQuantity(input)).toBe(expected);
  });
});
