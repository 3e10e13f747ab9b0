/**
 * The cart keeps money in whole cents of the site currency so that a line total is exactly unit
 * price times quantity; catalogue prices are converted to it by the price book (catalog/money.ts).
 */

/** Cents as the API's money value: a number with at most two decimals. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;
