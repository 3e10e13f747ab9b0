import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Catalogue prices are kept in USD (001_schema.sql); a site shows and charges them in its own
 * currency at the rate in currency_rates (the amount of that currency one USD buys), as the
 * catalogue does (catalog/money.ts). The cart keeps money in whole cents so that a line total is
 * exactly unit price times quantity.
 */
export async function rateFor(db: Queryable, currency: string): Promise<number> {
  if (currency === 'USD') return 1;
  const [row] = await db.query<{ rate: number | string }>(
    'SELECT rate FROM currency_rates WHERE currency = $1',
    [currency],
  );
  if (!row) {
    // A data fault, not the shopper's: never charge USD amounts as another currency.
    throw new ApiError(
      503,
      'CURRENCY_RATE_MISSING',
      `[storefront:api] No currency rate for ${currency}; seed currency_rates.`,
    );
  }
  return Number(row.rate);
}

/** A USD catalogue price in the site's currency, in cents. */
export const toCents = (usd: number | string, rate: number): number =>
  Math.round(Number(usd) * rate * 100);

/** Cents as the API's money value: a number with at most two decimals. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;
