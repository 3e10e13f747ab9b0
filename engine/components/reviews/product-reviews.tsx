import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ResolvedProductReviewsProps } from '../../config/generated/resolved.ts';
import { numberFormat } from '../../domain/intl-cache.ts';
import { isTopRated } from '../../domain/reviews/top-rated.ts';
import { showsDistribution } from '../../domain/reviews/distribution-shown.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useProductEntry } from '../product/product-context.tsx';
import { useSession } from '../shell/route-state.ts';
import './review-summary.css';

// Both load on first use (issue 11: the product page's first-load JavaScript budget).
const ReviewList = lazy(() => import('./review-list.tsx'));
const ReviewForm = lazy(() => import('./review-form.tsx'));

/** Where a signed-out shopper comes back to after signing in: the form opens again. */
export const WRITE_REVIEW_HASH = '#write-review';

/**
 * The product's reviews (catalogue spec §3 Review, §4 Reviews, §5, §9), registered as
 * ProductReviews. The server renders the summary: average rating (as text for screen readers),
 * count and the top-rated badge at the brand's thresholds; the list with its statistics,
 * distribution, filters, sort and pages loads when the section scrolls near or on "Read reviews",
 * and the write-a-review form on first use. Hidden where the site's review display is off (§5:
 * Italy and Spain on one brand).
 */
export default function ProductReviews({ showRatingDistribution }: ResolvedProductReviewsProps) {
  const { site, locale, flags } = useAppEnv();
  const { t } = useTranslation();
  const { product } = useProductEntry();
  const session = useSession();
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  const [listWanted, setListWanted] = useState(false);
  const [writing, setWriting] = useState(false);
  const summary = product.reviews;
  const count = summary?.count ?? 0;
  const shown = site.switches.reviewDisplay;

  // The list loads when the section comes within a screen of the viewport.
  useEffect(() => {
    const target = section.current;
    if (!shown || count === 0 || listWanted || !target) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setListWanted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, count, listWanted]);

  // Back from signing in to write a review: the form opens.
  useEffect(() => {
    if (location.hash === WRITE_REVIEW_HASH && session.registered) setWriting(true);
  }, [location.hash, session.registered]);

  if (!shown) return null;
  const rating = summary
    ? numberFormat(locale, { maximumFractionDigits: 1 }).format(summary.averageRating)
    : '';
  const canWrite = !product.disableReviewForm;
  const back = `${location.pathname}${location.search}${WRITE_REVIEW_HASH}`;

  return (
    <section ref={section} id="reviews" className="sf-reviews" aria-labelledby="sf-product-reviews">
      <h2 id="sf-product-reviews">{t('reviews.summary.title')}</h2>
      <div className="sf-reviews__summary">
        {summary && count > 0 ? (
          <p>
            <span className="sf-stars" aria-hidden="true">
              ★
            </span>{' '}
            {/* The rating as text, read as it is shown (issue 11: rating as text). */}
            {t('reviews.summary.averageRating', { rating })} ·{' '}
            {t('reviews.summary.count', { count })}
            {isTopRated(summary, site.limits.reviews) ? (
              <strong className="sf-reviews__badge">{t('reviews.summary.topRated')}</strong>
            ) : null}
          </p>
        ) : (
          <p>{t('reviews.summary.beFirst')}</p>
        )}
        {canWrite ? (
          session.registered ? (
            <button
              ref={writeButton}
              type="button"
              className="sf-button"
              onClick={() => setWriting(true)}
            >
              {t('reviews.summary.writeReview')}
            </button>
          ) : (
            <SiteLink className="sf-button" to={`/login?returnUrl=${encodeURIComponent(back)}`}>
              {t('reviews.summary.signInToReview')}
            </SiteLink>
          )
        ) : null}
      </div>
      {count > 0 && !listWanted ? (
        <button type="button" className="sf-reviews__more" onClick={() => setListWanted(true)}>
          {t('reviews.summary.readReviews')}
        </button>
      ) : null}
      {listWanted ? (
        <Suspense fallback={<p role="status">{t('reviews.summary.loading')}</p>}>
          <ReviewList
            productId={product.productId}
            merchandiseClass={product.merchandiseClass}
            showDistribution={showsDistribution(flags.ratingDistribution, showRatingDistribution)}
          />
        </Suspense>
      ) : null}
      {writing ? (
        <Suspense fallback={null}>
          <ReviewForm
            productId={product.productId}
            merchandiseClass={product.merchandiseClass}
            productName={product.displayName ?? ''}
            onClose={() => {
              setWriting(false);
              if (location.hash === WRITE_REVIEW_HASH) {
                history.replaceState(history.state, '', location.pathname + location.search);
              }
              writeButton.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
