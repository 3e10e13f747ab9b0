import { describe, expect, it } from 'vitest';
import {
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
    expect(parse(search)).toEqual({ sort, filters: { ratings, withMedia } });
  });
});

describe('review sort and filters into the URL', () => {
  it('keeps the other parameters and leaves defaults out', () => {
    const next = withReviewQuery(
      new URLSearchParams('color=001&size=M&reviewSort=Rating:asc'),
      { sort: 'SubmissionTime:desc', filters: { ratings: [], withMedia: false } },
      'SubmissionTime:desc',
    );
    expect(next.toString()).toBe('color=001&size=M');
  });

  it('writes a sort, ratings and media, and reads back the same', () => {
    const state = {
      sort: 'Helpfulness:desc' as const,
      filters: { ratings: [3, 5], withMedia: true },
    };
    const next = withReviewQuery(new URLSearchParams('color=001'), state, 'SubmissionTime:desc');
    expect(next.get('reviewSort')).toBe('Helpfulness:desc');
    expect(next.get('reviewRating')).toBe('5,3');
    expect(next.get('reviewMedia')).toBe('1');
    expect(parse(`?${next}`)).toEqual({ ...state, filters: { ratings: [5, 3], withMedia: true } });
  });
});
