import { FACET_NAMES } from './facets.ts';
import type { FacetName } from './facets.ts';
import { parseQuery } from '../query-string.ts';
import type { QueryValue } from '../query-string.ts';
import { isValidMultiValueRefinement, isValidRangeRefinement } from '../validation/refinements.ts';

/**
 * A listing's state as its URL keeps it (shell spec §2.2: category pages take page, sort field,
 * sort order and refinement query parameters; §5 the query-string rules). One parameter per facet,
 * named as the API names the facet, its values a comma list:
 *   ?sort=price&order=asc&page=2&colorway=Blue,Ivory&salePrice=0-50,50-100&sizeClassGroup=petite~S
 * The pickup facets go with the store they are about: ?store=1234&pickup=true.
 * A value list joined with "|" (colorway=Blue|Green) is a SplitValue refinement: every part must
 * match. Everything here is hostile input (DESIGN §8): an unknown parameter, a value in the wrong
 * format or past the limits is dropped, never sent to the API.
 */
export const SORT_FIELDS = ['popularity', 'newest', 'price', 'rating'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export { FACET_NAMES };
export type { FacetName };
export type RefinementType = 'Value' | 'Range' | 'MultiValue' | 'SplitValue';

/** The refinement type a facet's URL values take (catalogue spec §3 refinement types). */
export const FACET_TYPES: Readonly<Record<FacetName, 'Value' | 'Range' | 'MultiValue'>> = {
  colorway: 'Value',
  salePrice: 'Range',
  sizeClassGroup: 'MultiValue',
  pickup: 'Value',
  availableInStorePickupPools: 'Value',
  availableBuyOnlinePickupPools: 'Value',
  immediatelyAvailable: 'Value',
};

/** Facets the API takes SplitValue for (all parts must match). */
const SPLIT_FACETS: ReadonlySet<FacetName> = new Set([
  'colorway',
  'availableInStorePickupPools',
  'availableBuyOnlinePickupPools',
]);
/**
 * Facets about a store (catalogue spec §3: pickup and the pickup pools): the API answers them
 * only for the stores the request names, so they are kept only with the listing's `store`.
 */
export const STORE_FACETS: ReadonlySet<FacetName> = new Set([
  'pickup',
  'availableInStorePickupPools',
  'availableBuyOnlinePickupPools',
]);
/** A store number as the URL may carry it: letters, digits and dashes, at most 20. */
const STORE_NUMBER = /^[A-Za-z0-9-]{1,20}$/;

/** Facets that are a yes/no switch: the only value is "true". */
const SWITCH_FACETS: ReadonlySet<FacetName> = new Set(['pickup', 'immediatelyAvailable']);

/** The API takes at most 20 refinements; a value longer than 100 characters is no facet value. */
export const MAX_VALUES_PER_FACET = 20;
export const MAX_VALUE_LENGTH = 100;
/** The highest ?page= a listing takes: far beyond any catalogue, small enough for any skip. */
export const MAX_LISTING_PAGE = 10_000;

export interface ListingRefinement {
  readonly facet: FacetName;
  readonly type: RefinementType;
  readonly values: readonly string[];
}

export interface ListingSort {
  readonly field: SortField;
  readonly order: SortOrder;
}

export interface ListingState {
  readonly page: number;
  /** Absent: the API's default (popularity, descending). */
  readonly sort?: ListingSort;
  /** In FACET_NAMES order, one per facet, each with at least one value. */
  readonly refinements: readonly ListingRefinement[];
  /** The pickup store the listing is filtered or counted for (?store=), sent as selectedStores. */
  readonly store?: string;
}

/** The default order of a sort field (the API's: ascending for price, else descending). */
export function defaultOrder(field: SortField): SortOrder {
  return field === 'price' ? 'asc' : 'desc';
}

/**
 * A listing's state from its query string (with or without "?"). A repeated parameter (a form
 * sent without JavaScript gives colorway=Blue&colorway=Ivory) adds to the list.
 */
export function parseListingQuery(search: string): ListingState {
  const merged = new Map<string, string[]>();
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    for (const [key, value] of Object.entries(parseQuery(part))) {
      merged.set(key, [...(merged.get(key) ?? []), ...listOf(value)]);
    }
  }
  const one = (key: string) => merged.get(key)?.[0] ?? '';
  const store = STORE_NUMBER.test(one('store')) ? one('store') : undefined;
  const refinements: ListingRefinement[] = [];
  for (const facet of FACET_NAMES) {
    // Without a store, a store's facet means nothing to the API: dropped, never a failed page.
    if (STORE_FACETS.has(facet) && store === undefined) continue;
    const refinement = refinementOf(facet, merged.get(facet) ?? []);
    if (refinement) refinements.push(refinement);
  }
  return {
    page: pageOf(one('page')),
    sort: sortOf(one('sort'), one('order')),
    refinements,
    ...(store !== undefined ? { store } : {}),
  };
}

