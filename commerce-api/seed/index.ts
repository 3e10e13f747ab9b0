import type { ApiBrandConfig } from '../brands.ts';
import type { Database } from '../storage/database.ts';

export interface SeedOptions {
  /** Products per brand; default 300. The scale mode uses 100 000. */
  readonly productsPerBrand?: number;
  /** PRNG seed; the same seed gives the same data. */
  readonly seed?: number;
}

export interface SeedSummary {
  readonly brands: number;
  readonly products: number;
  readonly stores: number;
  readonly users: number;
}

/** Placeholder until the seed lands: fills nothing. */
export async function seed(
  _db: Database,
  _brands: readonly ApiBrandConfig[],
  _options: SeedOptions = {},
): Promise<SeedSummary> {
  return { brands: 0, products: 0, stores: 0, users: 0 };
}
