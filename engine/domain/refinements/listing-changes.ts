import { FACET_NAMES } from './facets.ts';
import type { FacetName } from './facets.ts';
import { FACET_TYPES, MAX_LISTING_PAGE, refinementOf } from './listing-query.ts';
import type { ListingSort, ListingState, RefinementType } from './listing-query.ts';

/**
 * Changes to a listing's state, as the controls make them (listing-query.ts reads and writes the
 * URL). Apart from it so the page's first load carries only the parser: the controls that change
 * the state are a lazy chunk (issue 9 budget).
 */
/** The state with one facet value on or off; any change of filters goes back to page 1. */
export function toggleRefinement(
  state: ListingState,
  facet: FacetName,
  value: string,
): ListingState {
  const current = state.refinements.find((refinement) => refinement.facet === facet);
  const values = current?.values ?? [];
  const next = values.includes(value)
    ? values.filter((entry) => entry !== value)
    : [...values, value];
  return withFacet(state, facet, next, current?.type ?? FACET_TYPES[facet]);
}

/** The state without one facet's refinement (clear one). */
export function clearRefinement(state: ListingState, facet: FacetName): ListingState {
  return withFacet(state, facet, [], FACET_TYPES[facet]);
}

export function withSort(state: ListingState, sort: ListingSort | undefined): ListingState {
  return { ...state, page: 1, sort };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.min(Math.max(1, Math.trunc(page)), MAX_LISTING_PAGE) };
}

export function isSelected(state: ListingState, facet: FacetName, value: string): boolean {
  return !!state.refinements.find((r) => r.facet === facet)?.values.includes(value);
}

function withFacet(
  state: ListingState,
  facet: FacetName,
  values: readonly string[],
  type: RefinementType,
): ListingState {
  const others = state.refinements.filter((refinement) => refinement.facet !== facet);
  const refinement = values.length > 0 ? refinementOf(facet, values, type) : undefined;
  const refinements = refinement ? [...others, refinement] : others;
  refinements.sort((a, b) => FACET_NAMES.indexOf(a.facet) - FACET_NAMES.indexOf(b.facet));
  return { ...state, page: 1, refinements };
}
