import { lazy } from 'react';
import type { ListingViewProps } from '../../components/listing/listing-view.tsx';

/**
 * The listing view as the search results and brand and seller pages show it: from the category
 * listing's own chunk (loaded as a category page loads it), with its quick shop (issue 11).
 */
export const LazyListingView = lazy(() =>
  import('./listing-page.tsx').then((chunk) => ({
    default: (props: Omit<ListingViewProps, 'quickShopDialog'>) => (
      <chunk.ListingView {...props} quickShopDialog={chunk.QuickShopDialog} />
    ),
  })),
);
