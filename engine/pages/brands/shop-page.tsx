import { Suspense } from 'react';
import { shopTilesUrl } from '../../api/calls/shops.ts';
import type { ResolvedShopPageProps } from '../../config/generated/resolved.ts';
import { LazyListingView } from '../listing/lazy-listing-view.tsx';
import { ShopIndex } from './shop-index.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { listingQueryAt } from '../../routing/listing-page.ts';

/**
 * A brand's or seller's page (catalogue spec §1): the listing view over its products; without a
 * slug, the index of every brand or seller (/brands, /sellers).
 */
export default function ShopPage({ kind, slug }: ResolvedShopPageProps) {
  return slug ? <ShopListing kind={kind} slug={slug} /> : <ShopIndex kind={kind} />;
}

function ShopListing({ kind, slug }: Required<ResolvedShopPageProps>) {
  const env = useAppEnv();
  const url = shopTilesUrl(env.api.site, kind, slug);
  return (
    <Suspense fallback={null}>
      <LazyListingView
        queryOf={(state) => listingQueryAt(env, url, state)}
        title={(listing) => listing.category.displayName}
      />
    </Suspense>
  );
}
