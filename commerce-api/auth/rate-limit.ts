import { tooMany } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly hits: number;
  /** Milliseconds until the window closes. */
  readonly resetInMs: number;
}

/**
 * Counts one hit of `key` in a fixed window, in the database so that every server process sharing
 * it counts together (DESIGN §5: rate limits live in PostgreSQL, never in one process's memory).
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await db.query<{ hits: number; reset_in_ms: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - ($2::int * interval '1 millisecond') THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - ($2::int * interval '1 millisecond') THEN now() ELSE rate_limits.window_start END
     RETURNING hits,
       ceil(extract(epoch FROM (window_start + ($2::int * interval '1 millisecond') - now())) * 1000)::int AS reset_in_ms`,
    [key, windowMs],
  );
  return { hits: row?.hits ?? 1, resetInMs: Math.max(0, row?.reset_in_ms ?? windowMs) };
}

/**
 * Refuses the (max + 1)th attempt in a window with 429 TOO_MANY_ATTEMPTS and the seconds until the
 * window closes (DESIGN §8: rate limits on one-time codes, gift-card PINs and forms).
 */
export async function limitAttempts(
  db: Queryable,
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<void> {
  const { hits, resetInMs } = await countHit(db, key, windowMs);
  if (hits > max) {
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw tooMany(
      'TOO_MANY_ATTEMPTS',
      `Too many attempts. Try again in ${seconds} seconds.`,
      seconds,
    );
  }
}
