import { describe, expect, it } from 'vitest';
import {
  catalogRequestOffered,
  contactUsErrors,
  mobileNumberError,
  smsSignUpOffered,
} from '../../../../engine/domain/forms/service-forms.ts';
import type { ContactUsValues } from '../../../../engine/domain/forms/service-forms.ts';

const GOOD: ContactUsValues = {
  first: 'Ada',
  last: 'Lovelace',
  replyToEmail: 'ada@example.com',
  subjectCode: 'ORDER',
  orderNumber: '',
  message: 'Where is my parcel?',
};
const LIMITS = { messageMaxLength: 20 };

// shell spec §5: "Contact us requires first and last name, replyToEmail, subjectCode, subjectText"
// (the topic gives both), the message limit from config (limits.forms.contactMessageMaxLength)
describe('contactUsErrors (shell spec §3.2, §5)', () => {
  it.each([
    ['all good', {}, {}],
    ['an order number too', { orderNumber: 'an100000001' }, {}],
    ['a message exactly at the limit', { message: 'x'.repeat(20) }, {}],
    ['spaces around a message at the limit', { message: `  ${'x'.repeat(20)}  ` }, {}],
    ['no first name', { first: ' ' }, { first: 'validation.required' }],
    ['no last name', { last: '' }, { last: 'validation.required' }],
    [
      'a first name over 40',
      { first: 'A'.repeat(41) },
      { first: 'serviceForms.error.nameTooLong' },
    ],
    ['no email', { replyToEmail: '' }, { replyToEmail: 'validation.required' }],
    ['a bad email', { replyToEmail: 'ada@' }, { replyToEmail: 'validation.email' }],
    ['no topic', { subjectCode: '' }, { subjectCode: 'serviceForms.error.topic' }],
    ['an unknown topic', { subjectCode: 'HACK' }, { subjectCode: 'serviceForms.error.topic' }],
    [
      'a bad order number',
      { orderNumber: 'AN 1/2' },
      { orderNumber: 'serviceForms.error.orderNumber' },
    ],
    ['no message', { message: '  ' }, { message: 'validation.required' }],
    [
      'a message over the limit',
      { message: 'x'.repeat(21) },
      { message: 'validation.messageTooLong' },
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(contactUsErrors({ ...GOOD, ...change }, LIMITS)).toEqual(expected);
  });
});

// shell spec §5: "Catalogue request ... Allowed only for US and CA (not for one brand)"
describe('catalogRequestOffered (shell spec §5)', () => {
  it.each([
    ['US', true, true],
    ['CA', true, true],
    ['US', false, false],
    ['GB', true, false],
    ['FR', true, false],
  ] as const)('%s with the switch %s -> %s', (country, catalogRequest, expected) => {
    expect(catalogRequestOffered({ country, catalogRequest }, ['US', 'CA'])).toBe(expected);
  });
});

// shell spec §5 per-site switches: "SMS opt-in during email signup"; §3.1 smsMarketing.countries
describe('smsSignUpOffered (shell spec §3.1, §5)', () => {
  it.each([
    ['US', true, ['US'], true],
    ['US', false, ['US'], false],
    ['GB', true, ['US'], false],
    ['GB', true, ['GB', 'US'], true],
    ['US', true, [], false],
  ] as const)('%s, switch %s, SMS countries %j -> %s', (country, on, countries, expected) => {
    expect(
      smsSignUpOffered({ country, smsOptInAtEmailSignup: on, smsMarketingCountries: countries }),
    ).toBe(expected);
  });
});

// shell spec §5: "Phone numbers are stripped to digits"; the API takes 7 to 15 digits
describe('mobileNumberError (shell spec §5)', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['(215) 555-0100', undefined],
    ['+1 215.555.0100', undefined],
    ['555-01', 'validation.phone'],
    ['1234567890123456', 'validation.phone'],
    ['call me', 'validation.phone'],
  ] as const)('%j -> %s', (value, expected) => {
    expect(mobileNumberError(value)).toBe(expected);
  });
});
