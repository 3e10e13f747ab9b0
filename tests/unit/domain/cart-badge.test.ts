import { describe, expect, it } from 'vitest';
import { cartBadge } from '../../../engine/domain/cart-badge.ts';

// Shell spec §9: "Cart badge shows 99+ above 99" (limits.cart.badgeCountMax).
describe('cart badge (shell spec §9)', () => {
  it.each([
    [0, 99, '0'],
    [1, 99, '1'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [110, 99, '99+'],
    [10, 9, '9+'],
  ])('%i items with a maximum of %i shows "%s"', (count, max, shown) => {
    expect(cartBadge(count, max)).toBe(shown);
  });
});
