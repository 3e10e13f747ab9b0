import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SUBSCRIPTION_SOURCE,
  accountSubscriptionOf,
  marketingProblems,
  marketingProblemsOfApiErrors,
} from '../../../../engine/domain/account/marketing-preferences.ts';

const draft = (change: Partial<{ email: string; mobile: string; smsConsent: boolean }> = {}) => ({
  email: 'ada@example.com',
  mobile: '',
  smsConsent: false,
  ...change,
});

// shell spec §3.2 Marketing subscription; §5 "Phone numbers are stripped to digits", the switch
// "SMS opt-in during email signup"; the API takes 7 to 15 digits (commerce-api subscription-routes)
describe('marketingProblems (shell spec §3.2, §5)', () => {
  it.each([
    ['email only, texts offered', draft(), true, {}],
    ['email only, no texts', draft(), false, {}],
    ['no email', draft({ email: '  ' }), false, { email: 'validation.required' }],
    ['a bad email', draft({ email: 'ada@' }), true, { email: 'validation.email' }],
    ['a number with consent', draft({ mobile: '(215) 555-0100', smsConsent: true }), true, {}],
    [
      'a short number',
      draft({ mobile: '555', smsConsent: true }),
      true,
      { mobile: 'validation.phone' },
    ],
    [
      'letters in the number',
      draft({ mobile: '215-CALL-NOW', smsConsent: true }),
      true,
      { mobile: 'validation.phone' },
    ],
    [
      'a number without consent',
      draft({ mobile: '2155550100' }),
      true,
      { smsConsent: 'accountSettings.marketing.consentNeeded' },
    ],
    [
      'consent without a number',
      draft({ smsConsent: true }),
      true,
      { mobile: 'accountSettings.marketing.mobileNeeded' },
    ],
    // Where texts are not offered the mobile fields are not on the form and count for nothing.
    ['no texts: a bad number is ignored', draft({ mobile: '555' }), false, {}],
    [
      'a bad email and a bad number',
      draft({ email: 'x', mobile: '12' }),
      true,
      { email: 'validation.email', mobile: 'validation.phone' },
    ],
  ])('%s', (_name, values, sms, expected) => {
    expect(marketingProblems(values, sms)).toEqual(expected);
  });
});

// shell spec §5: brands, gender and source required; the other fields only when non-empty
describe('accountSubscriptionOf (shell spec §3.2, §5, §7 /me/marketing-subscriptions)', () => {
  const base = {
    emailAddress: 'ada@example.com',
    gender: 'UNKNOWN',
    source: ACCOUNT_SUBSCRIPTION_SOURCE,
    additionalBrands: [],
    action: 'SUBSCRIBE',
    country: 'US',
  };

  it('sends the email with the required fields, and no phone fields without a number', () => {
    expect(
      accountSubscriptionOf(draft({ email: ' ada@example.com ' }), { country: 'US', sms: true }),
    ).toEqual(base);
  });

  it('sends the number, its source and its dialing country with the consent where texts are offered', () => {
    expect(
      accountSubscriptionOf(draft({ mobile: ' (215) 555-0100 ', smsConsent: true }), {
        country: 'US',
        sms: true,
      }),
    ).toEqual({
      ...base,
      mobilePhoneNumber: '(215) 555-0100',
      smsSignUpSourceId: ACCOUNT_SUBSCRIPTION_SOURCE,
      dialingCodeCountryCode: 'US',
    });
  });

  it('never sends a number without consent, or on a site without texts', () => {
    expect(
      accountSubscriptionOf(draft({ mobile: '2155550100' }), { country: 'US', sms: true }),
    ).toEqual(base);
    expect(
      accountSubscriptionOf(draft({ mobile: '2155550100', smsConsent: true }), {
        country: 'GB',
        sms: false,
      }),
    ).toEqual({ ...base, country: 'GB' });
  });
});

describe('marketingProblemsOfApiErrors (commerce-api subscription-routes codes)', () => {
  it.each([
    [
      [{ field: 'mobilePhoneNumber', code: 'PHONE_NUMBER_INVALID' }],
      { mobile: 'validation.phone' },
      0,
    ],
    [
      [{ field: 'mobilePhoneNumber', code: 'SMS_MARKETING_UNAVAILABLE' }],
      { mobile: 'accountSettings.marketing.smsUnavailable' },
      0,
    ],
    [[{ field: 'emailAddress', code: 'format' }], { email: 'validation.email' }, 0],
    [
      [{ field: 'emailAddress', code: 'somethingNew' }],
      { email: 'accountSettings.problem.invalid' },
      0,
    ],
    [[{ field: 'additionalBrands', code: 'BRAND_UNKNOWN' }], {}, 1],
    [
      [
        { field: 'mobilePhoneNumber', code: 'pattern' },
        { field: 'mobilePhoneNumber', code: 'PHONE_NUMBER_INVALID' },
      ],
      { mobile: 'validation.phone' },
      0,
    ],
  ])('%o', (errors, problems, unplaced) => {
    expect(marketingProblemsOfApiErrors(errors)).toEqual({ problems, unplaced });
  });
});
