import type { Queryable } from '../storage/database.ts';

/** A registry owner as stored (catalogue spec §3 Registry: owners). */
export interface RegistryOwner {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly primary: boolean;
  readonly web_profile_id: string | null;
  readonly customer_id: string | null;
  readonly email: string;
  readonly address?: unknown;
}

export interface RegistryRow {
  readonly id: string;
  readonly hid: string;
  readonly brand_id: string;
  readonly site_id: string;
  readonly version: number;
  readonly event: { name: string; type: string; description?: string; date: string };
  readonly addresses: { preEvent?: unknown; postEvent?: unknown };
  readonly accept_gift_cards: boolean;
  readonly owners: readonly RegistryOwner[];
  readonly created_at: Date | string;
}

export interface RegistryItemRow {
  readonly sku: string;
  readonly product_id: string;
  readonly requested_quantity: number;
  readonly purchased_quantity: number;
  readonly channel: string;
  readonly favorite: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A registry of the brand by its id or by its shorter public hid (what a shopper types or shares).
 * Another brand's registry is not found, never leaked.
 */
export async function findRegistry(
  db: Queryable,
  brandId: string,
  idOrHid: string,
): Promise<RegistryRow | undefined> {
  const [row] = await db.query<RegistryRow>(
    `SELECT * FROM registries WHERE brand_id = $1 AND ${isUuid(idOrHid) ? 'id = $2::uuid' : 'hid = $2'}`,
    [brandId, idOrHid],
  );
  return row;
}

/** The registries a person owns (by web_profile_id), newest first. */
export async function registriesOwnedBy(
  db: Queryable,
  brandId: string,
  webProfileId: string,
): Promise<RegistryRow[]> {
  return db.query<RegistryRow>(
    `SELECT * FROM registries WHERE brand_id = $1 AND owners @> $2::jsonb
      ORDER BY created_at DESC, id`,
    [brandId, JSON.stringify([{ web_profile_id: webProfileId }])],
  );
}

export async function registryItems(db: Queryable, registryId: string): Promise<RegistryItemRow[]> {
  return db.query<RegistryItemRow>(
    `SELECT sku, product_id, requested_quantity, purchased_quantity, channel, favorite
       FROM registry_items WHERE registry_id = $1 ORDER BY favorite DESC, product_id, sku`,
    [registryId],
  );
}

/** Owner versus shopper is decided by web_profile_id (catalogue spec §3 Registry, §6). */
export function isOwner(registry: RegistryRow, userId: string | undefined): boolean {
  return userId !== undefined && registry.owners.some((owner) => owner.web_profile_id === userId);
}
