import { describe, expect, it } from 'vitest';
import { personalOrder } from '../../../../engine/domain/catalogue/personal-order.ts';

// Issue 11; shell spec §9 flags: plpPersonalization and searchPersonalization, positive integers,
// default 0. A signed-in shopper's hearted products come first, up to the level.
const tiles = (...ids: string[]) => ids.map((productId) => ({ productId }));
const order = (...args: Parameters<typeof personalOrder<{ productId: string }>>) =>
  personalOrder(...args)
    .map((tile) => tile.productId)
    .join(',');

describe('personal listing order (shell spec §9 plpPersonalization, searchPersonalization)', () => {
  it.each([
    ['level 0 (the default) keeps the order', 0, ['p3'], false, 'p1,p2,p3,p4'],
    ['hearted products first, in listing order', 5, ['p4', 'p3'], false, 'p3,p4,p1,p2'],
    ['no more than the level moves', 1, ['p4', 'p3'], false, 'p3,p1,p2,p4'],
    ['a sort the shopper chose is kept', 5, ['p4'], true, 'p1,p2,p3,p4'],
    ['no hearts: unchanged', 5, [], false, 'p1,p2,p3,p4'],
    ['hearts of products not on the page: unchanged', 5, ['x9'], false, 'p1,p2,p3,p4'],
  ])('%s', (_name, level, hearted, sortChosen, expected) => {
    expect(order(tiles('p1', 'p2', 'p3', 'p4'), hearted, level, sortChosen)).toBe(expected);
  });

  it('not signed in (no hearts read): unchanged, the same array', () => {
    const page = tiles('p1', 'p2');
    expect(personalOrder(page, undefined, 3, false)).toBe(page);
  });
});
