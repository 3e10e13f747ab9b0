import type { SavedAddress } from '../../schemas/api/generated/types.ts';
import { randomUUID } from 'node:crypto';
import { notFound } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { Address } from './address-rules.ts';
import { isUuid } from './account.ts';

export interface AddressRow {
  id: string;
  address: Address & { nickName?: string };
  visible: boolean;
}

/** The wire shape (shell spec §3.2 address wrapper): id, nickName, address and visible. */
export function addressView(row: AddressRow): SavedAddress {
  const { nickName, ...address } = row.address;
  return { id: row.id, ...(nickName ? { nickName } : {}), address, visible: row.visible };
}

/** One of the user's addresses; another user's id is a 404 like an unknown one (never leaked). */
export async function findOwnAddress(
  db: Queryable,
  userId: string,
  id: string | undefined,
): Promise<AddressRow> {
  const [row] = isUuid(id)
    ? await db.query<AddressRow>(
        'SELECT id, address, visible FROM addresses WHERE id = $1 AND user_id = $2',
        [id, userId],
      )
    : [];
  if (!row) throw notFound('The address');
  return row;
}

export async function insertAddress(
  db: Queryable,
  userId: string,
  address: Address,
  { visible, nickName }: { visible: boolean; nickName?: string },
): Promise<AddressRow> {
  const stored = { ...address, ...(nickName ? { nickName } : {}) };
  const [row] = await db.query<AddressRow>(
    `INSERT INTO addresses (id, user_id, address, visible) VALUES ($1, $2, $3, $4)
     RETURNING id, address, visible`,
    [randomUUID(), userId, JSON.stringify(stored), visible],
  );
  if (!row) throw new Error('[storefront:api] address insert returned no row');
  return row;
}
