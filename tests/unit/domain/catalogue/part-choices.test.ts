import { describe, expect, it } from 'vitest';
import { chosenParts } from '../../../../engine/domain/catalogue/part-choices.ts';

// Catalogue spec §3 part items (productId, skuId, quantity, type PART); §5 part-to-cart.
describe('chosen parts (catalogue spec §3 part items, §5 part-to-cart)', () => {
  it.each([
    ['a part with a sku and 1', { productId: 'p', skuId: 's', quantity: 1 }, 1],
    ['quantity 0 is not chosen', { productId: 'p', skuId: 's', quantity: 0 }, 0],
    ['no sku is not chosen', { productId: 'p', skuId: undefined, quantity: 2 }, 0],
    ['over the cap is not sent', { productId: 'p', skuId: 's', quantity: 11 }, 0],
    ['a fraction is not sent', { productId: 'p', skuId: 's', quantity: 1.5 }, 0],
  ])('%s', (_rule, choice, count) => {
    expect(chosenParts([choice], 10)).toHaveLength(count);
  });
});
