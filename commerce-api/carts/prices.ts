import { moneyFor } from '../catalog/money.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Catalogue prices are kept in USD (001_schema.sql); a site shows and charges them in its own
 * currency at the rate in currency_rates (the amount of that currency one USD buys), as the
 * catalogue does (catalog/money.ts). The cart keeps money in whole cents so that a line total is
 * exactly unit price times quantity.
 */
export async function rateFor(db: Queryable, currency: string): Promise<number> {
  return (await moneyFor(db, currency)).rate;
}

/** A USD catalogue price in the site's currency, in cents. */
export const toCents = (usd: number | string, rate: number): number =>
  Math.round(Number(usd) * rate * 100);

/** Cents as the API's money value: a number with at most two decimals. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;
