import { describe, expect, it } from 'vitest';
import {
  loyaltySignupOffered,
  registrationGender,
  rewardsProfileQuery,
} from '../../../../engine/domain/account/login-extras.ts';

// shell spec §6 "loyalty sign-up at login shows for some locales"; a loyalty vendor for one brand
describe('loyaltySignupOffered (shell spec §6)', () => {
  it.each([
    [true, 'annex', ['en-US'], 'en-US', true],
    [false, 'annex', ['en-US'], 'en-US', false],
    [true, 'none', ['en-US'], 'en-US', false],
    [true, 'annex', ['en-US'], 'en-CA', false],
    [true, 'annex', [], 'en-US', false],
    [true, 'yotpo', ['fr-FR', 'en-GB'], 'fr-FR', true],
  ])(
    'switch %s, vendor %s, locales %j, %s -> %s',
    (switchOn, vendor, signupLocales, locale, expected) => {
      expect(loyaltySignupOffered({ switchOn, vendor, signupLocales, locale })).toBe(expected);
    },
  );
});

// shell spec §6 "gender capture at login for one brand"; §5 marketing subscription gender UNKNOWN
describe('registrationGender (shell spec §6)', () => {
  it.each([
    [false, 'FEMALE', undefined],
    [false, undefined, undefined],
    [true, 'FEMALE', 'FEMALE'],
    [true, 'NON_BINARY', 'NON_BINARY'],
    [true, '', 'UNKNOWN'],
    [true, undefined, 'UNKNOWN'],
    [true, '__proto__', 'UNKNOWN'],
  ])('captured %s, choice %j -> %j', (captured, choice, expected) => {
    expect(registrationGender(captured, choice)).toBe(expected);
  });
});

// shell spec §7 GET /me "query loyalty"; §9 feature flags "loyalty updates" (default false)
describe('rewardsProfileQuery (shell spec §7, §9 enableLoyaltyUpdates)', () => {
  it.each([
    [true, { loyalty: true }],
    [false, {}],
  ])('enableLoyaltyUpdates %s -> %j', (flag, expected) => {
    expect(rewardsProfileQuery(flag)).toEqual(expected);
  });
});
