import { describe, expect, it } from 'vitest';
import { mockOrder, mockOrderId } from '../../../../engine/domain/orders/mock-order.ts';

/** Mock orders (shell spec §2.1 /mock-order/{mockId}, behind the mock-orders flag). */
describe('mock order ids from the path (hostile)', () => {
  it.each([
    ['standard', 'standard'],
    ['multi-item', 'multi-item'],
    ['split-tender', 'split-tender'],
    ['STANDARD', undefined],
    ['__proto__', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s', (value, expected) => {
    expect(mockOrderId(value)).toBe(expected);
  });
});

describe('the mock order data', () => {
  it('adds up: lines, standard shipping, US tax; the card pays the total', () => {
    const order = mockOrder('multi-item', { currency: 'USD', country: 'US' });
    expect(order.subtotal).toBe(148 + 4 * 14 + 48);
    expect(order.tax).toBe(20.16);
    expect(order.total).toBe(order.subtotal + 8 + 20.16);
    expect(order.card.amount).toBe(order.total);
    expect(order.giftCard).toBeUndefined();
  });

  it("outside the US prices include tax; the site's currency is the order's", () => {
    const order = mockOrder('standard', { currency: 'EUR', country: 'FR' });
    expect(order).toMatchObject({ currency: 'EUR', tax: 0, total: 156 });
  });

  it('split tender: a gift card pays part, the card the rest', () => {
    const order = mockOrder('split-tender', { currency: 'USD', country: 'US' });
    expect(order.giftCard?.amount).toBe(50);
    expect(order.card.amount + order.giftCard!.amount).toBeCloseTo(order.total, 2);
  });
});
