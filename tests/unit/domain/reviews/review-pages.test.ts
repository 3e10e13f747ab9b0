import { describe, expect, it } from 'vitest';
import {
  REVIEW_DEFAULTS,
  filterParams,
  hasFilters,
  mediaReviewsLookup,
  nextPageOffset,
  onEmptyResult,
  pageOffset,
  reviewsOfPages,
} from '../../../../engine/domain/reviews/review-pages.ts';

describe('review list defaults (catalogue spec §9)', () => {
  it('pages of 5, newest first, page 1', () => {
    expect(REVIEW_DEFAULTS).toMatchObject({
      perPage: 5,
      sort: 'SubmissionTime:desc',
      page: 1,
      mediaFetchLimit: 100,
    });
  });

  it('media reviews: 100 with filter hasMedia, from the first', () => {
    expect(mediaReviewsLookup()).toEqual({ offset: 0, limit: 100, filters: ['hasMedia:true'] });
    expect(mediaReviewsLookup(40).limit).toBe(40);
  });
});

describe('page offsets (catalogue spec §9: pages of 5 by default, configurable)', () => {
  it.each([
    [1, 5, 0],
    [2, 5, 5],
    [3, 10, 20],
    [0, 5, 0],
    [-2, 5, 0],
    [1.5, 5, 0],
  ])('page %d of %d a page starts at %d', (page, perPage, offset) => {
    expect(pageOffset(page, perPage)).toBe(offset);
  });

  it.each([
    ['a full first page of 12', { results: 5, totalResults: 12, offset: 0 }, 5],
    ['the last full page', { results: 5, totalResults: 10, offset: 5 }, undefined],
    ['a short last page', { results: 2, totalResults: 12, offset: 10 }, undefined],
    ['an empty page', { results: 0, totalResults: 12, offset: 0 }, undefined],
  ])('after %s the next offset is %s', (_name, page, next) => {
    const results = Array.from({ length: page.results }, (_, index) => ({ id: `r${index}` }));
    expect(nextPageOffset({ ...page, results })).toBe(next);
  });
});

describe('loaded pages (catalogue spec §6 Reviews: pages already loaded are cached)', () => {
  it('lists the pages in order, a review shifted onto the next page once', () => {
    const page = (offset: number, ids: string[]) => ({
      offset,
      totalResults: 6,
      results: ids.map((id) => ({ id })),
    });
    expect(
      reviewsOfPages([page(0, ['a', 'b', 'c']), page(3, ['c', 'd', 'e'])]).map((r) => r.id),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it.each([
    [1, 'noReviews'],
    [0, 'noReviews'],
    [2, 'reset'],
    [4, 'reset'],
  ] as const)(
    'an empty result with %d pages loaded: %s (§6: an empty result resets; §8)',
    (pages, outcome) => {
      expect(onEmptyResult(pages)).toBe(outcome);
    },
  );
});

describe('filters (catalogue spec §7 Reviews: filter; §9 hasMedia)', () => {
  it.each([
    [{ ratings: [], withMedia: false }, []],
    [{ ratings: [5], withMedia: false }, ['rating:5']],
    [{ ratings: [4, 5, 4], withMedia: false }, ['rating:5,4']],
    [{ ratings: [5], withMedia: true }, ['rating:5', 'hasMedia:true']],
    [{ ratings: [0, 6, 2.5], withMedia: true }, ['hasMedia:true']],
  ])('%j is sent as %j', (choice, params) => {
    expect(filterParams(choice)).toEqual(params);
    expect(hasFilters(choice)).toBe(params.length > 0);
  });
});
