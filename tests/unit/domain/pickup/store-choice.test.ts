import { describe, expect, it } from 'vitest';
import {
  matchesPlace,
  parseCachedStore,
  serializeCachedStore,
  storeChoice,
} from '../../../../engine/domain/pickup/store-choice.ts';

const DAY = 86_400_000;
const CACHE_MS = 5_184_000_000; // catalogue spec §9: default store cache 5184000000 ms
const NOW = Date.UTC(2026, 10, 24);

describe('store pickup store choice (catalogue spec §4 "Store pickup store choice")', () => {
  const cached = { storeNumber: '0300', savedAt: NOW - DAY };
  it.each([
    [
      'a given store number first',
      { given: '0100', favourites: ['0200'], cached },
      '0100',
      'given',
    ],
    ['else the favourite store', { favourites: ['0200'], cached }, '0200', 'favourite'],
    [
      'the first favourite that is a store number',
      { favourites: ['x', '0201'] },
      '0201',
      'favourite',
    ],
    ['else the cached default store', { favourites: [], cached }, '0300', 'cached'],
    [
      'a given value that is not a store number is no store',
      { given: '../x', cached },
      '0300',
      'cached',
    ],
  ] as const)('%s', (_case, input, storeNumber, source) => {
    expect(storeChoice({ ...input, now: NOW, cacheMs: CACHE_MS })).toEqual({ storeNumber, source });
  });

  it('asks for the nearest store when nothing else names one', () => {
    expect(storeChoice({ now: NOW, cacheMs: CACHE_MS })).toBe('nearest');
  });

  it.each([
    ['kept just inside 5184000000 ms', CACHE_MS - 1, { storeNumber: '0300', source: 'cached' }],
    ['dropped at 5184000000 ms', CACHE_MS, 'nearest'],
    ['dropped after it', CACHE_MS + DAY, 'nearest'],
    ['dropped when saved in the future (a clock moved back)', -DAY, 'nearest'],
  ] as const)('the cached store is %s (§4, §9)', (_case, age, expected) => {
    const input = {
      cached: { storeNumber: '0300', savedAt: NOW - age },
      now: NOW,
      cacheMs: CACHE_MS,
    };
    expect(storeChoice(input)).toEqual(expected);
  });

  it('reads back what it saves', () => {
    expect(parseCachedStore(serializeCachedStore('0103', NOW))).toEqual({
      storeNumber: '0103',
      savedAt: NOW,
    });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['a string', '"0103"'],
    ['a store number that is not digits', '{"storeNumber":"<img>","savedAt":1}'],
    ['a time that is not a number', '{"storeNumber":"0103","savedAt":"today"}'],
    ['a negative time', '{"storeNumber":"0103","savedAt":-5}'],
    ['too long a text', JSON.stringify({ storeNumber: '0103', savedAt: 1, pad: 'x'.repeat(300) })],
  ])('treats %s in local storage as no cached store (DESIGN §8)', (_case, raw) => {
    expect(parseCachedStore(raw)).toBeUndefined();
  });
});

describe('store search by place name (issue 11 "store search ... by place name")', () => {
  const soho = {
    storeName: 'Anthropologie SoHo',
    city: 'New York',
    region: 'NY',
    postalCode: '10012',
  };
  const munich = {
    storeName: 'Anthropologie Fünf Höfe',
    city: 'München',
    region: 'BY',
    postalCode: '80333',
  };
  it.each([
    [soho, 'new york', true],
    [soho, 'New', true],
    [soho, 'NY', true],
    [soho, '10012', true],
    [soho, 'soho', true],
    [soho, 'york', false],
    [soho, 'chicago', false],
    [soho, '   ', false],
    [munich, 'munchen', true],
    [munich, 'MÜNCHEN', true],
    [munich, 'funf hofe', true],
  ])('%o answers %j: %s', (store, query, expected) => {
    expect(matchesPlace(store, query)).toBe(expected);
  });
});
