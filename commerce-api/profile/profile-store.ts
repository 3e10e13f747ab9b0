import type { Queryable } from '../storage/database.ts';
import { conflict, notFound } from '../http/errors.ts';

/** users.profile as stored: the profile fields of shell spec §3.2 the user row does not hold. */
export interface StoredProfile {
  name?: { first?: string; last?: string };
  dateOfBirth?: string;
  gender?: string;
  phone?: { number: string };
  student?: boolean;
  defaultShippingAddressId?: string | null;
  defaultPaymentId?: string | null;
  discounts?: unknown[];
  employee?: { employeeId: string; name?: string; continent?: string; storeLocation?: string };
  externalIds?: { salesforceContactId?: string };
  sterlingId?: string;
  membership?: { group?: string; memberId?: string; expirationDate?: string; type?: string };
  membershipRenewalEligible?: boolean;
  stylist?: { stylistId: string };
  /** Loyalty account; `awards` are the rewards GET .../me/loyalty/rewards lists. */
  loyalty?: { loyaltyId: string; userName?: string; awards?: unknown[] };
}

export interface UserRow {
  id: string;
  email: string;
  roles: string[];
  profile: StoredProfile;
}

export async function findUser(db: Queryable, userId: string): Promise<UserRow> {
  const [user] = await db.query<UserRow>(
    'SELECT id, email, roles, profile FROM users WHERE id = $1',
    [userId],
  );
  if (!user) throw notFound('The profile');
  return user;
}

/**
 * Merges fields into users.profile in one statement (jsonb ||), so two concurrent edits of
 * different fields both land. A null value clears the field.
 */
export async function mergeProfile(
  db: Queryable,
  userId: string,
  fields: Partial<Record<keyof StoredProfile, unknown>>,
): Promise<void> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  const cleared = Object.entries(fields)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
  await db.query(`UPDATE users SET profile = (profile || $2::jsonb) - $3::text[] WHERE id = $1`, [
    userId,
    JSON.stringify(set),
    cleared,
  ]);
}

/** Serialises edits of one profile, so a read-modify-write (the name) never loses a change. */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Removes profile.<key> when it names a deleted address or card. */
export async function clearDefault(
  tx: Queryable,
  userId: string,
  key: 'defaultShippingAddressId' | 'defaultPaymentId',
  id: string,
): Promise<void> {
  await tx.query(
    `UPDATE users SET profile = profile - $2::text WHERE id = $1 AND profile->>$2::text = $3`,
    [userId, key, id],
  );
}

/** users (brand_id, email) is unique: a concurrent sign-up with the address loses with a 409. */
export function rethrowEmailInUse(error: unknown): never {
  if ((error as { code?: string }).code === '23505') {
    throw conflict('EMAIL_IN_USE', 'This email address belongs to another account.');
  }
  throw error;
}
