/**
 * Which store a shopper picks up from (catalogue spec §4 "Store pickup store choice"): a given
 * store number, else the favourite store, else a locally cached default store (kept for
 * limits.stores.storeCacheMs, 5184000000 ms: 60 days), else the nearest store from the browser's
 * location. It is an error if none is found ("Unable to find nearby store", §8).
 */
export interface CachedStore {
  readonly storeNumber: string;
  /** Epoch milliseconds when the shopper chose it. */
  readonly savedAt: number;
}

export type StoreSource = 'given' | 'favourite' | 'cached' | 'nearest';

export interface StoreChoiceInput {
  readonly given?: string | null;
  /** preferences.global.favoriteStores of a signed-in shopper (§3 Other); the first counts. */
  readonly favourites?: readonly string[];
  readonly cached?: CachedStore;
  readonly now: number;
  readonly cacheMs: number;
}

/** Store numbers are digits (the store service's own form); anything else is not a store. */
const STORE_NUMBER = /^\d{1,20}$/;

export function isStoreNumber(value: unknown): value is string {
  return typeof value === 'string' && STORE_NUMBER.test(value);
}

/** The store the precedence names without asking for a position, or 'nearest' to ask for one. */
export function storeChoice(
  input: StoreChoiceInput,
): { readonly storeNumber: string; readonly source: StoreSource } | 'nearest' {
  if (isStoreNumber(input.given)) return { storeNumber: input.given, source: 'given' };
  const favourite = input.favourites?.find(isStoreNumber);
  if (favourite) return { storeNumber: favourite, source: 'favourite' };
  const { cached } = input;
  if (cached && input.now - cached.savedAt < input.cacheMs && cached.savedAt <= input.now) {
    return { storeNumber: cached.storeNumber, source: 'cached' };
  }
  return 'nearest';
}

/**
 * The cached default store as local storage holds it: text anyone can edit, so anything that is
 * not exactly a store number and a time is no cached store.
 */
export function parseCachedStore(raw: string | null): CachedStore | undefined {
  if (!raw || raw.length > 200) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { storeNumber, savedAt } = value as Record<string, unknown>;
    if (!isStoreNumber(storeNumber)) return undefined;
    if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt < 0) return undefined;
    return { storeNumber, savedAt };
  } catch {
    return undefined;
  }
}

export function serializeCachedStore(storeNumber: string, now: number): string {
  return JSON.stringify({ storeNumber, savedAt: now } satisfies CachedStore);
}

/** A place name typed into the store search, tidied for matching (case and accents ignored). */
export function placeKey(text: string): string {
  return text
    .slice(0, 100)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface PlaceFields {
  readonly storeName: string;
  readonly city?: string;
  readonly region?: string;
  readonly postalCode?: string;
}

/**
 * Whether a store answers a place-name search: the words typed are the start of its town, its
 * region, its postal code or a word of its name ("soho", "new york", "SW1", "münchen").
 */
export function matchesPlace(store: PlaceFields, query: string): boolean {
  const wanted = placeKey(query);
  if (wanted === '') return false;
  const fields = [store.city, store.region, store.postalCode].map((field) => placeKey(field ?? ''));
  if (fields.some((field) => field !== '' && field.startsWith(wanted))) return true;
  const name = placeKey(store.storeName);
  return name === wanted || name.includes(` ${wanted}`) || name.startsWith(`${wanted} `);
}
