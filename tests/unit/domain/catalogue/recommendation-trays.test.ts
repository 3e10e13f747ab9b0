import { describe, expect, it } from 'vitest';
import { dedupeTrays } from '../../../../engine/domain/catalogue/recommendation-trays.ts';

// Issue 11: recommendation trays deduplicated by display priority, duplicate products removed
// across campaigns, never the product shown.
const tray = (name: string, priority: number, ids: string[]) => ({
  name,
  priority,
  tiles: ids.map((productId) => ({ productId })),
});
const ids = (
  trays: ReturnType<typeof dedupeTrays<{ productId: string }, ReturnType<typeof tray>>>,
) => trays.map((t) => `${t.name}:${t.tiles.map((tile) => tile.productId).join(',')}`);

describe('recommendation trays (issue 11: dedup by display priority)', () => {
  it.each([
    [
      'a product twice in one tray shows once',
      [tray('a', 1, ['p1', 'p1', 'p2'])],
      undefined,
      ['a:p1,p2'],
    ],
    ['never the product shown', [tray('a', 1, ['p0', 'p1'])], 'p0', ['a:p1']],
    [
      'the higher priority (lower number) keeps a shared product',
      [tray('late', 2, ['p1', 'p2']), tray('early', 1, ['p2', 'p3'])],
      undefined,
      ['early:p2,p3', 'late:p1'],
    ],
    [
      'equal priorities keep their order',
      [tray('a', 1, ['p1']), tray('b', 1, ['p1', 'p2'])],
      undefined,
      ['a:p1', 'b:p2'],
    ],
    [
      'a tray left empty is dropped',
      [tray('a', 1, ['p1']), tray('b', 2, ['p1'])],
      undefined,
      ['a:p1'],
    ],
  ])('%s', (_rule, trays, shown, expected) => {
    expect(ids(dedupeTrays(trays, shown))).toEqual(expected);
  });
});
