/**
 * The card rules of both specs' §5 as pure functions: digits stripped to numerals, last four kept,
 * Luhn check, brand from the number's prefix, MM/YY expiry read as 20YY and the expiry test.
 */

export type CardType =
  'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'MAESTRO' | 'CHINA_UNIONPAY';

export const stripToDigits = (value: string): string => value.replace(/\D/g, '');

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
};

/**
 * Issuer ranges, most specific first: Discover's co-branded 622126-622925 sits inside UnionPay's
 * 62, and Maestro shares 50-69 with several others, so it is the last resort.
 */
const RANGES: readonly { type: CardType; test: (digits: string) => boolean }[] = [
  { type: 'AMEX', test: (d) => inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37) },
  {
    type: 'DINERS',
    test: (d) =>
      inRange(d, 3, 300, 305) ||
      inRange(d, 4, 3095, 3095) ||
      inRange(d, 2, 36, 36) ||
      inRange(d, 2, 38, 39),
  },
  { type: 'JCB', test: (d) => inRange(d, 4, 3528, 3589) },
  {
    type: 'DISCOVER',
    test: (d) =>
      inRange(d, 4, 6011, 6011) ||
      inRange(d, 6, 622126, 622925) ||
      inRange(d, 3, 644, 649) ||
      inRange(d, 2, 65, 65),
  },
  { type: 'CHINA_UNIONPAY', test: (d) => inRange(d, 2, 62, 62) || inRange(d, 2, 81, 81) },
  { type: 'MASTERCARD', test: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720) },
  { type: 'VISA', test: (d) => inRange(d, 1, 4, 4) },
  {
    type: 'MAESTRO',
    test: (d) => inRange(d, 2, 50, 50) || inRange(d, 2, 56, 58) || inRange(d, 1, 6, 6),
  },
];

/** The card brand from the number's prefix, or undefined for a number no brand issues. */
export function detectCardType(digits: string): CardType | undefined {
  return RANGES.find((range) => range.test(digits))?.type;
}

export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/** "MM/YY" to month and 20YY; undefined when the string is not of that shape or the month is not 1-12. */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** Past when the year is earlier than now, or the same year with an earlier month (spec §5). */
export function isExpired({ month, year }: Expiry, now = new Date()): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** The security code's length: four digits on the front of an Amex card, three elsewhere. */
export const securityCodeLength = (type: CardType): number => (type === 'AMEX' ? 4 : 3);
