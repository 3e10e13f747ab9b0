import { describe, expect, it } from 'vitest';
import {
  heartIntent,
  remainingLikeOffsets,
  withHeart,
} from '../../../../engine/domain/account/hearted.ts';

// shell spec §7 likes "offset": the hearted ids are read page by page at the API's page size
describe('remainingLikeOffsets (shell spec §7 likes offset)', () => {
  it.each([
    [{ limit: 48, total: 0 }, []],
    [{ limit: 48, total: 48 }, []],
    [{ limit: 48, total: 49 }, [48]],
    [{ limit: 48, total: 150 }, [48, 96, 144]],
    [{ limit: 0, total: 2 }, [1]],
    [{ limit: 10, total: -5 }, []],
  ])('%o -> %o', (first, expected) => {
    expect(remainingLikeOffsets(first)).toEqual(expected);
  });

  it('stops at the page bound', () => {
    expect(remainingLikeOffsets({ limit: 1, total: 1_000_000 }, 3)).toEqual([1, 2]);
  });
});

// shell spec §2.3 favourites, §6 roles: a guest signs in first, then the like is applied
describe('heartIntent (shell spec §2.3, §6)', () => {
  it.each([
    [false, false, 'like'],
    [true, false, 'unlike'],
    [false, true, 'like'],
    [true, true, 'none'],
  ] as const)('hearted %s, signed in for it %s -> %s', (hearted, signedIn, expected) => {
    expect(heartIntent(hearted, signedIn)).toBe(expected);
  });
});

// shell spec §7 likes: newest first
describe('withHeart (shell spec §7 likes, newest first)', () => {
  it.each([
    [[], 'a', true, ['a']],
    [['b'], 'a', true, ['a', 'b']],
    [['b', 'a'], 'a', true, ['a', 'b']],
    [['b', 'a'], 'a', false, ['b']],
    [['b'], 'a', false, ['b']],
  ] as const)('%o + %s liked %s -> %o', (ids, id, liked, expected) => {
    expect(withHeart(ids, id, liked)).toEqual(expected);
  });
});
