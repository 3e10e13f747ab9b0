import { BrandDirectory } from '../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../commerce-api/brands.ts';
import type { ApiContext } from '../../commerce-api/context.ts';
import { seed } from '../../commerce-api/seed/index.ts';
import type { SeedSummary } from '../../commerce-api/seed/index.ts';
import { openDatabase } from '../../commerce-api/storage/database.ts';
import { migrate } from '../../commerce-api/storage/migrate.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';

export interface OpenedApi {
  readonly context: ApiContext;
  readonly seeded: SeedSummary;
  readonly database: string;
}

/**
 * Wires the commerce API for a server process: the database (DATABASE_URL's PostgreSQL, else the
 * embedded PGlite under .data/), migrations, the demo data on first start, and the brands'
 * resolved configuration as plain data. This is where engine config meets the API, so that
 * neither imports the other (DESIGN §2).
 */
export async function openApi(
  brands: readonly ResolvedBrand[],
  mode: ApiContext['mode'] = 'production',
): Promise<OpenedApi> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.STOREFRONT_DATA_DIR ?? '.data/pglite';
  const db = await openDatabase({ url, dataDir });
  await migrate(db);
  const apiBrands = brands as unknown as ApiBrandConfig[];
  const seeded = await seed(db, apiBrands);
  return {
    context: { db, brands: new BrandDirectory(apiBrands), mode },
    seeded,
    database: url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`,
  };
}
