import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Counts attempts per key in a fixed window, in the database so that every server process sharing
 * it counts together (DESIGN §8: rate limits on login and one-time codes).
 */
export async function limitAttempts(
  db: Queryable,
  key: string,
  { max, windowMs }: { max: number; windowMs: number },
): Promise<void> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - ($2::int * interval '1 millisecond') THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - ($2::int * interval '1 millisecond') THEN now() ELSE rate_limits.window_start END
     RETURNING hits`,
    [key, windowMs],
  );
  if ((row?.hits ?? 0) > max) {
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      `Too many attempts. Wait ${Math.ceil(windowMs / 60000)} minutes and try again.`,
    );
  }
}
