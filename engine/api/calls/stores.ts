import type { StoreSearchQuery, StoreSearchResult } from '../../../schemas/api/generated/types.ts';
import { isValidStoreSearch } from '../../domain/validation/catalogue.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { defineCall } from '../declaration.ts';
import { numeral } from './wire.ts';

/** By position (numeric lat and lng), or one store by number (with a position for its distance). */
export type StoreSearch = (
  | { readonly lat: number; readonly lng: number; readonly distance?: number }
  | { readonly storeNumber: string; readonly lat?: number; readonly lng?: number }
) & {
  /** The site's distance unit (miles for US and UK, else kilometres). */
  readonly unit?: 'mi' | 'km';
};

/**
 * Store search (catalogue spec §7 Stores): numeric lat and lng (catalogue spec §5) or a store
 * number; without a distance the server uses the brand's (limits.stores.nearbyDistance, 200).
 */
export const searchStores = defineCall<StoreSearch, StoreSearchResult>({
  operation: 'searchStores',
  service: 'stores',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: () => '/misl/v1/stores/search',
  query: (search, site): StoreSearchQuery => ({
    brandId: site.brandId,
    unit: search.unit,
    lat: numeral(search.lat),
    lng: numeral(search.lng),
    ...('storeNumber' in search
      ? { storeNumber: search.storeNumber }
      : { distance: numeral(search.distance) }),
  }),
  validate: (search) => (isValidStoreSearch(search) ? undefined : VALIDATION_MESSAGES.storeSearch),
});
