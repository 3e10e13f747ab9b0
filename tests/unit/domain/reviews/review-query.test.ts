import { describe, expect, it } from 'vitest';
import {
  MAX_REVIEW_PAGES,
  parseReviewPage,
  parseReviewQuery,
  withReviewQuery,
} from '../../../../engine/domain/reviews/review-query.ts';

// Catalogue spec §9: default sort submission time descending; §4 Reviews: filters can be set.
// Issue 11: kept in the URL; DESIGN §8: a query string is hostile.
const parse = (search: string) =>
  parseReviewQuery(new URLSearchParams(search), 'SubmissionTime:desc');

describe('review sort and filters from the URL (catalogue spec §4 Reviews, §9 default sort)', () => {
  it.each([
    ['nothing: the default sort, no filter', '', 'SubmissionTime:desc', [], false],
    ['a known sort', '?reviewSort=Rating:asc', 'Rating:asc', [], false],
    [
      'an unknown sort is the default',
      '?reviewSort=DROP%20TABLE',
      'SubmissionTime:desc',
      [],
      false,
    ],
    ['ratings, highest first, once', '?reviewRating=4,5,4', 'SubmissionTime:desc', [5, 4], false],
    [
      'ratings outside 1..5 or not whole are dropped',
      '?reviewRating=0,6,2.5,-1,x,3',
      'SubmissionTime:desc',
      [3],
      false,
    ],
    ['media on with 1', '?reviewMedia=1', 'SubmissionTime:desc', [], true],
    ['media on with true', '?reviewMedia=true', 'SubmissionTime:desc', [], true],
    ['media off with anything else', '?reviewMedia=yes', 'SubmissionTime:desc', [], false],
    [
      'script in a value is nothing',
      '?reviewRating=%3Cscript%3E',
      'SubmissionTime:desc',
      [],
      false,
    ],
  ])('%s', (_rule, search, sort, ratings, withMedia) => {
    expect(parse(search)).toEqual({ sort, filters: { ratings, withMedia }, page: 1 });
  });
});

describe('review sort and filters into the URL', () => {
  it('keeps the other parameters and leaves defaults out', () => {
    const next = withReviewQuery(
      new URLSearchParams('color=001&size=M&reviewSort=Rating:asc&reviewPage=3'),
      { sort: 'SubmissionTime:desc', filters: { ratings: [], withMedia: false }, page: 1 },
      'SubmissionTime:desc',
    );
    expect(next.toString()).toBe('color=001&size=M');
  });

  it('writes a sort, ratings and media, and reads back the same', () => {
    const state = {
      sort: 'Helpfulness:desc' as const,
      filters: { ratings: [3, 5], withMedia: true },
      page: 3,
    };
    const next = withReviewQuery(new URLSearchParams('color=001'), state, 'SubmissionTime:desc');
    expect(next.get('reviewSort')).toBe('Helpfulness:desc');
    expect(next.get('reviewRating')).toBe('5,3');
    expect(next.get('reviewMedia')).toBe('1');
    expect(next.get('reviewPage')).toBe('3');
    expect(parse(`?${next}`)).toEqual({ ...state, filters: { ratings: [5, 3], withMedia: true } });
  });
});

// Issue 11: the "Load more" page kept in the URL (§9: default page 1); DESIGN §8: hostile values
// read as the default, and a link cannot ask for more than MAX_REVIEW_PAGES requests.
describe('the review page from the URL (catalogue spec §9 default page 1)', () => {
  it.each([
    ['absent', null, 1],
    ['page 2', '2', 2],
    ['the most pages', String(MAX_REVIEW_PAGES), MAX_REVIEW_PAGES],
    ['one more than the most', String(MAX_REVIEW_PAGES + 1), 1],
    ['zero', '0', 1],
    ['negative', '-3', 1],
    ['a fraction', '2.5', 1],
    ['exponent notation', '1e2', 1],
    ['huge', '99999999999999999999', 1],
    ['hex', '0x3', 1],
    ['blank', '', 1],
    ['padded', ' 2', 1],
    ['script', '<script>', 1],
  ])('%s', (_rule, value, page) => {
    expect(parseReviewPage(value)).toBe(page);
  });

  it('is read with the sort and filters, and a page of 1 is left out of the URL', () => {
    expect(parse('?reviewPage=4&reviewSort=Rating:asc').page).toBe(4);
    const state = { ...parse('?reviewPage=4'), page: 1 };
    expect(
      withReviewQuery(new URLSearchParams('reviewPage=4'), state, 'SubmissionTime:desc').has(
        'reviewPage',
      ),
    ).toBe(false);
  });

  it('never writes a page it would not read back', () => {
    const state = { ...parse(''), page: 10_000 };
    expect(
      withReviewQuery(new URLSearchParams(), state, 'SubmissionTime:desc').has('reviewPage'),
    ).toBe(false);
  });
});
