import { describe, expect, it } from 'vitest';
import {
  consentChosen,
  consentCookieValue,
  consentGroups,
} from '../../../engine/domain/consent.ts';
import type { ConsentGroup } from '../../../engine/domain/consent.ts';

describe('consent groups (shell spec §4, §6)', () => {
  it('EU sites start non-consented: only the necessary group', () => {
    expect([...consentGroups(undefined, false)]).toEqual(['C0001']);
  });
  it('other sites start consented', () => {
    expect([...consentGroups(undefined, true)].sort()).toEqual([
      'C0001',
      'C0002',
      'C0003',
      'C0004',
    ]);
  });
  it('the cookie decides when present', () => {
    expect([...consentGroups('C0001:1,C0002:1,C0003:0,C0004:0', true)].sort()).toEqual([
      'C0001',
      'C0002',
    ]);
    expect([...consentGroups('C0004:1', false)].sort()).toEqual(['C0001', 'C0004']);
  });
  it('necessary cannot be refused; a cookie with nothing recognisable falls back to the default', () => {
    expect([...consentGroups('C0001:0', false)]).toEqual(['C0001']);
    expect([...consentGroups('garbage', false)]).toEqual(['C0001']);
  });
});

describe('the consent cookie written by the banner (shell spec §4)', () => {
  it.each<[string[], string]>([
    [[], 'C0001:1,C0002:0,C0003:0,C0004:0'],
    [['C0001', 'C0002', 'C0003', 'C0004'], 'C0001:1,C0002:1,C0003:1,C0004:1'],
    [['C0004'], 'C0001:1,C0002:0,C0003:0,C0004:1'],
  ])('%j is written %s and read back', (groups, value) => {
    const written = consentCookieValue(new Set(groups as ConsentGroup[]));
    expect(written).toBe(value);
    expect(consentChosen(written)).toBe(true);
    expect([...consentGroups(written, false)].sort()).toEqual(
      [...new Set(['C0001', ...groups])].sort(),
    );
  });
  it.each([undefined, '', 'garbage', 'C0009:1'])('%j is no choice yet', (cookie) => {
    expect(consentChosen(cookie)).toBe(false);
  });
});
