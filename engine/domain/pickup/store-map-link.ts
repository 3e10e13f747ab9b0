/** How close the map opens on a store: a street (OpenStreetMap's zoom levels, 0 to 19). */
export const STORE_MAP_ZOOM = 16;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * A store's place on a public map, for the StoreMap slot's default (issue 13: a maps service as a
 * registry slot with a harmless default): a plain link to OpenStreetMap with a marker, no script;
 * none when the store has no valid coordinates.
 */
export function storeMapUrl(lat: unknown, lng: unknown): string | undefined {
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return undefined;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${STORE_MAP_ZOOM}/${lat}/${lng}`;
}
