import { describe, expect, it } from 'vitest';
import {
  MAX_VALUES_PER_FACET,
  apiRefinements,
  clearRefinements,
  formatListingQuery,
  parseListingQuery,
} from '../../../../engine/domain/refinements/listing-query.ts';
import {
  clearRefinement,
  toggleRefinement,
  withPage,
  withSort,
} from '../../../../engine/domain/refinements/listing-changes.ts';
import type { ListingState } from '../../../../engine/domain/refinements/listing-query.ts';

/**
 * A listing's URL (shell spec §2.2: category pages take page, sort field, sort order and
 * refinement query parameters; §5 the query-string parser and refinement formats; catalogue
 * spec §3 refinement types and facet names).
 */
const refinementsOf = (search: string) => parseListingQuery(search).refinements;

describe('listing query: the query-string rules (shell spec §5)', () => {
  it.each([
    ['comma values split into lists', '?colorway=Blue,Ivory', ['Blue', 'Ivory']],
    ['plus becomes a space', '?colorway=Dusty+Rose', ['Dusty Rose']],
    ['%20 is a space too', '?colorway=Dusty%20Rose', ['Dusty Rose']],
    ['bad encoding gives an empty value (dropped)', '?colorway=%E0%A4%A', undefined],
    ['a repeated parameter adds to the list', '?colorway=Blue&colorway=Ivory', ['Blue', 'Ivory']],
    ['duplicates are kept once', '?colorway=Blue,Blue', ['Blue']],
    ['empty parts are dropped', '?colorway=,Blue,,', ['Blue']],
  ])('%s: %s', (_rule, search, values) => {
    expect(refinementsOf(search).find((r) => r.facet === 'colorway')?.values).toEqual(values);
  });

  it('keeps tilde values as parent~value pairs (MultiValue)', () => {
    expect(refinementsOf('?sizeClassGroup=petite~S,regular~M')).toEqual([
      { facet: 'sizeClassGroup', type: 'MultiValue', values: ['petite~S', 'regular~M'] },
    ]);
  });

  it('ignores parameters that are not facets and keys that reach a prototype (DESIGN §8)', () => {
    expect(refinementsOf('?brand=x&__proto__=y&constructor=z&utm_source=a')).toEqual([]);
  });
});

describe('listing query: refinement formats (shell spec §5, catalogue spec §3)', () => {
  it.each([
    ['Range digits-digits', '?salePrice=0-50', ['0-50']],
    ['Range comma separated', '?salePrice=0-50,100-200', ['0-50', '100-200']],
    ['Range without a high is dropped', '?salePrice=50-', undefined],
    ['Range without a low is dropped', '?salePrice=-50', undefined],
    ['Range with a low above its high is dropped', '?salePrice=90-10', undefined],
    ['Range not digits is dropped', '?salePrice=a-b,1.5-2', undefined],
    ['one bad Range does not lose the good one', '?salePrice=0-50,x-1', ['0-50']],
  ])('%s: %s', (_rule, search, values) => {
    expect(refinementsOf(search).find((r) => r.facet === 'salePrice')?.values).toEqual(values);
  });

  it.each([
    ['MultiValue parent~value', '?sizeClassGroup=petite~S', ['petite~S']],
    ['MultiValue without a parent is dropped', '?sizeClassGroup=~S', undefined],
    ['MultiValue without a tilde is dropped', '?sizeClassGroup=S', undefined],
    ['MultiValue with two tildes is dropped', '?sizeClassGroup=a~b~c', undefined],
  ])('%s: %s', (_rule, search, values) => {
    expect(refinementsOf(search).find((r) => r.facet === 'sizeClassGroup')?.values).toEqual(values);
  });

  it.each([
    ['Value (any of)', '?colorway=Blue,Green', 'Value', ['Blue', 'Green']],
    ['SplitValue (all of) with |', '?colorway=Blue|Green', 'SplitValue', ['Blue', 'Green']],
    ['SplitValue encoded', '?colorway=Blue%7CGreen', 'SplitValue', ['Blue', 'Green']],
  ])('%s: %s', (_rule, search, type, values) => {
    expect(refinementsOf(search)).toEqual([{ facet: 'colorway', type, values }]);
  });

  it('a facet that takes no SplitValue drops values with |', () => {
    expect(refinementsOf('?sizeClassGroup=a~b|c~d')).toEqual([]);
  });

  it.each([
    [
      'immediatelyAvailable=true',
      [{ facet: 'immediatelyAvailable', type: 'Value', values: ['true'] }],
    ],
    ['immediatelyAvailable=yes', []],
    ['store=0102&pickup=true', [{ facet: 'pickup', type: 'Value', values: ['true'] }]],
    ['store=0102&pickup=false', []],
  ])('a switch facet takes only "true": %s', (search, refinements) => {
    expect(refinementsOf(search)).toEqual(refinements);
  });

  it('keeps every facet of the spec, in the spec order', () => {
    const search =
      '?immediatelyAvailable=true&availableBuyOnlinePickupPools=p2&availableInStorePickupPools=p1' +
      '&pickup=true&sizeClassGroup=petite~S&salePrice=0-50&colorway=Blue&store=0102';
    expect(refinementsOf(search).map((r) => r.facet)).toEqual([
      'colorway',
      'salePrice',
      'sizeClassGroup',
      'pickup',
      'availableInStorePickupPools',
      'availableBuyOnlinePickupPools',
      'immediatelyAvailable',
    ]);
  });

  it(`caps a facet at ${MAX_VALUES_PER_FACET} values and drops values over 100 characters`, () => {
    const many = Array.from({ length: 30 }, (_, i) => `c${i}`).join(',');
    expect(refinementsOf(`?colorway=${many}`)[0]?.values).toHaveLength(MAX_VALUES_PER_FACET);
    expect(refinementsOf(`?colorway=${'x'.repeat(101)}`)).toEqual([]);
  });

  it('gives the category listing call its refinements (catalogue spec §7)', () => {
    expect(apiRefinements(parseListingQuery('?colorway=Blue&salePrice=0-50,60-90'))).toEqual([
      { facet: 'colorway', type: 'Value', value: ['Blue'] },
      { facet: 'salePrice', type: 'Range', value: ['0-50', '60-90'] },
    ]);
  });
});

