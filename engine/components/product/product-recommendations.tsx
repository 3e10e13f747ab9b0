import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductRecommendationsProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

// The category's tray, or the in-house trays with the enableInHouseRecs flag (its own chunk).
const ProductTrayView = lazy(() => import('./recommendation-trays.tsx'));

/** How far below the window the tray starts loading, so it is there when scrolled to. */
const LOAD_MARGIN = '600px';

/**
 * "You May Also Like": a tray of the product's category (catalogue spec §9: the default category
 * tray page size, limits.listing.categoryTrayPageSize). Recommendations are below the fold and
 * differ per shopper, so the tray and its tiles load in the browser as the shopper scrolls toward
 * them, not with the page (issue 9: the product page's first-load JavaScript budget).
 * Registered as ProductRecommendations; recommendation services are not part of this engine.
 * With the enableInHouseRecs flag, the in-house trays (./recommendation-trays.tsx).
 */
export default function ProductRecommendations({ tileType }: ResolvedProductRecommendationsProps) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { product } = useProductEntry();
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const category = product.parentCategory?.id;
  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!category) return null;
  return (
    <div ref={anchor} className="sf-product__recommendations">
      {near ? (
        <Suspense fallback={null}>
          <ProductTrayView
            title={t('pdp.recommendations')}
            categorySlug={category}
            limit={site.limits.listing.categoryTrayPageSize}
            tileType={tileType}
            excludeProductId={product.productId}
            brand={product.brand ?? undefined}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
