import type { Database, Queryable, QueryOptions } from '../../commerce-api/storage/database.ts';

export interface RecordedQuery {
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly options?: QueryOptions;
}

/**
 * A Database that remembers every statement it runs, in and out of transactions, so that a
 * benchmark can replay what one API request asked of the database under EXPLAIN ANALYZE.
 */
export function recordingDatabase(db: Database): {
  db: Database;
  take(): RecordedQuery[];
} {
  let recorded: RecordedQuery[] = [];
  const record = (target: Queryable): Queryable['query'] =>
    ((sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      recorded.push({ sql, params: params ?? [], options });
      return target.query(sql, params, options);
    }) as Queryable['query'];
  const wrapped: Database = {
    kind: db.kind,
    query: record(db),
    transaction: (work) => db.transaction((tx) => work({ query: record(tx) })),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

export interface ExplainFigures {
  readonly statement: string;
  /** Median planning time reported by EXPLAIN ANALYZE, ms. */
  readonly planningMs: number;
  /** Median execution time reported by EXPLAIN ANALYZE, ms. */
  readonly executionMs: number;
  /**
   * Median time of the statement as the API runs it (driver, protocol and row parsing; prepared
   * when the API prepares it), ms.
   */
  readonly roundTripMs: number;
  readonly prepared: boolean;
}

/**
 * Runs one recorded read statement `runs` times under EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON)
 * (per-node timing off: its clock calls would inflate the total) and as is, and answers the
 * medians. Writes are left out: EXPLAIN ANALYZE would apply them.
 */
export async function explainStatement(
  db: Database,
  query: RecordedQuery,
  runs: number,
): Promise<ExplainFigures | undefined> {
  if (!/^\s*(WITH|SELECT)\b/i.test(query.sql) || /\b(INSERT|UPDATE|DELETE)\b/i.test(query.sql)) {
    return undefined;
  }
  const planning: number[] = [];
  const execution: number[] = [];
  const roundTrip: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const [row] = await db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${query.sql}`,
      query.params,
    );
    const plan = (
      typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN']
    ) as { 'Planning Time': number; 'Execution Time': number }[];
    planning.push(plan[0]?.['Planning Time'] ?? 0);
    execution.push(plan[0]?.['Execution Time'] ?? 0);
    const started = performance.now();
    await db.query(query.sql, query.params, query.options);
    roundTrip.push(performance.now() - started);
  }
  return {
    statement: summarise(query.sql),
    planningMs: median(planning),
    executionMs: median(execution),
    roundTripMs: median(roundTrip),
    prepared: query.options?.prepare === true,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The statement's first words, enough to tell which query of a request a row is. */
function summarise(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  const from = /\bFROM (\w+)/i.exec(flat)?.[1];
  return `${flat.slice(0, 48)}${from ? ` ... FROM ${from}` : ''}`;
}
