import type { Queryable } from '../storage/database.ts';

/** A column and its SQL type, e.g. ['bundle_ids', 'text[]'] or ['sku_info', 'jsonb']. */
export type ColumnSpec = readonly [name: string, sqlType: string];

export interface InsertOptions {
  /** Rows per statement; ~1000 keeps each parameter a few hundred kilobytes. */
  readonly batchSize?: number;
  /** Appended to every statement, e.g. 'ON CONFLICT DO NOTHING'. */
  readonly suffix?: string;
}

/**
 * Inserts rows many at a time: each batch travels as one JSON parameter and is unpacked by
 * jsonb_to_recordset, so a thousand rows cost one round trip and one parse, on PGlite and on
 * PostgreSQL alike (multi-row VALUES would need a placeholder per cell and hits the 65 535
 * parameter limit). Row objects are keyed by column name.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly ColumnSpec[],
  rows: readonly Record<string, unknown>[],
  options: InsertOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${types}) ${options.suffix ?? ''}`;
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
  return rows.length;
}

/**
 * Collects rows per table and writes them in batches, so a 100 000-product seed never holds more
 * than `flushAt` rows of a table in memory. Every table is written together, in the order the
 * tables were declared (parents first), so foreign keys always find their rows.
 */
export class BatchWriter {
  private readonly pending = new Map<string, Record<string, unknown>[]>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    private readonly tables: Readonly<Record<string, readonly ColumnSpec[]>>,
    private readonly batchSize = 1000,
    private readonly flushAt = 20_000,
  ) {}

  push(table: string, rows: readonly Record<string, unknown>[]): void {
    let pending = this.pending.get(table);
    if (!pending) this.pending.set(table, (pending = []));
    for (const row of rows) pending.push(row);
  }

  /** Writes everything once any table holds `flushAt` rows; call after each unit of work. */
  async settle(): Promise<void> {
    for (const rows of this.pending.values()) {
      if (rows.length >= this.flushAt) return this.flush();
    }
  }

  /** Writes everything pending, parents before children; call once more at the end. */
  async flush(): Promise<void> {
    for (const [table, columns] of Object.entries(this.tables)) {
      const rows = this.pending.get(table);
      if (!rows || rows.length === 0) continue;
      this.pending.set(table, []);
      await insertRows(this.db, table, columns, rows, { batchSize: this.batchSize });
      this.counts.set(table, this.count(table) + rows.length);
    }
  }

  count(table: string): number {
    return this.counts.get(table) ?? 0;
  }
}
