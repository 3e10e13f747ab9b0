import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedProductReviewsProps } from '../../config/generated/resolved.ts';
import { numberFormat } from '../../domain/intl-cache.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useProductEntry } from './product-context.tsx';

/**
 * The review summary: average rating and count (catalogue spec §3 reviews), or the "no reviews"
 * line; hidden where the site's review display is off (§5: Italy and Spain on one brand).
 * Registered as ProductReviews; the catalogue issue adds the list, filters and media.
 */
export default function ProductReviews(_props: ResolvedProductReviewsProps) {
  const { site, locale } = useAppEnv();
  const { t } = useTranslation();
  const { product } = useProductEntry();
  if (!site.switches.reviewDisplay) return null;
  const reviews = product.reviews;
  const rating = reviews
    ? numberFormat(locale, { maximumFractionDigits: 1 }).format(reviews.averageRating)
    : '';
  return (
    <section className="sf-product__reviews" aria-labelledby="sf-product-reviews">
      <h2 id="sf-product-reviews">{t('reviews.title')}</h2>
      {reviews && reviews.count > 0 ? (
        <p>
          {t('reviews.averageRating', { rating })} · {t('reviews.count', { count: reviews.count })}
        </p>
      ) : (
        <p>{t('reviews.beFirst')}</p>
      )}
    </section>
  );
}
