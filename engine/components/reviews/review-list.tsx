import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReviewPage } from '../../../schemas/api/generated/types.ts';
import { numberFormat } from '../../domain/intl-cache.ts';
import { distributionRows, recommendPercent } from '../../domain/reviews/rating-distribution.ts';
import { recommendShown } from '../../domain/reviews/recommend-shown.ts';
import { parseReviewQuery, withReviewQuery } from '../../domain/reviews/review-query.ts';
import type { ReviewQueryState } from '../../domain/reviews/review-query.ts';
import {
  NO_FILTERS,
  REVIEW_SORTS,
  hasFilters,
  reviewsOfPages,
} from '../../domain/reviews/review-pages.ts';
import type { ReviewFilterChoice, ReviewSortKey } from '../../domain/reviews/review-pages.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';
import { isNoReviews, useMediaReviews, useReviewPages } from './use-review-pages.ts';
import { useReviewStrings } from './use-review-strings.ts';
import './reviews.css';

const SORT_KEYS: Readonly<Record<ReviewSortKey, string>> = {
  'SubmissionTime:desc': 'reviews.sort.mostRecent',
  'SubmissionTime:asc': 'reviews.sort.oldest',
  'Rating:desc': 'reviews.sort.highestRated',
  'Rating:asc': 'reviews.sort.lowestRated',
  'Helpfulness:desc': 'reviews.sort.mostHelpful',
};

export interface ReviewListProps {
  readonly productId: string;
  readonly merchandiseClass: string | undefined;
  readonly showDistribution: boolean;
}

/**
 * The review list (catalogue spec §4 Reviews, §9): statistics and, behind the ratingDistribution
 * flag, the distribution; the customers' photos and videos; filters by rating and media and the
 * sort (newest first by default); pages of limits.reviews.perPage with "Load more"; "No reviews
 * found" when nothing matches (§8). Loaded on first use.
 */
