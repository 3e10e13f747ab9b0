import { REVIEW_SORTS } from './review-pages.ts';
import type { ReviewFilterChoice, ReviewSortKey } from './review-pages.ts';

/**
 * The review list's sort and filters in the product page's URL (issue 11), so a shared or
 * reloaded link shows the same reviews: `reviewSort`, `reviewRating` (a comma list of stars) and
 * `reviewMedia=1`, and `reviewPage`, the pages shown by "Load more" (page 1 is the first; default
 * page 1, catalogue spec §9). A query string is hostile (DESIGN §8): an unknown sort is the
 * default, ratings outside 1..5 or not whole are dropped, media is on only for "1" or "true", a
 * page that is not a whole number from 1 to MAX_REVIEW_PAGES is page 1. Defaults are left out of
 * the URL. Pure.
 */
export const REVIEW_QUERY_KEYS = [
  'reviewSort',
  'reviewRating',
  'reviewMedia',
  'reviewPage',
] as const;

/**
 * The most pages a link may ask for at once: each is a request, so a hostile `reviewPage=99999`
 * must not become thousands of them (50 pages of 5 is 250 reviews, more than a shopper reads).
 */
export const MAX_REVIEW_PAGES = 50;

export interface ReviewQueryState {
  readonly sort: ReviewSortKey;
  readonly filters: ReviewFilterChoice;
  /** How many pages are shown (1-based; "Load more" adds one). */
  readonly page: number;
}

/** `reviewPage` read as the hostile value it may be: a whole number 1..MAX_REVIEW_PAGES, else 1. */
export function parseReviewPage(value: string | null): number {
  if (value === null || !/^[0-9]{1,3}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_REVIEW_PAGES ? page : 1;
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
  return {
    sort,
    filters: { ratings, withMedia: media === '1' || media === 'true' },
    page: parseReviewPage(params.get('reviewPage')),
  };
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
  const page = parseReviewPage(String(state.page));
  if (page > 1) next.set('reviewPage', String(page));
  return next;
}
