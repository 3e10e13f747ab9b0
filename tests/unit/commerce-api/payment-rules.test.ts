import { describe, expect, it } from 'vitest';
import type { Scope } from '../../../commerce-api/auth/scopes.ts';
import {
  type PaymentMethodRules,
  type PaymentRefusal,
  paymentRefusal,
} from '../../../commerce-api/carts/payment-rules.ts';

/**
 * Payment method availability, one row per rule (catalogue spec §5 "Payment method availability:
 * active, supports the currency, does not exclude the language, and role rules hold"; §6
 * call-centre and stylist scopes; §5 "Buy-now and pay-later methods (Afterpay, Klarna, Affirm) are
 * limited by minimum and maximum amounts per currency from config").
 *
 * The spec does not say whether the bounds themselves are inside the range. The API treats them as
 * inside (a total equal to the minimum or the maximum is taken), as a limit "from config" reads:
 * a merchant who configures a $35 minimum expects a $35 bag to qualify. The boundary rows pin that.
 */

const bnpl = (
  ranges: readonly { currency: string; minimumAmount: number; maximumAmount: number }[],
  currencies: readonly string[] = ['USD', 'EUR'],
): PaymentMethodRules => ({ transactionalCurrencies: currencies, amountRanges: ranges });

/** A site's methods as its config holds them; the amounts are realistic, not any brand's. */
const METHODS: Readonly<Record<string, PaymentMethodRules | undefined>> = {
  CREDIT_CARD: { transactionalCurrencies: ['USD', 'GBP', 'EUR'] },
  GIFT_CARD: { transactionalCurrencies: ['USD', 'GBP', 'EUR'] },
  CUSTOMER_REP_HOLD: { transactionalCurrencies: ['USD'] },
  PAYPAL: { transactionalCurrencies: ['USD', 'GBP', 'EUR'] },
  GOOGLE_PAY: { transactionalCurrencies: ['GBP'] },
  APPLE_PAY: { transactionalCurrencies: ['USD'], excludedLanguages: ['fr-FR'] },
  IDEAL: { active: false, transactionalCurrencies: ['EUR'] },
  STYLIST: { transactionalCurrencies: ['USD'] },
  // Klarna has a USD range only: EUR is a currency it takes with no range configured.
  KLARNA: bnpl([{ currency: 'USD', minimumAmount: 10, maximumAmount: 10000 }]),
  AFTERPAY: bnpl([{ currency: 'USD', minimumAmount: 35, maximumAmount: 1000 }]),
  AFFIRM: bnpl([{ currency: 'USD', minimumAmount: 50, maximumAmount: 17500 }]),
  CLEARPAY: bnpl([{ currency: 'GBP', minimumAmount: 1, maximumAmount: 1000 }], ['GBP']),
};
/** A pay-later method configured with no amountRanges at all. */
const UNRANGED = bnpl([]);

type Role = 'guest' | 'registered' | 'call-centre' | 'stylist';
const SCOPES: Readonly<Record<Role, readonly Scope[]>> = {
  guest: ['guest'],
  registered: ['registered', 'authorized'],
  'call-centre': ['registered', 'authorized', 'call-centre'],
  stylist: ['registered', 'authorized', 'stylist'],
};

interface Row {
  readonly method: string;
  /** Which rules to use, when not METHODS[method]. */
  readonly rules?: PaymentMethodRules | 'none';
  readonly role?: Role;
  readonly currency?: string;
  readonly language?: string;
  readonly amount?: number;
  readonly expected: PaymentRefusal | undefined;
}

const refusalOf = (row: Row) =>
  paymentRefusal(
    row.method,
    row.rules === 'none' ? undefined : (row.rules ?? METHODS[row.method]),
    {
      currency: row.currency ?? 'USD',
      language: row.language ?? 'en-US',
      scopes: SCOPES[row.role ?? 'guest'],
      amount: row.amount ?? 100,
    },
  );

