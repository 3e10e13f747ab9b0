import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_LENGTH,
  MAX_SEARCH_WORDS,
  normaliseSearch,
  searchOfQuery,
  searchRedirectPath,
} from '../../../../engine/domain/search/search-query.ts';

/**
 * A search query (catalogue spec §1 /search; issue 11 "the query is hostile input (length-limited,
 * never echoed unescaped)"; shell spec §5 query-string rules; DESIGN §8).
 */
describe('search query normalisation (catalogue spec §1, DESIGN §8)', () => {
  it.each([
    ['white space is collapsed and trimmed', '  linen   dress ', 'linen dress', ['linen', 'dress']],
    [
      'words are lower case, the text keeps its case',
      'Linen DRESS',
      'Linen DRESS',
      ['linen', 'dress'],
    ],
    ['a word is kept once', 'dress Dress', 'dress Dress', ['dress']],
    ['punctuation splits words', 'mugs/planters;', 'mugs/planters;', ['mugs', 'planters']],
    [
      'apostrophes and hyphens stay inside words',
      "o'neill t-shirt",
      "o'neill t-shirt",
      ["o'neill", 't-shirt'],
    ],
    [
      'control characters are removed',
      'lin\u0000en\u200b dress',
      'lin en dress',
      ['lin', 'en', 'dress'],
    ],
    ['compatibility forms are folded (NFKC)', 'ｄｒｅｓｓ', 'dress', ['dress']],
    [
      'markup is text, its words only',
      '<script>alert(1)</script>',
      '<script>alert(1)</script>',
      ['script', 'alert', '1'],
    ],
    ['nothing but punctuation has no word', '?!', '?!', []],
    ['absent is empty', undefined, '', []],
    [
      'a list (comma values, shell spec §5) is joined back',
      ['red', ' blue'],
      'red, blue',
      ['red', 'blue'],
    ],
  ])('%s', (_rule, raw, text, words) => {
    expect(normaliseSearch(raw)).toEqual({ text, words });
  });

  it(`cuts the text at a word boundary to at most ${MAX_SEARCH_LENGTH} characters`, () => {
    const long = `${'abcdefghi '.repeat(15)}end`;
    const { text } = normaliseSearch(long);
    expect(text.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    expect(text.endsWith('abcdefghi')).toBe(true);
  });

  it('cuts one long word at the limit', () => {
    expect(normaliseSearch('x'.repeat(500)).text).toBe('x'.repeat(MAX_SEARCH_LENGTH));
  });

  it(`keeps at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(normaliseSearch('a b c d e f g h i j').words).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
  });
});

describe('the search of a /search URL (shell spec §5 query-string rules)', () => {
  it.each([
    ['plus is a space', '?q=linen+dress', 'linen dress'],
    ['percent encoding is decoded', '?q=caf%C3%A9', 'café'],
    ['bad encoding is empty', '?q=%E0%A4%A', ''],
    ['other parameters are ignored', '?sort=price&q=mug&page=2', 'mug'],
    ['no q is empty', '?sort=price', ''],
  ])('%s', (_rule, search, text) => {
    expect(searchOfQuery(search).text).toBe(text);
  });
});

describe('the search redirect lookup path (catalogue spec §7 POST redirects/searches)', () => {
  it.each([
    ['words joined by hyphens', 'New Arrivals', '/search/new-arrivals'],
    ['one word', 'Dresses', '/search/dresses'],
    ['non-ASCII words are encoded', 'Café', '/search/caf%C3%A9'],
    ['punctuation only asks nothing', '!!', undefined],
  ])('%s', (_rule, raw, path) => {
    expect(searchRedirectPath(normaliseSearch(raw))).toBe(path);
  });
});
