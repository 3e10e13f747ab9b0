import { BrandDirectory } from '../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../commerce-api/brands.ts';
import type { ApiContext } from '../../commerce-api/context.ts';
import { openCardKeyring } from '../../commerce-api/payments/card-keyring.ts';
import { seed } from '../../commerce-api/seed/index.ts';
import type { SeedSummary } from '../../commerce-api/seed/index.ts';
import { openDatabase } from '../../commerce-api/storage/database.ts';
import type { Database } from '../../commerce-api/storage/database.ts';
import { migrate } from '../../commerce-api/storage/migrate.ts';
import type { ResolvedBrand } from '../../engine/config/types.ts';

export interface OpenedApi {
  readonly context: ApiContext;
  readonly seeded: SeedSummary;
  readonly database: string;
}

const NOTHING_SEEDED: SeedSummary = { brands: 0, products: 0, stores: 0, users: 0 };

/** DATABASE_URL's PostgreSQL, else the embedded PGlite under STOREFRONT_DATA_DIR (.data/pglite). */
function openConfiguredDatabase(): Promise<{ db: Database; database: string }> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.STOREFRONT_DATA_DIR ?? '.data/pglite';
  return openDatabase({ url, dataDir }).then((db) => ({
    db,
    database: url ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`,
  }));
}

/** What a database needs once before any process serves from it: migrations, the demo data. */
async function prepareDatabase(
  db: Database,
  brands: readonly ResolvedBrand[],
): Promise<SeedSummary> {
  await migrate(db);
  return seed(db, brands as unknown as ApiBrandConfig[]);
}

/**
 * Wires the commerce API for a server process: the database (DATABASE_URL's PostgreSQL, else the
 * embedded PGlite under .data/), prepared (prepareDatabase) unless `prepared` says the primary
 * process did it, and the brands' resolved configuration as plain data. This is where engine
 * config meets the API, so that neither imports the other (DESIGN §2).
 */
export async function openApi(
  brands: readonly ResolvedBrand[],
  options: { mode?: ApiContext['mode']; prepared?: boolean } = {},
): Promise<OpenedApi> {
  const { db, database } = await openConfiguredDatabase();
  const seeded = options.prepared ? NOTHING_SEEDED : await prepareDatabase(db, brands);
  const apiBrands = brands as unknown as ApiBrandConfig[];
  return {
    context: { db, brands: new BrandDirectory(apiBrands), mode: options.mode ?? 'production' },
    seeded,
    database,
  };
}

/**
 * The primary process of N workers (issue 9 item 6): prepares the database on its own connection,
 * closed after (it serves nothing), and makes the card key file when there is none, so that the
 * workers read one key instead of racing to make theirs.
 */
export async function prepareForWorkers(
  brands: readonly ResolvedBrand[],
): Promise<{ seeded: SeedSummary; database: string }> {
  const { db, database } = await openConfiguredDatabase();
  try {
    const seeded = await prepareDatabase(db, brands);
    await openCardKeyring();
    return { seeded, database };
  } finally {
    await db.close();
  }
}
