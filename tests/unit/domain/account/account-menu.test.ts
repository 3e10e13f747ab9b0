import { describe, expect, it } from 'vitest';
import {
  accountSections,
  registryOffered,
} from '../../../../engine/domain/account/account-menu.ts';
import type { AccountMenuEntry } from '../../../../engine/domain/account/account-menu.ts';

const ALL: AccountMenuEntry[] = [
  'dashboard',
  'settings',
  'address',
  'payments',
  'orders',
  'wishlists',
  'registry',
  'rewards',
  'hearts',
];

// shell spec §2.3 "Registry (not in EU groups or the Canada site)"
describe('registryOffered (shell spec §2.3)', () => {
  it.each([
    ['an-us', 'an-us', true],
    ['an-us', 'an-ca', false],
    ['an-eu', 'an-fr', false],
    ['an-eu', 'an-uk', false],
    ['fp-us', 'fp-us', true],
    ['tr-us', 'tr-us', true],
  ])('group %s, site %s -> %s', (group, site, expected) => {
    expect(registryOffered(group, site)).toBe(expected);
  });
});

// shell spec §2.3 "Menu entries per brand", §2.1 account paths
describe('accountSections (shell spec §2.1, §2.3)', () => {
  const routed = (names: string[]) => (name: string) =>
    names.includes(name) ? `/path-of/${name}` : undefined;

  it.each([
    {
      name: 'every entry routed on a US site keeps the menu order',
      menu: ALL,
      routes: [
        'account-dashboard',
        'account-settings',
        'account-address',
        'account-payments',
        'account-orders',
        'wishlist',
        'registry-account',
        'account-rewards',
        'account-hearted-products',
      ],
      site: { group: 'an-us', id: 'an-us' },
      expected: ALL,
    },
    {
      name: 'no registry on the Canada site, even if routed',
      menu: ALL,
      routes: ['account-dashboard', 'registry-account', 'account-orders'],
      site: { group: 'an-us', id: 'an-ca' },
      expected: ['dashboard', 'orders'],
    },
    {
      name: 'no rewards where the brand has no rewards page (no route)',
      menu: ['dashboard', 'rewards', 'payments'] as AccountMenuEntry[],
      routes: ['account-dashboard', 'account-payments'],
      site: { group: 'fp-us', id: 'fp-us' },
      expected: ['dashboard', 'payments'],
    },
    {
      name: 'no registry in an EU group',
      menu: ['registry', 'address'] as AccountMenuEntry[],
      routes: ['registry-account', 'account-address'],
      site: { group: 'an-eu', id: 'an-de' },
      expected: ['address'],
    },
  ])('$name', ({ menu, routes, site, expected }) => {
    const sections = accountSections(menu, routed(routes), site);
    expect(sections.map((section) => section.entry)).toEqual(expected);
    for (const section of sections) expect(section.path).toBe(`/path-of/${section.routeName}`);
  });
});
