import { describe, expect, it } from 'vitest';
import { badgeKey, tileBadges } from '../../../../engine/components/listing/tile-badges.ts';
import {
  tileBox,
  tileSizes,
  tileSrcSet,
} from '../../../../engine/components/listing/tile-image.ts';
import { pageWindow } from '../../../../engine/components/listing/pagination.tsx';

const NOW = Date.UTC(2026, 10, 24);
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('tile badges (catalogue spec §3 badges, §9 text badges per tile)', () => {
  const badges = [
    { type: 'SUSTAINABLE', merchandising_order: 3, expiration_date: seconds(NOW) + 3600 },
    { type: 'NEW', merchandising_order: 1, expiration_date: null },
    { type: 'EXPIRED', merchandising_order: 0, expiration_date: seconds(NOW) - 1 },
    { type: 'BESTSELLER', merchandising_order: 2 },
  ];
  it.each([
    [1, ['NEW']],
    [4, ['NEW', 'BESTSELLER', 'SUSTAINABLE']],
    [0, []],
  ])('%i per tile, expired ignored, in merchandising order', (perTile, types) => {
    expect(tileBadges(badges, perTile, NOW).map((badge) => badge.type)).toEqual(types);
  });
  it('a badge that expires exactly now is expired', () => {
    expect(tileBadges([{ type: 'X', expiration_date: seconds(NOW) }], 4, NOW)).toEqual([]);
  });
  it.each([
    ['NEW', 'listing.badge.new'],
    ['ONLINE_EXCLUSIVE', 'listing.badge.onlineExclusive'],
    ['BACK_IN_STOCK', 'listing.badge.backInStock'],
    ['weird type!', 'listing.badge.weirdType'],
  ])('%s reads its text from %s', (type, key) => {
    expect(badgeKey(type)).toBe(key);
  });
});

describe('tile images (shell spec §9: widths 698 and 349, heights 1046 and 523, sizes)', () => {
  const limits = {
    tileWidths: [698, 349] as [number, ...number[]],
    tileHeights: [1046, 523] as [number, ...number[]],
    quality: 80,
    tileSizes: [
      { minViewport: 1441, width: 388 },
      { minViewport: 1025, width: 338 },
      { minViewport: 768, width: 211 },
      { minViewport: 568, width: 346 },
      { minViewport: 0, width: 246 },
    ],
  };
  it('sizes: 388 above 1441, 338 above 1025, 211 above 768, 346 above 568, else 246', () => {
    expect(tileSizes(limits)).toBe(
      '(min-width: 1442px) 388px, (min-width: 1026px) 338px, (min-width: 769px) 211px, (min-width: 569px) 346px, 246px',
    );
  });
  it('srcset: both widths at quality 80 in the asked format', () => {
    expect(tileSrcSet(limits, 'anthropologie', 'S1_010_b', 'webp')).toBe(
      '/api/images/anthropologie/S1_010_b?width=349&quality=80&format=webp 349w, ' +
        '/api/images/anthropologie/S1_010_b?width=698&quality=80&format=webp 698w',
    );
  });
  it('reserves the small width and its height (349 × 523)', () => {
    expect(tileBox(limits)).toEqual({ width: 349, height: 523 });
  });
});

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
  ])('page %i of %i', (page, total, window) => {
    expect(pageWindow(page, total)).toEqual(window);
  });
});