export default function ReviewList({
  productId,
  merchandiseClass,
  showDistribution,
}: ReviewListProps) {
  useReviewStrings();
  const { site, locale } = useAppEnv();
  const { t } = useTranslation();
  // Sort and filters live in the URL (a shared or reloaded link shows the same reviews); hostile
  // values read as the defaults (domain/reviews/review-query.ts).
  const [params, setParams] = useSearchParams();
  const defaultSort = site.limits.reviews.defaultSort;
  const fromUrl = useMemo(() => parseReviewQuery(params, defaultSort), [params, defaultSort]);
  // A choice shows at once; the URL (a router navigation) follows. A URL changed otherwise (back,
  // a link) wins.
  const urlKey = JSON.stringify(fromUrl);
  const [chosen, setChosen] = useState(fromUrl);
  const [seenUrl, setSeenUrl] = useState(urlKey);
  if (urlKey !== seenUrl) {
    setSeenUrl(urlKey);
    setChosen(fromUrl);
  }
  const { filters, sort } = chosen;
  const write = (next: ReviewQueryState) => {
    setChosen(next);
    setParams((current) => withReviewQuery(current, next, defaultSort), {
      replace: true,
      preventScrollReset: true,
    });
  };
  // Another sort or filter starts again from the first page.
  const setFilters = (
    update: ReviewFilterChoice | ((current: ReviewFilterChoice) => ReviewFilterChoice),
  ) => write({ sort, filters: typeof update === 'function' ? update(filters) : update, page: 1 });
  const setSort = (next: ReviewSortKey) => write({ sort: next, filters, page: 1 });
  const [statistics, setStatistics] = useState<ReviewPage['product'] | undefined>();
  const [available, setAvailable] = useState<ReviewPage['filters']['available'] | undefined>();
  // An empty later page starts the list again (§6): the URL's page goes back to 1 with it.
  const query = useReviewPages({
    productId,
    merchandiseClass,
    filters,
    sort,
    onReset: () => write({ ...chosen, page: 1 }),
  });
  const media = useMediaReviews(productId, merchandiseClass);
  const ids = useId();
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  // The statistics are the product's, whatever the filters: kept from the last page read.
  if (first && first.product !== statistics) setStatistics(first.product);
  if (first && first.filters.available !== available) setAvailable(first.filters.available);
  const reviews = reviewsOfPages(pages);
  const total = first?.totalResults ?? 0;
  const noneFound = query.isError && !query.isFetchNextPageError && isNoReviews(query.error);
  const failed = query.isError && !noneFound && !query.isFetchNextPageError;
  // The pages the URL asks for ("Load more" kept in the URL: a reload or a shared link shows the
  // same reviews) load one after another, each once; fewer when fewer reviews match.
  const loadedPages = pages.length;
  const wantsMore =
    chosen.page > loadedPages &&
    loadedPages > 0 &&
    query.hasNextPage &&
    !query.isFetching &&
    !query.isFetchNextPageError;
  const { fetchNextPage } = query;
  useEffect(() => {
    if (wantsMore) void fetchNextPage();
  }, [wantsMore, fetchNextPage]);
  const ratingCounts = new Map(available?.rating.map((entry) => [entry.value, entry.count]));
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  // "N% recommend" only from limits.reviews.recommendationAverageMin up (catalogue spec §9).
  const recommended = statistics
    ? recommendPercent(
        statistics.reviewStatistics.recommendedCount,
        statistics.reviewStatistics.totalReviewCount,
      )
    : 0;

  const toggleRating = (rating: number) =>
    setFilters((current) => ({
      ...current,
      ratings: current.ratings.includes(rating)
        ? current.ratings.filter((value) => value !== rating)
        : [...current.ratings, rating],
    }));

  return (
    <div className="sf-review-list">
      {statistics ? (
        <div className="sf-review-stats">
          <p className="sf-review-stats__average">
            <span aria-hidden="true">
              {format.format(statistics.reviewStatistics.averageOverallRating)}
            </span>{' '}
            <Stars
              rating={statistics.reviewStatistics.averageOverallRating}
              label={t('a11y.rating', {
                rating: format.format(statistics.reviewStatistics.averageOverallRating),
              })}
            />
          </p>
          {recommendShown(
            recommended,
            statistics.reviewStatistics.totalReviewCount,
            site.limits.reviews.recommendationAverageMin,
          ) ? (
            <p>{t('reviews.recommendPercent', { percent: recommended })}</p>
          ) : null}
          {showDistribution ? (
            <ul className="sf-review-stats__distribution" aria-label={t('reviews.distribution')}>
              {distributionRows(statistics.reviewStatistics.ratingDistribution).map((row) => (
                <li key={row.rating}>
                  <span>
                    {t('reviews.distributionRow', {
                      stars: t('reviews.stars', { count: row.rating }),
                      count: row.count,
                      percent: row.percent,
                    })}
                  </span>
                  <span className="sf-review-stats__bar" aria-hidden="true">
                    <span style={{ width: `${row.percent}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {media.data && media.data.results.length > 0 ? (
        <section className="sf-review-media" aria-labelledby={`${ids}-media`}>
          <h3 id={`${ids}-media`}>{t('reviews.customerMedia')}</h3>
          <ul>
            {media.data.results
              .flatMap((review) =>
                review.photos.map((photo) => ({ photo, name: review.userNickname })),
              )
              .slice(0, 12)
              .map(({ photo, name }) => (
                <li key={photo.id}>
                  <img
                    src={photo.sizes.thumbnail.url}
                    alt={photo.caption || t('reviews.photoAlt', { name })}
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                </li>
              ))}
          </ul>
        </section>
      ) : null}

      <div className="sf-review-controls" role="group" aria-label={t('reviews.filter.label')}>
        <fieldset>
          <legend>{t('reviews.filter.rating')}</legend>
          {[5, 4, 3, 2, 1].map((rating) => (
            <label key={rating}>
              <input
                type="checkbox"
                checked={filters.ratings.includes(rating)}
                onChange={() => toggleRating(rating)}
              />{' '}
              {t('reviews.stars', { count: rating })}
              {ratingCounts.has(rating) ? ` (${ratingCounts.get(rating)})` : ''}
            </label>
          ))}
        </fieldset>
        <label>
          <input
            type="checkbox"
            checked={filters.withMedia}
            onChange={(event) => {
              const withMedia = event.target.checked;
              setFilters((current) => ({ ...current, withMedia }));
            }}
          />{' '}
          {t('reviews.sort.withMedia')}
          {available ? ` (${available.hasMedia.count})` : ''}
        </label>
        <label>
          {t('reviews.sort.label')}{' '}
          <select value={sort} onChange={(event) => setSort(event.target.value as ReviewSortKey)}>
            {REVIEW_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_KEYS[key])}
              </option>
            ))}
          </select>
        </label>
        {hasFilters(filters) ? (
          <button type="button" onClick={() => setFilters(NO_FILTERS)}>
            {t('reviews.filter.clear')}
          </button>
        ) : null}
      </div>

      <p className="sf-review-list__status" role="status">
        {query.isPending
          ? t('reviews.summary.loading')
          : noneFound
            ? t('reviews.noReviews')
            : failed
              ? t('reviews.loadFailed')
              : t('reviews.showing', { shown: reviews.length, total })}
      </p>
      {failed ? (
        <button type="button" onClick={() => void query.refetch()}>
          {t('reviews.tryAgain')}
        </button>
      ) : null}
      {noneFound || failed ? null : (
        <ol className="sf-review-list__items">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} locale={locale} />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && !noneFound ? (
        <button
          type="button"
          className="sf-button"
          disabled={query.isFetchingNextPage}
          onClick={() => write({ ...chosen, page: loadedPages + 1 })}
        >
          {t('reviews.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
