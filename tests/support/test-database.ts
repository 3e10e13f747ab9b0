import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ApiBrandConfig } from '../../commerce-api/brands.ts';
import { seed } from '../../commerce-api/seed/index.ts';
import { openDatabase, pgliteDatabase } from '../../commerce-api/storage/database.ts';
import type { Database } from '../../commerce-api/storage/database.ts';
import { migrate } from '../../commerce-api/storage/migrate.ts';
import { artifactKey, runArtifact } from './test-run.ts';

/** The demo seed a test database starts with: these brands, this many products each. */
export interface TestSeed {
  readonly brands: readonly ApiBrandConfig[];
  readonly productsPerBrand: number;
}

export interface TestDatabaseOptions {
  readonly seed?: TestSeed;
  /** PGlite even when DATABASE_URL is set (the storefront server suites). */
  readonly pglite?: boolean;
  /** A PGlite data folder on disk instead of memory (a server in a child process). */
  readonly dataDir?: string;
}

/**
 * A test database of its own, migrated (and seeded when asked): a fresh schema of DATABASE_URL's
 * PostgreSQL so suites do not collide, else an in-memory PGlite.
 *
 * A PGlite starts from a snapshot of its data folder made once per run (migrated; migrated and
 * seeded per seed asked): loading one takes a fraction of initdb plus the migrations, which every
 * test file used to pay. Each database is a copy: what a test file writes stays in its own.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url || options.pglite) return openPgliteCopy(options.seed, options.dataDir);
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = await openDatabase({ url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDatabase({ url: scoped.toString() });
  await migrate(db);
  if (options.seed) {
    await seed(db, [...options.seed.brands], { productsPerBrand: options.seed.productsPerBrand });
  }
  return db;
}

/** A snapshot's bytes (tens of MB, read from the page cache in milliseconds; not kept). */
function snapshotBlob(path: string): Blob {
  return new Blob([readFileSync(path)]);
}

async function openPgliteCopy(testSeed?: TestSeed, dataDir?: string): Promise<Database> {
  const path = await snapshotPath(testSeed);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    loadDataDir: snapshotBlob(path),
  });
  const database = pgliteDatabase(db);
  // A no-op on a current snapshot: the check a server's start makes anyway.
  await migrate(database);
  return database;
}

/** The snapshot of a migrated database, seeded with `testSeed` when given. */
function snapshotPath(testSeed?: TestSeed): Promise<string> {
  const name = testSeed
    ? `pglite-seeded-${artifactKey({ brands: testSeed.brands, products: testSeed.productsPerBrand })}.tar`
    : 'pglite-migrated.tar';
  return runArtifact(name, async (target) => {
    const db = testSeed
      ? await PGlite.create({ loadDataDir: snapshotBlob(await snapshotPath()) })
      : await PGlite.create();
    const database = pgliteDatabase(db);
    await migrate(database);
    if (testSeed) {
      await seed(database, [...testSeed.brands], { productsPerBrand: testSeed.productsPerBrand });
    }
    // Written out, so a copy starts without replaying the log.
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('none');
    await db.close();
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  });
}
