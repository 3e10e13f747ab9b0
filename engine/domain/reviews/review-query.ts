import { REVIEW_SORTS } from './review-pages.ts';
import type { ReviewFilterChoice, ReviewSortKey } from './review-pages.ts';

/**
 * The review list's sort and filters in the product page's URL (issue 11), so a shared or
 * reloaded link shows the same reviews: `reviewSort`, `reviewRating` (a comma list of stars) and
 * `reviewMedia=1`. A query string is hostile (DESIGN §8): an unknown sort is the default, ratings
 * outside 1..5 or not whole are dropped, media is on only for "1" or "true". Defaults are left out
 * of the URL. Pure.
 */
export const REVIEW_QUERY_KEYS = ['reviewSort', 'reviewRating', 'reviewMedia'] as const;

export interface ReviewQueryState {
  readonly sort: ReviewSortKey;
  readonly filters: ReviewFilterChoice;
}

export function parseReviewQuery(
  params: URLSearchParams,
  defaultSort: ReviewSortKey,
): ReviewQueryState {
  const askedSort = params.get('reviewSort');
  const sort = (REVIEW_SORTS as readonly string[]).includes(askedSort ?? '')
    ? (askedSort as ReviewSortKey)
    : defaultSort;
  const ratings = [
    ...new Set(
      (params.get('reviewRating') ?? '')
        // At most 20 parts read: a long hostile list costs nothing.
        .split(',', 20)
        .filter((part) => /^[1-5]$/.test(part.trim()))
        .map((part) => Number(part.trim())),
    ),
  ].sort((a, b) => b - a);
  const media = params.get('reviewMedia');
  return { sort, filters: { ratings, withMedia: media === '1' || media === 'true' } };
}

/** The URL's query with the review state written in (others kept, defaults left out). */
export function withReviewQuery(
  params: URLSearchParams,
  state: ReviewQueryState,
  defaultSort: ReviewSortKey,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of REVIEW_QUERY_KEYS) next.delete(key);
  if (state.sort !== defaultSort) next.set('reviewSort', state.sort);
  const ratings = [...new Set(state.filters.ratings)]
    .filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5)
    .sort((a, b) => b - a);
  if (ratings.length > 0) next.set('reviewRating', ratings.join(','));
  if (state.filters.withMedia) next.set('reviewMedia', '1');
  return next;
}
