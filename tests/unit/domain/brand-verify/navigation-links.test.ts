import { describe, expect, it } from 'vitest';
import { navigationLinks } from '../../../../engine/domain/brand-verify/navigation-links.ts';
import type { NavItemLike } from '../../../../engine/domain/header/navigation.ts';

const items: NavItemLike[] = [
  {
    itemId: 'new',
    slug: 'new-arrivals',
    typeCode: 'SMART',
    navigationItems: [
      { itemId: 'new-dresses', slug: 'new-dresses', typeCode: 'DEFAULT' },
      { itemId: 'heading', slug: 'x', typeCode: 'HEADING' },
      { itemId: 'us-only', slug: 'registry', targetUrl: '/registry/account?a=1', sites: ['an-us'] },
    ],
  },
  { itemId: 'brands', slug: 'brands', typeCode: 'BRAND' },
  { itemId: 'hidden', slug: 'hidden', typeCode: 'NO_NAV' },
  { itemId: 'external', targetUrl: 'https://example.com/', relativeFlag: false },
];

describe('navigation links to check', () => {
  // issue 15 Deliver (verify): no 404 from the navigation; shell spec §3.3 navigation targets.
  it("lists every visible item's own page, children included, with its JSON pointer", () => {
    expect(navigationLinks(items, 'an-us')).toEqual([
      { itemId: 'new', pointer: '/items/0', path: '/new-arrivals' },
      { itemId: 'new-dresses', pointer: '/items/0/navigationItems/0', path: '/new-dresses' },
      { itemId: 'us-only', pointer: '/items/0/navigationItems/2', path: '/registry/account' },
      { itemId: 'brands', pointer: '/items/1', path: '/brands/brands' },
    ]);
  });

  it('leaves out the items of other sites', () => {
    expect(navigationLinks(items, 'an-fr').map((link) => link.itemId)).toEqual([
      'new',
      'new-dresses',
      'brands',
    ]);
  });
});
