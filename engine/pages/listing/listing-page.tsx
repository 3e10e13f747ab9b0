import { useQuery } from '@tanstack/react-query';
import { ListingView } from '../../components/listing/listing-view.tsx';
import type { ResolvedListingPageProps } from '../../config/generated/resolved.ts';
import { QuickShopDialog } from '../quick-shop/quick-shop-lazy.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { hasCategoryBanner, listingQuery } from '../../routing/listing-page.ts';
import { pageQuery } from '../../routing/page-queries.ts';
import { listingBannerOf } from './listing-banner-of.ts';

/** A category listing (catalogue spec §3, §7; shell spec §2.2): the listing view over its category. */
export default function ListingPage({ slug }: ResolvedListingPageProps) {
  const env = useAppEnv();
  // The category's 2x1 banner tile, from its content page (the loader fetched it with the listing).
  const { data: content } = useQuery({
    ...pageQuery(env, slug),
    enabled: hasCategoryBanner(env, slug),
  });
  return (
    <ListingView
      quickShopDialog={QuickShopDialog}
      queryOf={(state) => listingQuery(env, slug, state)}
      title={(listing) => listing.category.displayName}
      banner={listingBannerOf(content)}
      personalization={
        typeof env.flags.plpPersonalization === 'number' ? env.flags.plpPersonalization : 0
      }
    />
  );
}

// Search results and brand and seller pages show the same view: they load it from this chunk
// (a dynamic import), so no page's first load pays for a chunk split between them (issue 9).
export { ListingView } from '../../components/listing/listing-view.tsx';
export { QuickShopDialog } from '../quick-shop/quick-shop-lazy.ts';
// The 2x1 banner tile is registered (ListingBanner) and lives in this chunk: no chunk of its own.
export { default as ListingBanner } from '../../components/listing/listing-banner.tsx';
