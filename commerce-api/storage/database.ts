import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one storage interface the routes see; PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
}

export interface QueryOptions {
  /**
   * A statement of the hot paths (product, listing, token lookups), run again and again with new
   * parameters: PostgreSQL parses it once per connection and may keep its plan (a named prepared
   * statement). Only for statements whose text takes a bounded number of shapes: each shape stays
   * prepared on every connection of the pool. PGlite runs in this process and has no use for it.
   */
  readonly prepare?: boolean;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction; rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly url?: string;
  /** PGlite data folder; 'memory' keeps it in memory (tests). Default .data/pglite. */
  readonly dataDir?: string;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? '.data/pglite');
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const db = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  return pgliteDatabase(db);
}

/**
 * The Database over an open PGlite. Exported for the test suites, which open each test database
 * from a migrated data-folder snapshot (PGlite's loadDataDir) instead of running initdb each time.
 */
export function pgliteDatabase(db: PGlite): Database {
  const run = async <Row>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: readonly unknown[],
  ) => (await target.query<Row>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (work) =>
      db.transaction((tx) => work({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Numeric and bigint columns come back as strings from pg; parse them as PGlite does.
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const run = async <Row>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => {
    const values = params ? [...params] : undefined;
    const result = options?.prepare
      ? await client.query({ name: statementName(sql), text: sql, values })
      : await client.query(sql, values);
    return result.rows as Row[];
  };
  return {
    kind: 'postgres',
    query: (sql, params, options) => run(pool, sql, params, options),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (sql, params, options) => run(client, sql, params, options),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

const names = new Map<string, string>();

/** One name per statement text (pg refuses one name for two texts), remembered per text. */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `sf_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}
