import type { Queryable } from '../storage/database.ts';

/** Tables the seed bulk-loads; their statement triggers maintain derived tables such as the listing. */
const LOADED_TABLES = ['products', 'skus', 'inventory'] as const;

/**
 * Runs a bulk load with the loaded tables' own triggers off, then rebuilds what they maintain
 * once. Migration 003 keeps product_listing current with statement triggers that recompute every
 * product a statement touches; across thousands of insert statements that costs more than the
 * inserts themselves (the seed ran 7x slower), while one rebuild at the end costs a few seconds.
 * ALTER TABLE ... DISABLE TRIGGER is transactional and blocks writers, not readers, of these
 * tables until the seed's transaction ends; foreign keys stay checked (USER leaves them on).
 */
export async function withTriggersOff<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  for (const table of LOADED_TABLES) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  const result = await work();
  for (const table of LOADED_TABLES) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return result;
}

/** Rebuilds the brand's rows of the derived tables the disabled triggers would have written. */
export async function refreshDerivedTables(tx: Queryable, brandId: string): Promise<void> {
  const [found] = await tx.query<{ fn: string | null }>(
    `SELECT to_regprocedure('refresh_product_listing(text[])')::text AS fn`,
  );
  if (!found?.fn) return;
  // Fresh statistics first, so the rebuild joins with indexes rather than by guesswork.
  await tx.query('ANALYZE products, skus, inventory');
  const ids = (
    await tx.query<{ id: string }>('SELECT id FROM products WHERE brand_id = $1 ORDER BY id', [
      brandId,
    ])
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 2000) {
    await tx.query('SELECT refresh_product_listing($1::text[])', [ids.slice(start, start + 2000)]);
  }
  // And of what the rebuild and the seed wrote since (PGlite has no autovacuum to gather them).
  await tx.query('ANALYZE product_listing, reviews, categories, stores');
}

/**
 * Gathers the planner's statistics once on a database seeded before the seed did (issue 9 item
 * 7): PGlite runs no autovacuum, so without them every table looks one row long to the planner,
 * which then joins by guesswork (a 100 000-product listing ran at a third of its speed). One
 * query per start when they exist.
 */
export async function analyzeIfNeverAnalyzed(db: Queryable): Promise<void> {
  const rows = await db.query(
    `SELECT 1 FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'product_listing'
     LIMIT 1`,
  );
  if (rows.length === 0) await db.query('ANALYZE');
}
