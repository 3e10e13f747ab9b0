import type {
  Store,
  StoreAddress,
  StoreHours,
  StorePickup,
} from '../../schemas/api/generated/types.ts';
import type { Queryable } from '../storage/database.ts';

export type DistanceUnit = 'mi' | 'km';

const EARTH_RADIUS: Record<DistanceUnit, number> = { mi: 3958.7613, km: 6371.0088 };
/** Length of one degree of latitude, for the index-friendly band around the shopper. */
const DEGREE: Record<DistanceUnit, number> = { mi: 69.05, km: 111.13 };

export interface StoreRow {
  store_number: string;
  name: string;
  lat: number;
  lng: number;
  address: StoreAddress;
  in_store_pickup: StorePickup;
  hours: StoreHours[];
  pool_id: string;
  distance: number | null;
}

const COLUMNS = 'store_number, name, lat, lng, address, in_store_pickup, hours, pool_id';

/**
 * Stores of a brand within `distance` of a point, nearest first: great-circle (haversine)
 * distance computed in SQL, after a latitude band the (brand_id, lat) index narrows.
 */
export async function storesNear(
  db: Queryable,
  brandId: string,
  point: { lat: number; lng: number },
  distance: number,
  unit: DistanceUnit,
): Promise<StoreRow[]> {
  return db.query<StoreRow>(
    `SELECT * FROM (
       SELECT ${COLUMNS}, ${haversine('$2', '$3', '$4')} AS distance
       FROM stores
       WHERE brand_id = $1 AND lat BETWEEN $2::float8 - $5::float8 AND $2::float8 + $5::float8
     ) near
     WHERE distance <= $6::float8
     ORDER BY distance, store_number
     LIMIT 50`,
    [brandId, point.lat, point.lng, EARTH_RADIUS[unit], distance / DEGREE[unit], distance],
  );
}

/** One store by number, with its distance from the point when one is given. */
export async function storeByNumber(
  db: Queryable,
  brandId: string,
  storeNumber: string,
  point: { lat: number; lng: number } | undefined,
  unit: DistanceUnit,
): Promise<StoreRow | undefined> {
  const [row] = await db.query<StoreRow>(
    `SELECT ${COLUMNS}, ${point ? haversine('$3', '$4', '$5') : 'NULL::float8'} AS distance
     FROM stores WHERE brand_id = $1 AND store_number = $2`,
    point
      ? [brandId, storeNumber, point.lat, point.lng, EARTH_RADIUS[unit]]
      : [brandId, storeNumber],
  );
  return row;
}

function haversine(lat: string, lng: string, radius: string): string {
  return `${radius}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(lat - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(lat)) * power(sin(radians(lng - ${lng}::float8) / 2), 2))))`;
}

/** A store as the store service answers it (catalogue spec §3 store). */
export function storeView(row: StoreRow, unit: DistanceUnit): Store {
  return {
    storeNumber: row.store_number,
    storeName: row.name,
    loc: { lat: row.lat, lng: row.lng },
    addresses: { marketing: row.address },
    inStorePickUp: row.in_store_pickup,
    hours: row.hours,
    poolId: row.pool_id,
    distance: row.distance === null ? null : Math.round(row.distance * 10) / 10,
    distanceUnit: unit,
  };
}
