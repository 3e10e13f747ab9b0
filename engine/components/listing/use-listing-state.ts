import { useLocation, useNavigate, useNavigation } from 'react-router';
import { formatListingQuery } from '../../domain/refinements/listing-query.ts';
import type { ListingState } from '../../domain/refinements/listing-query.ts';
import { listingState } from '../../routing/listing-page.ts';

/**
 * The listing's state from the URL and a way to change it: a react-router navigation (no full
 * reload), so the URL keeps sort, page and filters and back goes to the previous choice. While
 * the next page loads, the state is the one asked for, so a checkbox shows its choice at once.
 */
export function useListingState(): {
  state: ListingState;
  hrefOf: (next: ListingState) => string;
  go: (next: ListingState, options?: { keepScroll?: boolean }) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const state = listingState(
    pending && pending.pathname === location.pathname ? pending.search : location.search,
  );
  const hrefOf = (next: ListingState) => `${location.pathname}${formatListingQuery(next)}`;
  return {
    state,
    hrefOf,
    go: (next, options = {}) =>
      void navigate(hrefOf(next), { preventScrollReset: options.keepScroll ?? true }),
  };
}
