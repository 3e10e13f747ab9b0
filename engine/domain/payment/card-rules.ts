/**
 * The card rules of the catalogue spec §5 (and shell spec §5) as the browser applies them before a
 * card is encrypted: digits stripped to numerals and the last four kept, the Luhn check, the brand
 * from the number's prefix (the eight brands of catalogue spec §1), MM/YY read as 20YY and the
 * expiry test. The commerce API applies the same rules after decrypting
 * (commerce-api/payments/card-rules.ts); the engine may not import it (DESIGN §2).
 */

export type CardBrand =
  'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'DINERS' | 'JCB' | 'MAESTRO' | 'CHINA_UNIONPAY';

/** A card number is 12 to 19 digits (ISO/IEC 7812). */
export const CARD_LENGTH = { min: 12, max: 19 } as const;

export const stripToDigits = (value: string): string => value.replace(/\D/g, '');

/** The last four digits: all a receipt, a saved card or an order ever shows of a number. */
export const lastFour = (value: string): string => stripToDigits(value).slice(-4);

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
const RANGES: readonly { brand: CardBrand; test: (digits: string) => boolean }[] = [
  { brand: 'AMEX', test: (d) => inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37) },
  {
    brand: 'DINERS',
    test: (d) =>
      inRange(d, 3, 300, 305) ||
      inRange(d, 4, 3095, 3095) ||
      inRange(d, 2, 36, 36) ||
      inRange(d, 2, 38, 39),
  },
  { brand: 'JCB', test: (d) => inRange(d, 4, 3528, 3589) },
  {
    brand: 'DISCOVER',
    test: (d) =>
      inRange(d, 4, 6011, 6011) ||
      inRange(d, 6, 622126, 622925) ||
      inRange(d, 3, 644, 649) ||
      inRange(d, 2, 65, 65),
  },
  { brand: 'CHINA_UNIONPAY', test: (d) => inRange(d, 2, 62, 62) || inRange(d, 2, 81, 81) },
  { brand: 'MASTERCARD', test: (d) => inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720) },
  { brand: 'VISA', test: (d) => inRange(d, 1, 4, 4) },
  {
    brand: 'MAESTRO',
    test: (d) => inRange(d, 2, 50, 50) || inRange(d, 2, 56, 58) || inRange(d, 1, 6, 6),
  },
];

/** The card brand from the number's prefix (spaces and dashes ignored), or undefined. */
export function detectCardBrand(number: string): CardBrand | undefined {
  const digits = stripToDigits(number);
  return RANGES.find((range) => range.test(digits))?.brand;
}

export interface Expiry {
  readonly month: number;
  readonly year: number;
}

/** "MM/YY" to month and 20YY; undefined when not of that shape or the month is not 1-12. */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** Expired when the year is earlier than now, or the same year with an earlier month (spec §5). */
export function isExpired({ month, year }: Expiry, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** The security code: four digits on the front of an Amex card, three elsewhere. */
export const securityCodeLength = (brand: CardBrand | undefined): number =>
  brand === 'AMEX' ? 4 : 3;

/** What is wrong with a typed card, field by field; empty when it may be encrypted and sent. */
export type CardProblem =
  | 'number.required'
  | 'number.invalid'
  | 'number.brandNotAccepted'
  | 'expiry.required'
  | 'expiry.invalid'
  | 'expiry.expired'
  | 'securityCode.invalid';

export interface TypedCard {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
}

/**
 * The card form's checks (catalogue spec §5): a Luhn-valid number of 12-19 digits of a brand the
 * site accepts (an empty list accepts every brand), an MM/YY expiry not in the past, a security
 * code of the brand's length.
 */
export function cardProblems(
  card: TypedCard,
  acceptedBrands: readonly string[],
  now: Date,
): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = stripToDigits(card.number);
  const brand = detectCardBrand(digits);
  if (digits.length === 0) problems.push('number.required');
  else if (
    digits.length < CARD_LENGTH.min ||
    digits.length > CARD_LENGTH.max ||
    !passesLuhn(digits) ||
    !brand
  ) {
    problems.push('number.invalid');
  } else if (acceptedBrands.length > 0 && !acceptedBrands.includes(brand)) {
    problems.push('number.brandNotAccepted');
  }
  if (card.expiry.trim() === '') problems.push('expiry.required');
  else {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) problems.push('expiry.invalid');
    else if (isExpired(expiry, now)) problems.push('expiry.expired');
  }
  if (!new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(card.securityCode.trim())) {
    problems.push('securityCode.invalid');
  }
  return problems;
}
