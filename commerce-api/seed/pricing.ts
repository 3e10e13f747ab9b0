import type { Random } from './random.ts';

/**
 * Retail-looking prices in USD: whole dollars ending in 8 above $40 ($98, $148, $1,298), even
 * dollars below; markdowns end in .95. Every site converts from these with currency_rates.
 */
export function retailPrice(amount: number): number {
  if (amount < 40) return Math.max(8, Math.round(amount / 2) * 2);
  return Math.round(amount / 10) * 10 - 2;
}

export function basePrice(rng: Random, range: readonly [number, number], factor: number): number {
  const [min, max] = range;
  // Skewed towards the low end, as real assortments are.
  return retailPrice((min + (max - min) * rng.next() ** 1.6) * factor);
}

/** A sale price `off` (0.2 = 20 %) below the list price, ending in .95 and always below it. */
export function markdown(off: number, listPrice: number): number {
  const sale = Math.floor(listPrice * (1 - off)) - 0.05;
  return Math.max(0.95, Math.round(Math.min(sale, listPrice - 1.05) * 100) / 100);
}
