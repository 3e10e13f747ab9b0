import { describe, expect, it } from 'vitest';
import {
  optOutCookieValue,
  optOutMaxAgeSeconds,
  optOutSync,
  parseOptOutCookie,
} from '../../../../engine/domain/account/privacy-opt-out.ts';

const CA = { countryCode: 'US', regionCode: 'CA' };
const CO = { countryCode: 'US', regionCode: 'CO' };
const FR = { countryCode: 'FR' };

// shell spec §4 "Privacy opt-out: region codes kept in a cookie"; the cookie is hostile (DESIGN §8)
describe('parseOptOutCookie (shell spec §4 privacy opt-out)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['US-CA', [CA]],
    ['US-CA,US-CO', [CA, CO]],
    [' us-ca , FR ', [CA, FR]],
    ['US-CA,US-CA', [CA]],
    ['US-CA,<script>,US-TOOLONG,USA,1', [CA]],
    ['__proto__,constructor', []],
    ['X'.repeat(3000), []],
  ])('%j -> %j', (value, expected) => {
    expect(parseOptOutCookie(value)).toEqual(expected);
  });

  it('keeps at most 100 locations', () => {
    const many = Array.from({ length: 150 }, (_, index) => `US-${index}`).join(',');
    expect(parseOptOutCookie(many)).toHaveLength(100);
  });
});

// shell spec §4 "synced to the profile by a patch to the global opt-out locations"
describe('optOutSync (shell spec §4, §7 PATCH /global/privacyOptOutLocations)', () => {
  it.each([
    ['nothing anywhere', [], [], undefined, []],
    ['the cookie adds a region', [CA], [], [CA], [CA]],
    ['the profile has it already', [CA], [CA], undefined, [CA]],
    ['another device opted out: the cookie learns it', [], [CO], undefined, [CO]],
    ['both, the union patched', [CA, FR], [CO], [CO, CA, FR], [CO, CA, FR]],
  ] as const)('%s', (_name, cookie, profile, patch, written) => {
    const sync = optOutSync(cookie, profile);
    expect(sync.patch).toEqual(patch);
    expect(sync.cookie).toEqual(written);
  });
});

// shell spec §9 "Opt-out cookie one year" (limits.cookies.optOutDays, default 365)
describe('optOutMaxAgeSeconds and the cookie value (shell spec §9)', () => {
  it.each([
    [365, 31_536_000],
    [30, 2_592_000],
    [0, 86_400],
  ])('%d days -> %d s', (days, seconds) => {
    expect(optOutMaxAgeSeconds(days)).toBe(seconds);
  });
  it('writes codes the parser reads back', () => {
    expect(parseOptOutCookie(optOutCookieValue([CA, FR]))).toEqual([CA, FR]);
  });
});
