import { randomUUID } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';

/**
 * One subscription per site and email address (migration 005's unique index): a new sign-up or
 * an unsubscribe replaces the record, in one statement.
 */
export async function upsertSubscription(
  db: Queryable,
  siteId: string,
  email: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (id, site_id, email, payload) VALUES ($1, $2, $3, $4)
     ON CONFLICT (site_id, lower(email)) DO UPDATE SET payload = EXCLUDED.payload, created_at = now()`,
    [randomUUID(), siteId, email, JSON.stringify(payload)],
  );
}
