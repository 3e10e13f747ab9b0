import { tooMany } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

/** Wrong passwords a pair (account, client) may send before it waits. */
const FREE_FAILURES = 5;
/** The wait after the last free failure; it doubles with each failure after that. */
const FIRST_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** A pair's count starts again after a day without failures. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * Sign-in throttling that a stranger cannot turn into a lockout (issue 10): wrong passwords are
 * counted per account *and client*, so guessing from one client slows down that client only;
 * the owner signing in from elsewhere is not affected. After FREE_FAILURES a pair waits 30 s,
 * then 1, 2, 4... minutes up to 15; a success clears the pair and never counts. A separate coarse
 * limit per client (routes/auth.ts, @fastify/rate-limit) bounds how many accounts a client tries.
 */
export function throttleKey(brandId: string, account: string, client: string): string {
  return `login:${brandId}:${account}:${client}`;
}

/** 429 TOO_MANY_ATTEMPTS with the seconds left, while the pair is waiting. */
export async function assertNotLocked(db: Queryable, key: string): Promise<void> {
  const [row] = await db.query<{ wait_ms: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())) * 1000)::int AS wait_ms
       FROM login_failures WHERE key = $1 AND locked_until > now()`,
    [key],
  );
  if (row) throw lockedFor(row.wait_ms);
}

/** Counts a wrong password; answers the 429 to send when this failure starts a wait. */
export async function recordFailure(db: Queryable, key: string) {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_failures (key, failures, last_failure_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_failures.last_failure_at < now() - ($2::int * interval '1 millisecond')
                       THEN 1 ELSE login_failures.failures + 1 END,
       last_failure_at = now()
     RETURNING failures`,
    [key, FORGET_AFTER_MS],
  );
  const failures = row?.failures ?? 1;
  if (failures < FREE_FAILURES) return undefined;
  const lockMs = Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));
  await db.query(
    `UPDATE login_failures SET locked_until = now() + ($2::int * interval '1 millisecond')
      WHERE key = $1`,
    [key, lockMs],
  );
  return lockedFor(lockMs);
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}

function lockedFor(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return tooMany(
    'TOO_MANY_ATTEMPTS',
    `Too many wrong passwords from this device. Try again in ${seconds} seconds.`,
    seconds,
  );
}