/** The query string of a state ("" or "?..."), defaults left out, in a stable order. */
export function formatListingQuery(state: ListingState): string {
  const parts: string[] = [];
  if (state.store !== undefined) parts.push(`store=${encodeURIComponent(state.store)}`);
  for (const refinement of state.refinements) {
    const joiner = refinement.type === 'SplitValue' ? '%7C' : ',';
    parts.push(`${refinement.facet}=${refinement.values.map(encodeValue).join(joiner)}`);
  }
  if (state.sort) {
    parts.push(`sort=${state.sort.field}`);
    if (state.sort.order !== defaultOrder(state.sort.field))
      parts.push(`order=${state.sort.order}`);
  }
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The refinements as the category listing call takes them. */
export function apiRefinements(state: ListingState) {
  return state.refinements.map((refinement) => ({
    facet: refinement.facet,
    type: refinement.type,
    value: [...refinement.values],
  }));
}

/** The state without any refinement (clear all); the sort and the store stay. */
export function clearRefinements(state: ListingState): ListingState {
  return { ...state, page: 1, refinements: [] };
}

/**
 * A facet's refinement from its raw values, or undefined when none is usable. Values in the
 * wrong format are dropped one by one (shell spec §5: Range digits-digits with low and high,
 * MultiValue parent~value), so one bad value does not lose the good ones.
 */
export function refinementOf(
  facet: FacetName,
  raw: readonly string[],
  asked?: RefinementType,
): ListingRefinement | undefined {
  const split = asked === 'SplitValue' || (asked === undefined && raw.some((v) => v.includes('|')));
  const type: RefinementType = split && SPLIT_FACETS.has(facet) ? 'SplitValue' : FACET_TYPES[facet];
  const parts = raw.flatMap((value) => value.split(type === 'SplitValue' ? '|' : ','));
  const values = [...new Set(parts.map((part) => part.trim()))]
    .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH)
    .filter((value) => isValidValue(facet, type, value))
    .slice(0, MAX_VALUES_PER_FACET);
  return values.length > 0 ? { facet, type, values } : undefined;
}

function isValidValue(facet: FacetName, type: RefinementType, value: string): boolean {
  if (SWITCH_FACETS.has(facet)) return value === 'true';
  if (type === 'Range') return isValidRangeRefinement(value);
  if (type === 'MultiValue') return isValidMultiValueRefinement(value);
  return !value.includes('|');
}

/** Shell spec §2.2 `page`: a whole number from 1 to MAX_LISTING_PAGE, anything else is page 1. */
function pageOf(raw: string): number {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_LISTING_PAGE);
}

function sortOf(field: string, order: string): ListingSort | undefined {
  if (!(SORT_FIELDS as readonly string[]).includes(field)) return undefined;
  const sortField = field as SortField;
  return {
    field: sortField,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder(sortField),
  };
}

function listOf(value: QueryValue): string[] {
  return typeof value === 'string' ? [value] : value;
}

/** A value in the URL: encoded, but with "~" and spaces readable ("+", shell spec §5). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%7E/gi, '~');
}
