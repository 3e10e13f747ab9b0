import { createHash, randomInt, randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

/** A code lives ten minutes and allows five tries (DESIGN §8: one-time codes are rate-limited). */
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;

export interface Verification {
  readonly referenceId: string;
  readonly code: string;
  readonly expiresAt: Date;
}

const hashCode = (referenceId: string, code: string) =>
  createHash('sha256').update(`${referenceId}:${code}`).digest('hex');

/**
 * Stores a new six-digit code for a target (a phone number's digits or a lower-case email
 * address); only its hash is kept. Sending it by SMS or email is the messaging service's job.
 */
export async function createVerification(
  db: Queryable,
  userId: string | null,
  target: string,
): Promise<Verification> {
  const referenceId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CODE_TTL_MS);
  await db.query(
    `INSERT INTO verifications (reference_id, user_id, target, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [referenceId, userId, target, hashCode(referenceId, code), expiresAt],
  );
  return { referenceId, code, expiresAt };
}

/**
 * Uses a code: one statement counts the try and marks the code used when it matches, so two
 * concurrent uses of one code cannot both succeed. The code must be for this user and target.
 */
export async function consumeVerification(
  db: Queryable,
  {
    referenceId,
    code,
    userId,
    target,
  }: { referenceId: string; code: string; userId: string; target: string },
): Promise<void> {
  const [row] = await db.query<{ used_at: Date | null; attempts: number; expired: boolean }>(
    `UPDATE verifications SET attempts = attempts + 1,
       used_at = CASE WHEN code_hash = $2 AND attempts < $5 AND expires_at > now() THEN now() END
     WHERE reference_id = $1 AND used_at IS NULL AND user_id = $3 AND target = $4
     RETURNING used_at, attempts, expires_at <= now() AS expired`,
    [referenceId, hashCode(referenceId, code), userId, target, MAX_TRIES],
  );
  if (row?.used_at) return;
  const field = [{ field: 'otp', code: 'OTP_INVALID', message: 'The code is not right.' }];
  if (!row) {
    throw new ApiError(
      400,
      'OTP_INVALID',
      'The code is not right or was used already. Ask for a new code.',
      field,
    );
  }
  if (row.expired) {
    throw new ApiError(400, 'OTP_EXPIRED', 'The code has expired. Ask for a new code.', field);
  }
  if (row.attempts > MAX_TRIES) {
    throw new ApiError(429, 'OTP_LOCKED', 'Too many wrong codes. Ask for a new code.', field);
  }
  throw new ApiError(400, 'OTP_INVALID', 'The code is not right.', field);
}
