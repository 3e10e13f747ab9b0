import { describe, expect, it } from 'vitest';
import { pricePointsOf, toPricePoint } from '../../../commerce-api/catalog/price-points.ts';

/**
 * Issue 11, demo data: "prices per currency from a price book with sensible endings (not raw
 * conversions, 99,36 €, £61.62)". A converted amount is raised to its currency's next price point.
 */
describe('the price book endings (issue 11)', () => {
  it.each([
    // currency, converted amount, price
    ['GBP', 61.62, 68],
    ['GBP', 68, 68],
    ['GBP', 68.01, 78],
    ['GBP', 14.22, 15],
    ['GBP', 19.99, 20],
    ['GBP', 20, 28],
    ['GBP', 110.6, 118],
    ['EUR', 99.36, 100],
    ['EUR', 90.16, 95],
    ['EUR', 95, 95],
    ['EUR', 11.04, 12],
    ['CAD', 133.28, 138],
    ['CAD', 108, 108],
    ['CAD', 13.6, 14],
    ['AUD', 148.96, 149],
    ['JPY', 14651, 14700],
    ['JPY', 1794, 1800],
  ])('%s %s is sold at %s', (currency, amount, price) => {
    expect(toPricePoint(amount, pricePointsOf(currency))).toBe(price);
  });

  it('leaves USD, the book’s own currency, as priced, and zero as zero', () => {
    expect(pricePointsOf('USD')).toBeUndefined();
    expect(toPricePoint(61.62, pricePointsOf('USD'))).toBe(61.62);
    expect(toPricePoint(0, pricePointsOf('GBP'))).toBe(0);
  });

  it('never lowers a price and keeps the order of prices (a sale never passes its list price)', () => {
    for (const currency of ['GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'CNY', 'HKD', 'JPY']) {
      const points = pricePointsOf(currency);
      const wrong: string[] = [];
      let previous = 0;
      for (let cents = 1; cents <= 300_000; cents += 7) {
        const amount = cents / 100;
        const price = toPricePoint(amount, points);
        if (price < amount || price < previous) wrong.push(`${currency} ${amount} → ${price}`);
        previous = price;
      }
      expect(wrong).toEqual([]);
    }
  });

  it('does not take a name from the prototype for a currency', () => {
    expect(pricePointsOf('constructor')).toBeUndefined();
  });
});
