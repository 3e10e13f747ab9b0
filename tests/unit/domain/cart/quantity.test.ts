import { describe, expect, it } from 'vitest';
import { quantityChoices } from '../../../../engine/domain/cart/quantity.ts';

/**
 * Catalogue spec §5: "Cart item quantity maximum: 20 (Anthropologie-type and Terrain sites) or 10
 * (Free People, Urban Outfitters ...). The quantity is also capped by available stock (or backorder
 * if stock is 0)."
 */
describe('cart line quantity cap (catalogue spec §5)', () => {
  it.each([
    ['brand 20, plenty of stock (API cap 20)', 2, 20, 20, 20, false],
    ['brand 10, plenty of stock (API cap 10)', 1, 10, 10, 10, false],
    ['brand 10 below an API cap of 20', 1, 20, 10, 10, false],
    ['stock of 3 under the brand 20', 1, 3, 20, 3, false],
    ['backorder only: the API cap is the backorder', 1, 4, 20, 4, false],
    ['out of stock: nothing more can be bought', 2, 0, 20, 0, true],
    ['stock fell below the line: over the cap', 5, 3, 20, 3, true],
  ] as const)('%s', (_name, quantity, maxQuantity, brandMax, cap, overCap) => {
    const result = quantityChoices({ quantity, maxQuantity }, brandMax);
    expect(result.cap).toBe(cap);
    expect(result.overCap).toBe(overCap);
    // Choices run 1 to the cap, and include the line's own quantity so the select shows it.
    expect(result.choices).toEqual(
      Array.from({ length: Math.max(cap, quantity) }, (_, index) => index + 1),
    );
  });
});