describe('listing query: page and sort (shell spec §2.2)', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=0', 1],
    ['?page=-1', 1],
    ['?page=2abc', 1],
    ['?page=1e3', 1],
    ['?page=Infinity', 1],
    ['?page=99999', 10_000],
  ])('page of %j is %i', (search, page) => {
    expect(parseListingQuery(search).page).toBe(page);
  });

  it.each([
    ['', undefined],
    ['?sort=price', { field: 'price', order: 'asc' }],
    ['?sort=newest', { field: 'newest', order: 'desc' }],
    ['?sort=price&order=desc', { field: 'price', order: 'desc' }],
    ['?sort=rating&order=sideways', { field: 'rating', order: 'desc' }],
    ['?sort=cheapest', undefined],
    ['?order=asc', undefined],
  ])('sort of %j', (search, sort) => {
    expect(parseListingQuery(search).sort).toEqual(sort);
  });
});

describe('listing query: formatting and changes', () => {
  const state = parseListingQuery('?colorway=Blue&sort=price&order=desc&page=3');

  it.each([
    '?colorway=Blue,Dusty+Rose&salePrice=0-50&sizeClassGroup=petite~S&sort=price&order=desc&page=2',
    '?colorway=Blue%7CGreen',
    '?sort=newest',
    '',
  ])('formats what it parsed back to the same URL: %j', (search) => {
    expect(formatListingQuery(parseListingQuery(search))).toBe(search);
  });

  it('leaves defaults out (page 1, the default order of a field)', () => {
    expect(
      formatListingQuery({ page: 1, refinements: [], sort: { field: 'price', order: 'asc' } }),
    ).toBe('?sort=price');
  });

  it('encodes a value that would break the URL', () => {
    const hostile: ListingState = {
      page: 1,
      refinements: [{ facet: 'colorway', type: 'Value', values: ['a&page=9#x'] }],
    };
    const search = formatListingQuery(hostile);
    expect(search).toBe('?colorway=a%26page%3D9%23x');
    expect(parseListingQuery(search)).toEqual(hostile);
  });

  it('a filter change goes back to page 1 and keeps the sort', () => {
    const next = toggleRefinement(state, 'colorway', 'Ivory');
    expect(formatListingQuery(next)).toBe('?colorway=Blue,Ivory&sort=price&order=desc');
    expect(formatListingQuery(toggleRefinement(state, 'colorway', 'Blue'))).toBe(
      '?sort=price&order=desc',
    );
  });

  it('clear one facet and clear all', () => {
    const two = toggleRefinement(state, 'salePrice', '0-50');
    expect(formatListingQuery(clearRefinement(two, 'colorway'))).toBe(
      '?salePrice=0-50&sort=price&order=desc',
    );
    expect(formatListingQuery(clearRefinements(two))).toBe('?sort=price&order=desc');
  });

  it('a toggle with a value in the wrong format adds nothing', () => {
    expect(toggleRefinement(state, 'salePrice', '9-1').refinements).toEqual(state.refinements);
  });

  it('a sort change goes back to page 1; a page is kept within 1..10000', () => {
    expect(withSort(state, { field: 'newest', order: 'desc' }).page).toBe(1);
    expect(withPage(state, 0).page).toBe(1);
    expect(withPage(state, 20_000).page).toBe(10_000);
    expect(formatListingQuery(withPage(state, 4))).toBe(
      '?colorway=Blue&sort=price&order=desc&page=4',
    );
  });
});

// Catalogue spec §3 (facets pickup, available in-store and buy-online pickup pools; the request's
// selectedStores): the pickup facets are about a store, so the URL carries it (?store=).
describe('listing query: the pickup store (catalogue spec §3)', () => {
  it.each<[string, string, string | undefined, string[]]>([
    ['a store and its pickup switch', '?store=0102&pickup=true', '0102', ['pickup']],
    [
      'a store and its pools',
      '?store=0102&availableInStorePickupPools=p1&availableBuyOnlinePickupPools=p2',
      '0102',
      ['availableInStorePickupPools', 'availableBuyOnlinePickupPools'],
    ],
    [
      'no store: the pickup facets are dropped, the rest kept',
      '?pickup=true&colorway=Blue',
      undefined,
      ['colorway'],
    ],
    ['a hostile store value is no store', '?store=%3Cscript%3E&pickup=true', undefined, []],
    [
      'a store number over 20 characters is no store',
      `?store=${'1'.repeat(21)}&pickup=true`,
      undefined,
      [],
    ],
    ['a store alone', '?store=A-12', 'A-12', []],
  ])('%s', (_name, search, store, facets) => {
    const state = parseListingQuery(search);
    expect(state.store).toBe(store);
    expect(state.refinements.map((r) => r.facet)).toEqual(facets);
  });

  it('the store goes first in the URL and stays when the filters are cleared', () => {
    const state = parseListingQuery('?pickup=true&store=0102&colorway=Blue&sort=price');
    expect(formatListingQuery(state)).toBe('?store=0102&colorway=Blue&pickup=true&sort=price');
    expect(formatListingQuery(clearRefinements(state))).toBe('?store=0102&sort=price');
  });
});
