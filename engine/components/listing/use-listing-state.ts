import { useLocation, useNavigate, useNavigation } from 'react-router';
import { formatListingQuery } from '../../domain/refinements/listing-query.ts';
import type { ListingState } from '../../domain/refinements/listing-query.ts';
import { listingState } from '../../routing/listing-page.ts';

/**
 * The listing's state from the URL and a way to change it: a react-router navigation (no full
 * reload), so the URL keeps sort, page and filters and back goes to the previous choice; `kept`
 * is query the page owns besides them (a search's words). While
 * the next page loads, the state is the one asked for, so a checkbox shows its choice at once.
 */
export function useListingState(kept = ''): {
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
  const hrefOf = (next: ListingState) => {
    const query = formatListingQuery(next);
    // A search keeps its words (`kept`, encoded: "q=...") before the listing's own parameters.
    if (!kept) return `${location.pathname}${query}`;
    return `${location.pathname}?${kept}${query ? `&${query.slice(1)}` : ''}`;
  };
  return {
    state,
    hrefOf,
    go: (next, options = {}) =>
      void navigate(hrefOf(next), { preventScrollReset: options.keepScroll ?? true }),
  };
}
