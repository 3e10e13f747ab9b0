import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { ReviewFilters } from './review-filters.ts';
import { filterSql } from './review-filters.ts';
import type { ReviewLimits, ReviewSort } from './review-limits.ts';
import type { ReviewRow } from './review-view.ts';
import { reviewView } from './review-view.ts';

export interface ReviewProduct {
  readonly id: string;
  readonly merchandise_class: string;
}

export interface ReviewPageRequest {
  readonly filters: ReviewFilters;
  readonly sort: ReviewSort;
  readonly offset: number;
  readonly limit: number;
}

interface Statistics {
  total: number;
  average: number;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
  r5: number;
  with_media: number;
  recommended: number;
}

const ORDER: Record<ReviewSort, string> = {
  'SubmissionTime:desc': 'submitted_at DESC, id',
  'SubmissionTime:asc': 'submitted_at ASC, id',
  'Rating:desc': 'rating DESC, submitted_at DESC, id',
  'Rating:asc': 'rating ASC, submitted_at DESC, id',
  'Helpfulness:desc': `CASE WHEN fields->>'helpfulVotes' ~ '^[0-9]{1,9}$'
                            THEN (fields->>'helpfulVotes')::integer ELSE 0 END DESC,
                       submitted_at DESC, id`,
};

/** Catalogue spec §8: a product without reviews, or an empty page, is "No reviews found". */
export const noReviews = () => new ApiError(404, 'NO_REVIEWS_FOUND', 'No reviews found');

/**
 * One page of a product's approved reviews with the product's statistics (over all its reviews),
 * the filters' counts, and the top-rated flag the thresholds of the site's config decide
 * (catalogue spec §4 Reviews, §9).
 */
export async function reviewPage(
  db: Queryable,
  product: ReviewProduct,
  page: ReviewPageRequest,
  limits: ReviewLimits,
): Promise<Record<string, unknown>> {
  const [stats] = await db.query<Statistics>(
    `SELECT count(*)::integer AS total, coalesce(avg(rating), 0)::float8 AS average,
            count(*) FILTER (WHERE rating = 1)::integer AS r1,
            count(*) FILTER (WHERE rating = 2)::integer AS r2,
            count(*) FILTER (WHERE rating = 3)::integer AS r3,
            count(*) FILTER (WHERE rating = 4)::integer AS r4,
            count(*) FILTER (WHERE rating = 5)::integer AS r5,
            count(*) FILTER (WHERE jsonb_array_length(photos) > 0
                               OR jsonb_array_length(videos) > 0)::integer AS with_media,
            count(*) FILTER (WHERE fields->>'isRecommended' = 'true')::integer AS recommended
       FROM reviews WHERE product_id = $1 AND status = 'approved'`,
    [product.id],
  );
  if (!stats || stats.total === 0) throw noReviews();
  const params: unknown[] = [product.id];
  const where = ['product_id = $1', "status = 'approved'", ...filterSql(page.filters, params)].join(
    ' AND ',
  );
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count FROM reviews WHERE ${where}`,
    params,
  );
  const rows = await db.query<ReviewRow>(
    `SELECT id, product_id, rating, title, text, nickname, location, fields, badges, photos,
            videos, submitted_at
       FROM reviews WHERE ${where}
      ORDER BY ${ORDER[page.sort]}
     OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, page.offset, page.limit],
  );
  if (rows.length === 0) throw noReviews();
  const average = Math.round(stats.average * 100) / 100;
  return {
    product: {
      productId: product.id,
      merchandiseClass: product.merchandise_class,
      reviewStatistics: {
        averageOverallRating: average,
        totalReviewCount: stats.total,
        ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({
          rating,
          count: stats[`r${rating}` as 'r1'],
        })),
        recommendedCount: stats.recommended,
      },
      topRated: stats.total >= limits.topRatedMinCount && average >= limits.topRatedMinAverage,
    },
    results: rows.map((row) => reviewView(row, limits.badgeOrder)),
    totalResults: count,
    offset: page.offset,
    limit: page.limit,
    sort: page.sort,
    filters: {
      applied: page.filters,
      available: {
        rating: [5, 4, 3, 2, 1].map((rating) => ({
          value: rating,
          count: stats[`r${rating}` as 'r1'],
        })),
        hasMedia: { value: true, count: stats.with_media },
        isRecommended: { value: true, count: stats.recommended },
      },
    },
  };
}
