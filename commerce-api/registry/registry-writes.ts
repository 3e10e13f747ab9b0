import { randomInt, randomUUID } from 'node:crypto';
import { ApiError, conflict } from '../http/errors.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { RegistryOwner, RegistryRow } from './registry-store.ts';

/**
 * Registry writes. Every write claims the registry's version with one conditional UPDATE (the row
 * lock it takes serializes concurrent writers; a writer holding a stale version matches no row) and
 * does its item change in the same transaction, so a refused item change gives the version back.
 */

export interface NewRegistry {
  readonly brandId: string;
  readonly siteId: string;
  readonly event: { name: string; type: string; description?: string; date: string };
  readonly preEvent?: unknown;
  readonly postEvent?: unknown;
  readonly acceptGiftCards: boolean;
  readonly owners: readonly RegistryOwner[];
}

export interface NewRegistryItem {
  readonly product_id: string;
  readonly sku: string;
  readonly requested_quantity: number;
  readonly channel: string;
  readonly favorite: boolean;
}

export interface QuantityChange {
  readonly version: number;
  readonly requestedQuantity?: number;
  readonly purchasedQuantity?: number;
  /** The owner's "most wanted" mark. */
  readonly favorite?: boolean;
}

const staleVersion = () =>
  conflict(
    'REGISTRY_VERSION_CONFLICT',
    'This registry was changed since it was loaded. Reload it and try again.',
  );

const itemNotFound = (sku: string) =>
  new ApiError(404, 'REGISTRY_ITEM_NOT_FOUND', `The registry has no item with sku "${sku}".`);

export async function createRegistry(db: Database, input: NewRegistry): Promise<RegistryRow> {
  // The hid is the short number shoppers type to find a registry; retry the rare collision.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db.query<RegistryRow>(
      `INSERT INTO registries (id, hid, brand_id, site_id, version, event, addresses,
                               accept_gift_cards, owners)
       VALUES ($1, $2, $3, $4, 1, $5, $6, $7, $8)
       ON CONFLICT (hid) DO NOTHING RETURNING *`,
      [
        randomUUID(),
        String(randomInt(1_000_000_000, 10_000_000_000)),
        input.brandId,
        input.siteId,
        JSON.stringify(input.event),
        JSON.stringify({
          ...(input.preEvent ? { preEvent: input.preEvent } : {}),
          ...(input.postEvent ? { postEvent: input.postEvent } : {}),
        }),
        input.acceptGiftCards,
        JSON.stringify(input.owners),
      ],
    );
    if (row) return row;
  }
  throw new Error('Could not allocate a registry hid');
}

/**
 * Bumps the version when it still is `expected` (any version when undefined); the new version, or
 * undefined when another write got there first.
 */
async function claimVersion(
  tx: Queryable,
  registryId: string,
  expected: number | undefined,
): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE registries SET version = version + 1
      WHERE id = $1 AND ($2::integer IS NULL OR version = $2::integer)
      RETURNING version`,
    [registryId, expected ?? null],
  );
  return row?.version;
}

export async function changeItemQuantities(
  db: Database,
  registryId: string,
  sku: string,
  change: QuantityChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await claimVersion(tx, registryId, change.version)) === undefined) throw staleVersion();
    const [row] = await tx.query(
      `UPDATE registry_items
          SET requested_quantity = coalesce($3::integer, requested_quantity),
              purchased_quantity = coalesce($4::integer, purchased_quantity),
              favorite = coalesce($5::boolean, favorite)
        WHERE registry_id = $1 AND sku = $2 RETURNING sku`,
      [
        registryId,
        sku,
        change.requestedQuantity ?? null,
        change.purchasedQuantity ?? null,
        change.favorite ?? null,
      ],
    );
    if (!row) throw itemNotFound(sku);
  });
}

export async function removeItem(
  db: Database,
  registryId: string,
  sku: string,
  version: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await claimVersion(tx, registryId, version)) === undefined) throw staleVersion();
    const [row] = await tx.query(
      'DELETE FROM registry_items WHERE registry_id = $1 AND sku = $2 RETURNING sku',
      [registryId, sku],
    );
    if (!row) throw itemNotFound(sku);
  });
}

/**
 * Adds items; with upsert an item already listed takes the new requested quantity, favorite and
 * channel (its purchased quantity stays), without it an item already listed is a 409.
 */
export async function addItems(
  db: Database,
  registryId: string,
  items: readonly NewRegistryItem[],
  options: { version?: number; upsert: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await claimVersion(tx, registryId, options.version)) === undefined) throw staleVersion();
    for (const item of items) {
      const [row] = await tx.query(
        `INSERT INTO registry_items (registry_id, sku, product_id, requested_quantity, channel, favorite)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (registry_id, sku) DO ${
           options.upsert
             ? `UPDATE SET product_id = EXCLUDED.product_id,
                         requested_quantity = EXCLUDED.requested_quantity,
                         channel = EXCLUDED.channel, favorite = EXCLUDED.favorite`
             : 'NOTHING'
         }
         RETURNING sku`,
        [
          registryId,
          item.sku,
          item.product_id,
          item.requested_quantity,
          item.channel,
          item.favorite,
        ],
      );
      if (!row) {
        throw conflict(
          'REGISTRY_ITEM_EXISTS',
          `The registry already has sku "${item.sku}"; send upsert=true to change it.`,
        );
      }
    }
  });
}

/**
 * Sets or removes the pre- and post-event shipping addresses under the version check: an address
 * left undefined stays, null removes it. The primary owner's address follows the pre-event one
 * (or the post-event one when there is none), as at creation.
 */
/**
 * The owner's changes to the registry itself (the addresses, whether it accepts gift cards; an
 * address null is removed, anything undefined stays) under the version check.
 */
export async function changeRegistry(
  db: Database,
  registryId: string,
  change: { version: number; preEvent?: unknown; postEvent?: unknown; acceptGiftCards?: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await claimVersion(tx, registryId, change.version)) === undefined) throw staleVersion();
    const [row] = await tx.query<Pick<RegistryRow, 'addresses' | 'owners'>>(
      'SELECT addresses, owners FROM registries WHERE id = $1',
      [registryId],
    );
    if (!row) throw new ApiError(404, 'REGISTRY_NOT_FOUND', 'The registry was removed.');
    const next: { preEvent?: unknown; postEvent?: unknown } = { ...row.addresses };
    if (change.preEvent === null) delete next.preEvent;
    else if (change.preEvent !== undefined) next.preEvent = change.preEvent;
    if (change.postEvent === null) delete next.postEvent;
    else if (change.postEvent !== undefined) next.postEvent = change.postEvent;
    const ownerAddress = next.preEvent ?? next.postEvent;
    const owners = row.owners.map((owner) => {
      if (!owner.primary) return owner;
      const { address: _old, ...rest } = owner;
      return ownerAddress ? { ...rest, address: ownerAddress } : rest;
    });
    await tx.query(
      `UPDATE registries SET addresses = $2, owners = $3,
              accept_gift_cards = coalesce($4::boolean, accept_gift_cards)
        WHERE id = $1`,
      [registryId, JSON.stringify(next), JSON.stringify(owners), change.acceptGiftCards ?? null],
    );
  });
}