describe('the site offers the method, it is active, takes the currency and the language (§5)', () => {
  it.each<[string, Row]>([
    [
      'a method the site does not configure',
      { method: 'SOFORT', rules: 'none', expected: 'NOT_OFFERED' },
    ],
    ['an inactive method', { method: 'IDEAL', currency: 'EUR', expected: 'NOT_ACTIVE' }],
    [
      'active: false wins over every later rule',
      { method: 'IDEAL', currency: 'JPY', language: 'fr-FR', expected: 'NOT_ACTIVE' },
    ],
    [
      'a method without the site currency',
      { method: 'GOOGLE_PAY', currency: 'USD', expected: 'CURRENCY_NOT_SUPPORTED' },
    ],
    [
      'a method with no transactionalCurrencies takes none',
      { method: 'PAYPAL', rules: {}, expected: 'CURRENCY_NOT_SUPPORTED' },
    ],
    [
      'the same method in its currency',
      { method: 'GOOGLE_PAY', currency: 'GBP', expected: undefined },
    ],
    [
      'a method excluding the language',
      { method: 'APPLE_PAY', language: 'fr-FR', expected: 'LANGUAGE_EXCLUDED' },
    ],
    [
      'the same method in another language',
      { method: 'APPLE_PAY', language: 'en-US', expected: undefined },
    ],
    ['an active, unrestricted method', { method: 'PAYPAL', expected: undefined }],
  ])('%s', (_name, row) => {
    expect(refusalOf(row)).toBe(row.expected);
  });
});

describe('role rules (§5, §6): the hold is call-centre only; call-centre takes card, gift card, hold', () => {
  it.each<[string, Row]>([
    [
      'a guest cannot place the hold',
      { method: 'CUSTOMER_REP_HOLD', role: 'guest', expected: 'CALL_CENTRE_ONLY' },
    ],
    [
      'a registered shopper cannot place the hold',
      { method: 'CUSTOMER_REP_HOLD', role: 'registered', expected: 'CALL_CENTRE_ONLY' },
    ],
    [
      'a stylist cannot place the hold',
      { method: 'CUSTOMER_REP_HOLD', role: 'stylist', expected: 'CALL_CENTRE_ONLY' },
    ],
    [
      'call-centre may place the hold',
      { method: 'CUSTOMER_REP_HOLD', role: 'call-centre', expected: undefined },
    ],
    [
      'call-centre may take a credit card',
      { method: 'CREDIT_CARD', role: 'call-centre', expected: undefined },
    ],
    [
      'call-centre may take a gift card',
      { method: 'GIFT_CARD', role: 'call-centre', expected: undefined },
    ],
    [
      'call-centre may not take PayPal',
      { method: 'PAYPAL', role: 'call-centre', expected: 'NOT_FOR_CALL_CENTRE' },
    ],
    [
      'call-centre may not take a pay-later method, even inside its range',
      { method: 'AFTERPAY', role: 'call-centre', amount: 100, expected: 'NOT_FOR_CALL_CENTRE' },
    ],
    [
      'call-centre may not take Apple Pay',
      { method: 'APPLE_PAY', role: 'call-centre', expected: 'NOT_FOR_CALL_CENTRE' },
    ],
    [
      'call-centre may not take the stylist method',
      { method: 'STYLIST', role: 'call-centre', expected: 'NOT_FOR_CALL_CENTRE' },
    ],
    [
      'the role rules come after the currency rule',
      {
        method: 'PAYPAL',
        role: 'call-centre',
        currency: 'JPY',
        expected: 'CURRENCY_NOT_SUPPORTED',
      },
    ],
    ['a guest may take a gift card', { method: 'GIFT_CARD', role: 'guest', expected: undefined }],
    [
      'a registered shopper may take a credit card',
      { method: 'CREDIT_CARD', role: 'registered', expected: undefined },
    ],
  ])('%s', (_name, row) => {
    expect(refusalOf(row)).toBe(row.expected);
  });
});

describe('stylists cannot use the stylist or gift card methods unless the rule allows it (§5)', () => {
  it.each<[string, Row]>([
    [
      'STYLIST without allowStylist',
      { method: 'STYLIST', role: 'stylist', expected: 'NOT_FOR_STYLIST' },
    ],
    [
      'STYLIST with allowStylist',
      {
        method: 'STYLIST',
        role: 'stylist',
        rules: { ...METHODS.STYLIST, allowStylist: true },
        expected: undefined,
      },
    ],
    [
      'STYLIST with allowStylist false',
      {
        method: 'STYLIST',
        role: 'stylist',
        rules: { ...METHODS.STYLIST, allowStylist: false },
        expected: 'NOT_FOR_STYLIST',
      },
    ],
    [
      'GIFT_CARD without allowStylist',
      { method: 'GIFT_CARD', role: 'stylist', expected: 'NOT_FOR_STYLIST' },
    ],
    [
      'GIFT_CARD with allowStylist',
      {
        method: 'GIFT_CARD',
        role: 'stylist',
        rules: { ...METHODS.GIFT_CARD, allowStylist: true },
        expected: undefined,
      },
    ],
    [
      'a stylist may use a credit card',
      { method: 'CREDIT_CARD', role: 'stylist', expected: undefined },
    ],
    ['a stylist may use PayPal', { method: 'PAYPAL', role: 'stylist', expected: undefined }],
    [
      'a guest may use the stylist method (the guard is for stylists)',
      { method: 'STYLIST', role: 'guest', expected: undefined },
    ],
  ])('%s', (_name, row) => {
    expect(refusalOf(row)).toBe(row.expected);
  });
});

