import type { PickupStore, StoreAddress, StorePickup } from '../../schemas/api/generated/types.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Stores a shopper may collect an order from (catalogue spec §3 Store inStorePickUp): the brand's
 * stores in the site's own country whose pickup is not switched off and that name at least one
 * pickup service. The order ships to the store from the site's pool, so the store's own stock
 * does not limit it.
 */
const OFFERS_PICKUP = `coalesce(in_store_pickup ->> 'enabled', 'true') <> 'false'
  AND jsonb_typeof(in_store_pickup -> 'pickUpService') = 'array'
  AND jsonb_array_length(in_store_pickup -> 'pickUpService') > 0`;

/** Whether the site's country has a store that offers pickup (the PICKUP option is offered). */
export async function pickupOffered(
  db: Queryable,
  brandId: string,
  country: string,
): Promise<boolean> {
  const [row] = await db.query<{ offered: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM stores WHERE brand_id = $1 AND address ->> 'country' = $2
       AND ${OFFERS_PICKUP}) AS offered`,
    [brandId, country],
  );
  return row?.offered === true;
}

/** The store by number when a shopper of this site may collect there, else undefined. */
export async function findPickupStore(
  db: Queryable,
  brandId: string,
  country: string,
  storeNumber: string,
): Promise<PickupStore | undefined> {
  const [row] = await db.query<{
    store_number: string;
    name: string;
    address: StoreAddress;
    in_store_pickup: StorePickup;
  }>(
    `SELECT store_number, name, address, in_store_pickup FROM stores
      WHERE brand_id = $1 AND store_number = $2 AND address ->> 'country' = $3
        AND ${OFFERS_PICKUP}`,
    [brandId, storeNumber, country],
  );
  if (!row) return undefined;
  const { SLA: sla, instructions } = row.in_store_pickup;
  return {
    storeNumber: row.store_number,
    storeName: row.name,
    address: row.address,
    ...(typeof sla === 'string' && sla ? { sla } : {}),
    ...(typeof instructions === 'string' && instructions ? { instructions } : {}),
  };
}
