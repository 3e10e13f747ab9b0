import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  detectCardBrand,
  isExpired,
  lastFour,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
  stripToDigits,
} from '../../../../engine/domain/payment/card-rules.ts';

// A fixed "now" (the rules take it as an argument): 15 June 2026, local time.
const NOW = new Date(2026, 5, 15, 12, 0, 0);

describe('card digits (catalogue spec §5: digits stripped to numerals, last four kept)', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111', '1111'],
    ['4111-1111-1111-1234', '4111111111111234', '1234'],
    [' 5555 5555 5555 4444 ', '5555555555554444', '4444'],
    ['abc', '', ''],
    ['12', '12', '12'],
  ])('%j → %s, last four %s', (typed, digits, four) => {
    expect(stripToDigits(typed)).toBe(digits);
    expect(lastFour(typed)).toBe(four);
  });
});

describe('Luhn check', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['', false],
    ['4111a', false],
  ])('%s → %s', (digits, valid) => expect(passesLuhn(digits)).toBe(valid));
});

describe('brand detection for the eight card brands (catalogue spec §1)', () => {
  it.each([
    ['4111 1111 1111 1111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6221260000000000', 'DISCOVER'],
    ['6500000000000002', 'DISCOVER'],
    ['30569309025904', 'DINERS'],
    ['38520000023237', 'DINERS'],
    ['3530111333300000', 'JCB'],
    ['6759649826438453', 'MAESTRO'],
    ['5018000000000009', 'MAESTRO'],
    ['6200000000000005', 'CHINA_UNIONPAY'],
    ['8100000000000000', 'CHINA_UNIONPAY'],
    ['9999999999999999', undefined],
    ['', undefined],
  ])('%s → %s', (number, brand) => expect(detectCardBrand(number)).toBe(brand));

  it('Amex takes a four-digit security code, every other brand three', () => {
    expect(securityCodeLength('AMEX')).toBe(4);
    expect(securityCodeLength('VISA')).toBe(3);
    expect(securityCodeLength(undefined)).toBe(3);
  });
});

describe('expiry MM/YY read as 20YY (catalogue spec §5)', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['01/26', { month: 1, year: 2026 }],
    [' 07 / 29 ', { month: 7, year: 2029 }],
    ['13/30', undefined],
    ['00/30', undefined],
    ['1/30', undefined],
    ['12/2030', undefined],
    ['1230', undefined],
    ['', undefined],
  ])('%j → %j', (typed, expiry) => expect(parseExpiry(typed)).toEqual(expiry));
});

describe('the expired rule (catalogue spec §5: earlier year, or same year and earlier month)', () => {
  it.each([
    ['earlier year', { month: 12, year: 2025 }, true],
    ['same year, earlier month', { month: 5, year: 2026 }, true],
    ['same year, this month', { month: 6, year: 2026 }, false],
    ['same year, later month', { month: 7, year: 2026 }, false],
    ['later year, earlier month', { month: 1, year: 2027 }, false],
  ])('%s → %s', (_name, expiry, expired) => expect(isExpired(expiry, NOW)).toBe(expired));
});

describe('the card form checks before encryption', () => {
  const ok = { number: '4111 1111 1111 1111', expiry: '12/30', securityCode: '123' };
  const accepted = ['VISA', 'MASTERCARD', 'AMEX'];
  it.each([
    ['a valid Visa', ok, []],
    ['no number', { ...ok, number: '' }, ['number.required']],
    ['a Luhn failure', { ...ok, number: '4111 1111 1111 1112' }, ['number.invalid']],
    ['too short', { ...ok, number: '4111 1111 111' }, ['number.invalid']],
    [
      'a brand the site does not take',
      { ...ok, number: '6011111111111117' },
      ['number.brandNotAccepted'],
    ],
    ['expired last month', { ...ok, expiry: '05/26' }, ['expiry.expired']],
    ['expiry not MM/YY', { ...ok, expiry: '5/2030' }, ['expiry.invalid']],
    ['no expiry', { ...ok, expiry: '' }, ['expiry.required']],
    ['a three-digit code on Amex', { ...ok, number: '378282246310005' }, ['securityCode.invalid']],
    ['a four-digit code on Amex', { ...ok, number: '378282246310005', securityCode: '1234' }, []],
    ['letters in the code', { ...ok, securityCode: '12a' }, ['securityCode.invalid']],
  ] as const)('%s', (_name, card, problems) => {
    expect(cardProblems(card, accepted, NOW)).toEqual(problems);
  });

  it('an empty accepted list takes every brand', () => {
    expect(cardProblems({ ...ok, number: '6011111111111117' }, [], NOW)).toEqual([]);
  });
});
