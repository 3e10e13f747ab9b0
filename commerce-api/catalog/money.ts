import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { PricePoints } from './price-points.ts';
import { pricePointsOf, toPricePoint } from './price-points.ts';

/**
 * Catalogue prices are USD in `skus`; a site shows them in its own currency through
 * currency_rates (brief: prices), where `rate` is the amount of that currency one USD buys, raised
 * to the currency's price points (price-points.ts).
 */
export interface Money {
  readonly currency: string;
  readonly rate: number;
  /** Minor-unit digits of the currency (2 for USD/EUR/GBP, 0 for JPY). */
  readonly digits: number;
  /** The price book's endings for this currency; none for USD, the book's own currency. */
  readonly points?: PricePoints;
}

const digitsByCurrency = new Map<string, number>();

/** Minor-unit digits of a currency, from Intl once per currency (every priced request asks). */
function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

export async function moneyFor(db: Queryable, currency: string): Promise<Money> {
  const digits = minorDigits(currency);
  if (currency === 'USD') return { currency, rate: 1, digits };
  const [row] = await db.query<{ rate: number | string }>(
    'SELECT rate FROM currency_rates WHERE currency = $1',
    [currency],
    { prepare: true },
  );
  if (!row) {
    // A missing rate is a data fault, not the shopper's: never show USD amounts as another currency.
    throw new ApiError(
      503,
      'CURRENCY_RATE_MISSING',
      `[storefront:api] No currency rate for ${currency}; seed currency_rates.`,
    );
  }
  const points = pricePointsOf(currency);
  return { currency, rate: Number(row.rate), digits, ...(points ? { points } : {}) };
}

/** A USD amount in the site's currency, at the currency's minor unit and next price point. */
export function convert(money: Money, usd: number | string): number {
  const factor = 10 ** money.digits;
  return toPricePoint(Math.round(Number(usd) * money.rate * factor) / factor, money.points);
}

/** A converted amount in cents of the site currency (the cart keeps whole cents). */
export function toCents(money: Money, usd: number | string): number {
  return Math.round(convert(money, usd) * 100);
}
