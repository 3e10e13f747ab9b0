import { describe, expect, it } from 'vitest';
import { showsAccountAlert } from '../../../../engine/domain/header/account-alert.ts';
import { accountMenuEntries } from '../../../../engine/domain/header/account-menu.ts';
import type { AccountMenuEntry } from '../../../../engine/domain/header/account-menu.ts';

// shell spec §2.3: menu entries per brand; Registry not in EU groups or the Canada site
describe('accountMenuEntries', () => {
  const all: AccountMenuEntry[] = ['dashboard', 'orders', 'registry', 'hearts'];
  it.each([
    ['an-us', 'US', true],
    ['an-eu', 'FR', false],
    ['an-eu', 'GB', false],
    ['an-us', 'CA', false],
    ['fp-us', 'US', true],
  ])('group %s, country %s: registry %s', (group, country, registry) => {
    const entries = accountMenuEntries(all, { group, country });
    expect(entries.includes('registry')).toBe(registry);
    expect(entries.filter((entry) => entry !== 'registry')).toEqual([
      'dashboard',
      'orders',
      'hearts',
    ]);
  });
});

// shell spec §2.3: an alert mark '!' shows when the user is not a phone user
describe('showsAccountAlert', () => {
  it.each([
    [{}, true],
    [{ phone: { number: '' } }, true],
    [{ phone: { number: '2155550100' } }, false],
  ])('%j: %s', (profile, expected) => {
    expect(showsAccountAlert(profile)).toBe(expected);
  });
});
