import { describe, expect, it } from 'vitest';
import { navColumns, tertiarySplit } from '../../../../engine/domain/header/nav-layout.ts';
import { navTarget, visibleNavItems } from '../../../../engine/domain/header/navigation.ts';
import type { NavItemLike } from '../../../../engine/domain/header/navigation.ts';

// shell spec §3.3: navigation item typeCode, targetNavSlug, targetNavTypeCode, targetUrl,
// targetUrlTarget, relativeFlag
describe('navTarget', () => {
  const link = (href: string, absolute = false, newWindow = false) => ({
    kind: 'link',
    href,
    absolute,
    newWindow,
  });
  it.each<[string, NavItemLike, unknown]>([
    [
      'DEFAULT to its slug',
      { itemId: 'a', typeCode: 'DEFAULT', slug: 'dresses' },
      link('/dresses'),
    ],
    ['SMART to its slug', { itemId: 'a', typeCode: 'SMART', slug: 'new' }, link('/new')],
    ['GATEWAY to its slug', { itemId: 'a', typeCode: 'GATEWAY', slug: 'home' }, link('/home')],
    [
      'GATEWAY_NN (a gateway category) to its slug',
      { itemId: 'a', typeCode: 'GATEWAY_NN', slug: 'shoes' },
      link('/shoes'),
    ],
    [
      'HOME_COLLE (a home collection category) to its slug',
      { itemId: 'a', typeCode: 'HOME_COLLE', slug: 'bedding' },
      link('/bedding'),
    ],
    [
      'CONTENT_NN to its page slug',
      { itemId: 'a', typeCode: 'CONTENT_NN', slug: 'gift-guide' },
      link('/gift-guide'),
    ],
    [
      'a target slug of type GATEWAY_NN, HOME_COLLE or CONTENT_NN is a slug path, not a brand page',
      {
        itemId: 'a',
        typeCode: 'BRAND',
        slug: 'x',
        targetNavSlug: 'living-room',
        targetNavTypeCode: 'HOME_COLLE',
      },
      link('/living-room'),
    ],
    [
      'CONTENT to its page slug',
      { itemId: 'a', typeCode: 'CONTENT', slug: 'gifts' },
      link('/gifts'),
    ],
    [
      'BRAND to the brand page',
      { itemId: 'a', typeCode: 'BRAND', slug: 'pilcro' },
      link('/brands/pilcro'),
    ],
    ['HEADING is not a link', { itemId: 'a', typeCode: 'HEADING', slug: 'x' }, { kind: 'heading' }],
    ['NO_NAV is not shown', { itemId: 'a', typeCode: 'NO_NAV', slug: 'x' }, { kind: 'hidden' }],
    [
      'EXTERNAL opens its URL in a new window for _blank',
      {
        itemId: 'a',
        typeCode: 'EXTERNAL',
        targetUrl: 'https://x.example/',
        targetUrlTarget: '_blank',
      },
      link('https://x.example/', true, true),
    ],
    [
      'EXTERNAL with _self stays in the window',
      {
        itemId: 'a',
        typeCode: 'EXTERNAL',
        targetUrl: 'https://x.example/',
        targetUrlTarget: '_self',
      },
      link('https://x.example/', true, false),
    ],
    [
      'a hostile javascript: URL is dropped',
      { itemId: 'a', typeCode: 'EXTERNAL', targetUrl: 'javascript:alert(1)' },
      { kind: 'hidden' },
    ],
    [
      'a protocol-relative URL is not a site path',
      { itemId: 'a', typeCode: 'NONPRODUCT', targetUrl: '//evil.example/x' },
      { kind: 'heading' },
    ],
    [
      'NONPRODUCT with a site path',
      { itemId: 'a', typeCode: 'NONPRODUCT', slug: 'r', targetUrl: '/registry/account' },
      link('/registry/account'),
    ],
    [
      'a target slug with its own type code',
      {
        itemId: 'a',
        typeCode: 'DEFAULT',
        slug: 'x',
        targetNavSlug: 'maeve',
        targetNavTypeCode: 'BRAND',
      },
      link('/brands/maeve'),
    ],
    [
      'relativeFlag false refuses a site path',
      { itemId: 'a', typeCode: 'NONPRODUCT', targetUrl: '/x', relativeFlag: false },
      { kind: 'hidden' },
    ],
    [
      'relativeFlag false with a full URL',
      { itemId: 'a', typeCode: 'NONPRODUCT', targetUrl: 'https://x.example/', relativeFlag: false },
      link('https://x.example/', true, false),
    ],
    ['a slug is encoded', { itemId: 'a', typeCode: 'DEFAULT', slug: 'a b' }, link('/a%20b')],
    ['no slug and no URL is a heading', { itemId: 'a', typeCode: 'DEFAULT' }, { kind: 'heading' }],
  ])('%s', (_name, item, expected) => {
    expect(navTarget(item)).toEqual(expected);
  });
});

describe('visibleNavItems', () => {
  it('drops NO_NAV and items for other sites (shell spec §3.3)', () => {
    const items: NavItemLike[] = [
      { itemId: 'a', typeCode: 'DEFAULT' },
      { itemId: 'b', typeCode: 'NO_NAV' },
      { itemId: 'c', typeCode: 'DEFAULT', sites: ['an-us'] },
      { itemId: 'd', typeCode: 'DEFAULT', sites: ['an-fr'] },
    ];
    expect(visibleNavItems(items, 'an-us').map((item) => item.itemId)).toEqual(['a', 'c']);
  });
});

// shell spec §3.3 containerInfo.column; limits.listing navigationColumnsMin 2, Max 5
describe('navColumns', () => {
  const leaves = (count: number): NavItemLike[] =>
    Array.from({ length: count }, (_, index) => ({ itemId: `i${index}` }));
  const ids = (columns: NavItemLike[][]) => columns.map((column) => column.map((i) => i.itemId));
  it.each([
    [3, 1, 2],
    [8, 1, 2],
    [9, 2, 2],
    [20, 3, 3],
    [100, 5, 5],
  ])('%i plain links make %i columns in a panel of %i', (count, columns, span) => {
    const result = navColumns(leaves(count), { min: 2, max: 5 });
    expect(result.columns).toHaveLength(columns);
    expect(result.span).toBe(span);
    expect(result.columns.flat()).toHaveLength(count);
  });

  it('places items by containerInfo.column; later items without one follow the last', () => {
    const result = navColumns(
      [
        { itemId: 'a', containerInfo: { column: 2 } },
        { itemId: 'b' },
        { itemId: 'c', containerInfo: { column: 1 } },
        { itemId: 'd', containerInfo: { column: 9 } },
      ],
      { min: 2, max: 5 },
    );
    expect(ids(result.columns)).toEqual([['c'], ['a', 'b'], ['d']]);
    expect(result.span).toBe(3);
  });
});

// shell spec §3.3 navigationDisplayPreferences.tertiaryDisplay
describe('tertiarySplit', () => {
  it.each([
    [10, 8, 8, 2],
    [8, 8, 8, 0],
    [3, undefined, 3, 0],
    [3, 0, 0, 3],
  ])('%i items, preference %s: %i shown, %i behind See more', (count, pref, shown, more) => {
    const split = tertiarySplit(
      Array.from({ length: count }, (_, i) => i),
      pref,
    );
    expect(split.shown).toHaveLength(shown);
    expect(split.more).toHaveLength(more);
  });
});
