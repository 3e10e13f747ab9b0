import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, isApiRequestError } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getPreferences, updateGlobalPreferences } from '../../api/calls/preferences.ts';
import { searchStores } from '../../api/calls/stores.ts';
import type { Store } from '../../../schemas/api/generated/types.ts';
import {
  parseCachedStore,
  serializeCachedStore,
  storeChoice,
} from '../../domain/pickup/store-choice.ts';
import type { CachedStore, StoreSource } from '../../domain/pickup/store-choice.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import { useSession } from '../shell/route-state.ts';

/** Why no store could be found: no store near the position, or no position from the browser. */
export type PickupProblem = 'nearbyNotFound' | 'locationDenied';

export interface PickupStoreState {
  readonly store?: Store;
  readonly source?: StoreSource;
  /** The store's number is known but its details are still loading, or the browser is locating. */
  readonly busy: boolean;
  readonly problem?: PickupProblem;
  /** The nearest store from the browser's location (the last step of the precedence). */
  readonly locate: () => void;
  /** The shopper's choice: kept locally, and as the favourite store when signed in (§4). */
  readonly choose: (store: Store) => Promise<void>;
}

const storageKey = (brandId: string) => `sf:${brandId}:pickup-store`;

function readCached(brandId: string): CachedStore | undefined {
  try {
    return parseCachedStore(window.localStorage.getItem(storageKey(brandId)));
  } catch {
    // Storage switched off (private mode, a policy): no cached store, nothing to report.
    return undefined;
  }
}

/** The browser's position, or a rejection when it has none or the shopper says no. */
export function browserPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000 });
  });
}

/**
 * The stores near the shopper, nearest first: the browser's position, then the store search by it
 * (the pickup hook's last step and the checkout's "Find stores near me"). Without a position,
 * 'locationDenied'; none within the brand's distance (the search answers 404, catalogue spec §8)
 * or a failed search, 'nearbyNotFound'.
 */
export async function storesNearShopper(
  api: ApiClient,
  queryClient: QueryClient,
  unit: 'mi' | 'km',
): Promise<readonly [Store, ...Store[]] | PickupProblem> {
  let coords: GeolocationCoordinates;
  try {
    ({ coords } = await browserPosition());
  } catch {
    return 'locationDenied';
  }
  try {
    const found = await queryClient.fetchQuery(
      apiQuery(api, searchStores, { lat: coords.latitude, lng: coords.longitude, unit }),
    );
    const [first, ...rest] = found.results;
    return first ? [first, ...rest] : 'nearbyNotFound';
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 404))
      console.error('[storefront:pickup] Store search failed', error);
    return 'nearbyNotFound';
  }
}

/**
 * The shopper's pickup store by the catalogue spec §4 precedence: a given store number, the
 * favourite store (signed in), the locally cached default (limits.stores.storeCacheMs), else the
 * nearest from the browser's location, asked for only when the shopper asks (`locate`): a page
 * that opens with a location prompt is one a shopper closes. Browser only.
 */
export function usePickupStore(given?: string): PickupStoreState {
  const { api, brand, site } = useAppEnv();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const signedIn = useSession().authorized;
  const [cached, setCached] = useState<CachedStore | undefined>();
  const [nearest, setNearest] = useState<Store | undefined>();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<PickupProblem | undefined>();

  useEffect(() => setCached(readCached(brand.id)), [brand.id]);

  const preferences = useQuery({
    ...apiQuery(api, getPreferences, {}),
    enabled: hydrated && signedIn,
    staleTime: 60_000,
  });
  const choice = storeChoice({
    given,
    favourites: preferences.data?.global.favoriteStores,
    cached,
    now: Date.now(),
    cacheMs: site.limits.stores.storeCacheMs,
  });
  const storeNumber = choice === 'nearest' ? nearest?.storeNumber : choice.storeNumber;
  const named = useQuery({
    ...apiQuery(api, searchStores, { storeNumber: storeNumber ?? '', unit: site.distanceUnit }),
    enabled: hydrated && choice !== 'nearest',
    staleTime: 300_000,
  });

  const locate = useCallback(() => {
    setLocating(true);
    setProblem(undefined);
    void storesNearShopper(api, queryClient, site.distanceUnit)
      .then((found) => {
        if (typeof found === 'string') setProblem(found);
        else setNearest(found[0]);
      })
      .finally(() => setLocating(false));
  }, [api, queryClient, site.distanceUnit]);

  const choose = useCallback(
    async (store: Store) => {
      const now = Date.now();
      try {
        window.localStorage.setItem(
          storageKey(brand.id),
          serializeCachedStore(store.storeNumber, now),
        );
      } catch {
        // Storage switched off: the choice holds for this page.
      }
      setCached({ storeNumber: store.storeNumber, savedAt: now });
      setNearest(store);
      queryClient.setQueryData(
        apiQuery(api, searchStores, { storeNumber: store.storeNumber, unit: site.distanceUnit })
          .queryKey,
        { results: [store] },
      );
      if (!signedIn) return;
      const current = await queryClient.fetchQuery(apiQuery(api, getPreferences, {}));
      const others = (current.global.favoriteStores ?? []).filter(
        (number) => number !== store.storeNumber,
      );
      await callApi(api, updateGlobalPreferences, {
        ...current.global,
        favoriteStores: [store.storeNumber, ...others].slice(0, 20),
      });
      await queryClient.invalidateQueries({ queryKey: apiQuery(api, getPreferences, {}).queryKey });
    },
    [api, brand.id, queryClient, signedIn, site.distanceUnit],
  );

  const store = choice === 'nearest' ? nearest : named.data?.results[0];
  const source = choice === 'nearest' ? (nearest ? 'nearest' : undefined) : choice.source;
  return {
    ...(store ? { store } : {}),
    ...(source ? { source } : {}),
    busy: locating || (choice !== 'nearest' && named.isPending),
    ...(problem ? { problem } : {}),
    locate,
    choose,
  };
}
