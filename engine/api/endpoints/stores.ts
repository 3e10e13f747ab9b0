import { isValidStoreSearch } from '../../domain/validation/catalogue.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import type { ApiClient } from '../client.ts';
import type { StoreSearch, StoreSearchResult } from '../types/stores.ts';

/**
 * Store search (catalogue spec §7 Stores): numeric lat and lng (catalogue spec §5) or a store
 * number; without a distance the server uses the brand's (limits.stores.nearbyDistance, 200).
 */
export async function searchStores(
  client: ApiClient,
  search: StoreSearch,
  signal?: AbortSignal,
): Promise<StoreSearchResult> {
  if (!isValidStoreSearch(search)) throw client.invalid(VALIDATION_MESSAGES.storeSearch);
  const where =
    'storeNumber' in search
      ? { storeNumber: search.storeNumber, lat: search.lat, lng: search.lng }
      : { lat: search.lat, lng: search.lng, distance: search.distance };
  return client.request({
    operation: 'searchStores',
    method: 'GET',
    path: '/misl/v1/stores/search',
    query: { brandId: client.site.brandId, unit: search.unit, ...where },
    signal,
  });
}
