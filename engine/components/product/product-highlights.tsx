import { highlightBuckets } from '../../domain/catalogue/highlights.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * The product's highlight lines (catalogue spec §3 highlights, §9 badge buckets): the primary
 * ones as short labels, the secondary ones as a list, each cut at the site's
 * limits.listing.primaryHighlightsMax and secondaryHighlightsMax.
 */
export function ProductHighlights() {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const { product } = useProductEntry();
  const { primary, secondary } = highlightBuckets(product, site.limits.listing);
  if (primary.length === 0 && secondary.length === 0) return null;
  return (
    <div className="sf-product__highlights">
      {primary.length > 0 ? (
        <ul className="sf-product__highlight-tags" aria-label={t('catalogueMore.highlights')}>
          {primary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {secondary.length > 0 ? (
        <ul className="sf-product__highlight-list" aria-label={t('catalogueMore.moreHighlights')}>
          {secondary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
