/** Store (catalogue spec §3 Store). */
export interface Store {
  readonly storeNumber: string;
  readonly storeName: string;
  readonly loc: { readonly lat: number; readonly lng: number };
  readonly addresses: { readonly marketing: Readonly<Record<string, unknown>> };
  readonly inStorePickUp: {
    readonly SLA?: string;
    readonly instructions?: string;
    readonly pickUpService?: boolean | string;
  } | null;
  readonly hours?: unknown;
  readonly poolId: string;
  /** From the searched position, in distanceUnit; null without one. */
  readonly distance: number | null;
  readonly distanceUnit: 'mi' | 'km';
}

export interface StoreSearchResult {
  readonly results: readonly Store[];
}

/** By position (numeric lat and lng), or one store by number (with a position for its distance). */
export type StoreSearch = (
  | { readonly lat: number; readonly lng: number; readonly distance?: number }
  | { readonly storeNumber: string; readonly lat?: number; readonly lng?: number }
) & {
  /** The site's distance unit (miles for US and UK, else kilometres). */
  readonly unit?: 'mi' | 'km';
};
