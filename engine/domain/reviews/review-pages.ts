/**
 * How the review list pages (catalogue spec §9: reviews per page default 5, configurable; media
 * reviews fetch 100 with filter hasMedia; default sort submission time descending; default page 1;
 * §6 Reviews: pages already loaded are cached, an empty result resets, filters can be set).
 */

export const REVIEW_SORTS = [
  'SubmissionTime:desc',
  'SubmissionTime:asc',
  'Rating:desc',
  'Rating:asc',
  'Helpfulness:desc',
] as const;
export type ReviewSortKey = (typeof REVIEW_SORTS)[number];

/** The spec's defaults; a site's limits.reviews may change the page size and the sort. */
export const REVIEW_DEFAULTS = {
  perPage: 5,
  sort: 'SubmissionTime:desc',
  page: 1,
  mediaFetchLimit: 100,
} as const;

/** What the shopper chose to see: star ratings (any of them) and only reviews with media. */
export interface ReviewFilterChoice {
  readonly ratings: readonly number[];
  readonly withMedia: boolean;
}

export const NO_FILTERS: ReviewFilterChoice = { ratings: [], withMedia: false };

/** The API's filter parameters ("rating:4,5", "hasMedia:true"); ratings outside 1..5 are dropped. */
export function filterParams(choice: ReviewFilterChoice): string[] {
  const ratings = [...new Set(choice.ratings)]
    .filter((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5)
    .sort((a, b) => b - a);
  const params: string[] = [];
  if (ratings.length > 0) params.push(`rating:${ratings.join(',')}`);
  if (choice.withMedia) params.push('hasMedia:true');
  return params;
}

export function hasFilters(choice: ReviewFilterChoice): boolean {
  return filterParams(choice).length > 0;
}

/** The offset of page `page` (1-based) at `perPage` reviews a page. */
export function pageOffset(page: number, perPage: number): number {
  const whole = Number.isInteger(page) && page >= 1 ? page : REVIEW_DEFAULTS.page;
  return (whole - 1) * perPage;
}

/** A loaded page as the list keeps it: its reviews and the total the filters match. */
export interface LoadedPage<Item> {
  readonly results: readonly Item[];
  readonly totalResults: number;
  readonly offset: number;
}

/** The offset of the page after `last`, or undefined when every matching review is loaded. */
export function nextPageOffset<Item>(last: LoadedPage<Item> | undefined): number | undefined {
  if (!last || last.results.length === 0) return undefined;
  const next = last.offset + last.results.length;
  return next < last.totalResults ? next : undefined;
}

/**
 * The reviews of the loaded pages in order, each once (a review submitted between two pages
 * shifts the offsets by one; it must not show twice).
 */
export function reviewsOfPages<Item extends { readonly id: string }>(
  pages: readonly LoadedPage<Item>[],
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The query of the media reviews: the first 100 (limits.reviews.mediaFetchLimit) with media. */
export function mediaReviewsLookup(mediaFetchLimit: number = REVIEW_DEFAULTS.mediaFetchLimit) {
  return { offset: 0, limit: mediaFetchLimit, filters: ['hasMedia:true'] } as const;
}

/**
 * What an empty answer ("No reviews found", §8) means for the list: on its first page, that no
 * review matches (the message, and the filters to clear); on a later page, that the reviews
 * changed under the loaded pages, so the list starts again from its first page (§6: an empty
 * result resets).
 */
export function onEmptyResult(loadedPages: number): 'noReviews' | 'reset' {
  return loadedPages <= 1 ? 'noReviews' : 'reset';
}
