import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTrayView } from '../content/product-tray-view.tsx';

// Only with the flag: the brand's tray, its slug rule and its string (./in-house-trays.tsx).
const InHouseTrays = lazy(() => import('./in-house-trays.tsx'));
// "Complete the look": the bundles holding the product, a chunk of its own (./shop-the-set.tsx).
const ShopTheSet = lazy(() => import('./shop-the-set.tsx'));

/**
 * The product page's recommendation trays, loaded as the shopper scrolls toward them: the
 * category's "You May Also Like", or with the enableInHouseRecs flag (shell spec §9) the in-house
 * trays, the brand's beside it. The choice is made in this chunk, so the page's first load
 * carries nothing of it (issue 9). Above them, "Complete the look" (issue 11 Shop the Set) for a
 * product in a bundle, from the same chunk, so the page's first load carries none of it either.
 */
export default function RecommendationTrays({
  brand,
  ...tray
}: ComponentProps<typeof ProductTrayView> & { readonly brand?: string }) {
  const { flags } = useAppEnv();
  const trays =
    flags.enableInHouseRecs === true && tray.excludeProductId ? (
      <InHouseTrays
        categorySlug={tray.categorySlug}
        brand={brand}
        limit={tray.limit}
        tileType={tray.tileType}
        productId={tray.excludeProductId}
      />
    ) : (
      <ProductTrayView {...tray} />
    );
  if (!tray.excludeProductId) return trays;
  return (
    <>
      <Suspense fallback={null}>
        <ShopTheSet productId={tray.excludeProductId} />
      </Suspense>
      {trays}
    </>
  );
}
