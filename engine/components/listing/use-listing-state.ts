import { useLocation, useNavigate } from 'react-router';
import { formatListingQuery } from '../../domain/refinements/listing-query.ts';
import type { ListingState } from '../../domain/refinements/listing-query.ts';
import { listingState } from '../../routing/listing-page.ts';

/**
 * The listing's state from the URL and a way to change it: a react-router navigation (no full
 * reload), so the URL keeps sort, page and filters and back goes to the previous choice.
 */
export function useListingState(): {
  state: ListingState;
  hrefOf: (next: ListingState) => string;
  go: (next: ListingState, options?: { keepScroll?: boolean }) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const state = listingState(location.search);
  const hrefOf = (next: ListingState) => `${location.pathname}${formatListingQuery(next)}`;
  return {
    state,
    hrefOf,
    go: (next, options = {}) =>
      void navigate(hrefOf(next), { preventScrollReset: options.keepScroll ?? true }),
  };
}
