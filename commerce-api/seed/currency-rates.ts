/**
 * Units of each currency per US dollar: a price in a site's currency is the USD catalogue price
 * times its rate (DESIGN §6: one catalogue, converted per site). Fixed demo values, not live rates.
 */
export const CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  CAD: 1.36,
  GBP: 0.79,
  EUR: 0.92,
  AUD: 1.52,
  CNY: 7.19,
  HKD: 7.81,
  JPY: 149.5,
  NZD: 1.66,
};
