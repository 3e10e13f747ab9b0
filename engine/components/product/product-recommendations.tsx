import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductRecommendationsProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ProductTrayView } from '../content/product-tray-view.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * "You May Also Like": a tray of the product's category (catalogue spec §9: the default category tray page size, limits.listing.categoryTrayPageSize).
 * Registered as ProductRecommendations; recommendation services are not part of this engine.
 */
export default function ProductRecommendations({ tileType }: ResolvedProductRecommendationsProps) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { product } = useProductEntry();
  const category = product.parentCategory?.id;
  if (!category) return null;
  return (
    <ProductTrayView
      title={t('pdp.recommendations')}
      categorySlug={category}
      limit={site.limits.listing.categoryTrayPageSize}
      tileType={tileType}
      excludeProductId={product.productId}
    />
  );
}
