import { randomUUID } from 'node:crypto';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { RegistryOwner } from './registry-store.ts';

export interface OwnerInput {
  readonly preEventAddress?: { first_name: string; last_name: string };
  readonly postEventAddress?: { first_name: string; last_name: string };
  readonly coOwner?: { first_name: string; last_name: string; email: string };
}

interface UserRow {
  id: string;
  email: string;
  profile: { name?: { first?: string; last?: string }; firstName?: string; lastName?: string };
}

/** The caller as primary owner (web_profile_id = their profile id) and the optional co-owner. */
export async function ownersFor(
  db: Queryable,
  brandId: string,
  userId: string,
  input: OwnerInput,
): Promise<RegistryOwner[]> {
  const [user] = await db.query<UserRow>('SELECT id, email, profile FROM users WHERE id = $1', [
    userId,
  ]);
  if (!user) throw new ApiError(403, 'LOGIN_REQUIRED', 'Sign in to your account to do this.');
  const address = input.preEventAddress ?? input.postEventAddress;
  const owners: RegistryOwner[] = [
    {
      id: randomUUID(),
      first_name: user.profile.name?.first ?? user.profile.firstName ?? address?.first_name ?? '',
      last_name: user.profile.name?.last ?? user.profile.lastName ?? address?.last_name ?? '',
      primary: true,
      web_profile_id: user.id,
      customer_id: user.id,
      email: user.email,
      ...(address ? { address } : {}),
    },
  ];
  if (input.coOwner) {
    const email = input.coOwner.email.trim().toLowerCase();
    const [partner] = await db.query<{ id: string }>(
      'SELECT id FROM users WHERE brand_id = $1 AND email = $2',
      [brandId, email],
    );
    owners.push({
      id: randomUUID(),
      first_name: input.coOwner.first_name,
      last_name: input.coOwner.last_name,
      primary: false,
      web_profile_id: partner?.id ?? null,
      customer_id: partner?.id ?? null,
      email,
    });
  }
  return owners;
}