describe('pay-later amount ranges per currency, bounds inclusive (§5)', () => {
  it.each<[string, Row]>([
    // Afterpay, USD 35–1000.
    ['Afterpay at its minimum', { method: 'AFTERPAY', amount: 35, expected: undefined }],
    [
      'Afterpay a cent below its minimum',
      { method: 'AFTERPAY', amount: 34.99, expected: 'OUT_OF_RANGE' },
    ],
    ['Afterpay at its maximum', { method: 'AFTERPAY', amount: 1000, expected: undefined }],
    [
      'Afterpay a cent above its maximum',
      { method: 'AFTERPAY', amount: 1000.01, expected: 'OUT_OF_RANGE' },
    ],
    // Klarna, USD 10–10000.
    ['Klarna at its minimum', { method: 'KLARNA', amount: 10, expected: undefined }],
    [
      'Klarna a cent below its minimum',
      { method: 'KLARNA', amount: 9.99, expected: 'OUT_OF_RANGE' },
    ],
    ['Klarna at its maximum', { method: 'KLARNA', amount: 10000, expected: undefined }],
    [
      'Klarna a cent above its maximum',
      { method: 'KLARNA', amount: 10000.01, expected: 'OUT_OF_RANGE' },
    ],
    // Affirm, USD 50–17500.
    ['Affirm at its minimum', { method: 'AFFIRM', amount: 50, expected: undefined }],
    [
      'Affirm a cent below its minimum',
      { method: 'AFFIRM', amount: 49.99, expected: 'OUT_OF_RANGE' },
    ],
    ['Affirm at its maximum', { method: 'AFFIRM', amount: 17500, expected: undefined }],
    [
      'Affirm a cent above its maximum',
      { method: 'AFFIRM', amount: 17500.01, expected: 'OUT_OF_RANGE' },
    ],
    // Clearpay, GBP 1–1000 (Afterpay's name in the UK).
    [
      'Clearpay (GBP) at its minimum',
      { method: 'CLEARPAY', currency: 'GBP', amount: 1, expected: undefined },
    ],
    [
      'Clearpay (GBP) a penny below its minimum',
      { method: 'CLEARPAY', currency: 'GBP', amount: 0.99, expected: 'OUT_OF_RANGE' },
    ],
    [
      'Clearpay (GBP) at its maximum',
      { method: 'CLEARPAY', currency: 'GBP', amount: 1000, expected: undefined },
    ],
    [
      'Clearpay (GBP) a penny above its maximum',
      { method: 'CLEARPAY', currency: 'GBP', amount: 1000.01, expected: 'OUT_OF_RANGE' },
    ],
    // The range must be configured for the currency: without one the method is not offered.
    [
      'Klarna in a currency it takes but with no range configured (EUR)',
      { method: 'KLARNA', currency: 'EUR', amount: 100, expected: 'OUT_OF_RANGE' },
    ],
    [
      'a pay-later method with no amountRanges at all',
      { method: 'AFTERPAY', rules: UNRANGED, amount: 100, expected: 'OUT_OF_RANGE' },
    ],
    // Ranges are for pay-later methods only.
    [
      'PayPal far above any pay-later maximum',
      { method: 'PAYPAL', amount: 50000, expected: undefined },
    ],
    ['a credit card at 0.01', { method: 'CREDIT_CARD', amount: 0.01, expected: undefined }],
    [
      'a range on a method that is not pay-later is not applied',
      {
        method: 'PAYPAL',
        rules: bnpl([{ currency: 'USD', minimumAmount: 10, maximumAmount: 20 }]),
        amount: 500,
        expected: undefined,
      },
    ],
  ])('%s', (_name, row) => {
    expect(refusalOf(row)).toBe(row.expected);
  });
});
