import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  initialQuantity,
  quantityCap,
} from '../../../../engine/domain/selection/quantity.ts';
import type { StockOfSku } from '../../../../engine/domain/selection/stock-state.ts';

const sku = (stockLevel: number, backorder = 0): StockOfSku => ({
  stockLevel,
  backorder,
  availableStatus: 'available',
  isDropShip: false,
});
const anthropologie = { itemQuantityMax: 20, productQuantityMax: 10 };
const freePeople = { itemQuantityMax: 10, productQuantityMax: 10 };

// Catalogue spec §5: "Cart item quantity maximum: 20 (Anthropologie-type and Terrain sites) or 10
// (Free People, Urban Outfitters and the white-label variant). Product maximum quantity limit 10.
// The quantity is also capped by available stock (or backorder if stock is 0); edit mode is not
// capped."
describe('quantity cap (catalogue spec §5)', () => {
  it.each([
    ['plenty of stock, Anthropologie limits', sku(100), anthropologie, false, 10],
    [
      'plenty of stock, a brand with item max 6',
      sku(100),
      { itemQuantityMax: 6, productQuantityMax: 10 },
      false,
      6,
    ],
    ['stock 3', sku(3), anthropologie, false, 3],
    ['stock 0, backorder 4', sku(0, 4), freePeople, false, 4],
    ['stock 0, backorder 40', sku(0, 40), freePeople, false, 10],
    ['no sku chosen: the limits alone', undefined, anthropologie, false, 10],
    ['edit mode: not capped', sku(3), anthropologie, true, Number.POSITIVE_INFINITY],
  ])('%s → %s', (_name, input, limits, editMode, expected) => {
    expect(quantityCap(input, limits, editMode)).toBe(expected);
  });
});

// Catalogue spec §4: "Quantity: at least 1 and at most the available quantity."
describe('clamp (catalogue spec §4 Quantity)', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
    [50, Number.POSITIVE_INFINITY, 50],
  ])('%s with cap %s → %s', (quantity, cap, expected) => {
    expect(clampQuantity(quantity, cap)).toBe(expected);
  });
});

// Catalogue spec §4: "The requested quantity is used only if the quantity selector is enabled or
// it is an edit of a quick-shop item."
describe('initial quantity (catalogue spec §4 Quantity)', () => {
  it.each([
    ['selector on', 3, 10, { quantitySelector: true, quickShopEdit: false }, 3],
    ['selector on, over the cap', 30, 10, { quantitySelector: true, quickShopEdit: false }, 10],
    ['selector off', 3, 10, { quantitySelector: false, quickShopEdit: false }, 1],
    ['selector off, quick-shop edit', 3, 10, { quantitySelector: false, quickShopEdit: true }, 3],
    ['nothing requested', undefined, 10, { quantitySelector: true, quickShopEdit: false }, 1],
  ])('%s → %i', (_name, requested, cap, options, expected) => {
    expect(initialQuantity(requested, cap, options)).toBe(expected);
  });
});
