import type { Scope } from '../auth/scopes.ts';
import { cartRuleFor } from './rule-based-payments.ts';

/** One method's rules as the site config holds them (schemas/payments.schema.json). */
export interface PaymentMethodRules {
  readonly active?: boolean;
  readonly transactionalCurrencies?: readonly string[];
  readonly excludedLanguages?: readonly string[];
  readonly amountRanges?: readonly {
    readonly currency: string;
    readonly minimumAmount: number;
    readonly maximumAmount: number;
  }[];
  readonly acceptedCreditCards?: readonly string[];
  readonly allowStylist?: boolean;
}

export const PAYMENT_TYPES = [
  'CREDIT_CARD',
  'GOOGLE_PAY',
  'APPLE_PAY',
  'PAYPAL',
  'BANCONTACT',
  'GIROPAY',
  'IDEAL',
  'KLARNA',
  'TRUSTLY',
  'LINK',
  'AFFIRM',
  'AFTERPAY',
  'CLEARPAY',
  'SOFORT',
  'ALIPAY',
  'STYLIST',
  'GIFT_CARD',
  'CUSTOMER_REP_HOLD',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Buy-now-pay-later methods, limited to an amount range per currency (catalogue spec §5). */
const AMOUNT_LIMITED: readonly string[] = ['AFTERPAY', 'KLARNA', 'AFFIRM', 'CLEARPAY'];
/** What a call-centre agent may take (catalogue spec §5, §6). */
const CALL_CENTRE_METHODS: readonly string[] = ['CREDIT_CARD', 'GIFT_CARD', 'CUSTOMER_REP_HOLD'];
/** Methods a stylist may use only where the method's rule allows stylists. */
const STYLIST_GUARDED: readonly string[] = ['STYLIST', 'GIFT_CARD'];

export type PaymentRefusal =
  | 'NOT_OFFERED'
  | 'NOT_ACTIVE'
  | 'CURRENCY_NOT_SUPPORTED'
  | 'LANGUAGE_EXCLUDED'
  | 'CALL_CENTRE_ONLY'
  | 'NOT_FOR_CALL_CENTRE'
  | 'NOT_FOR_STYLIST'
  | 'OUT_OF_RANGE'
  | 'NOT_FOR_GIFT_CARD_ITEMS'
  | 'NOT_FOR_CBD_ITEMS'
  | 'NOT_FOR_MARKETPLACE_ITEMS';

export const REFUSAL_MESSAGES: Readonly<Record<PaymentRefusal, string>> = {
  NOT_OFFERED: 'This payment method is not offered on this site.',
  NOT_ACTIVE: 'This payment method is not available at the moment.',
  CURRENCY_NOT_SUPPORTED: 'This payment method does not take this currency.',
  LANGUAGE_EXCLUDED: 'This payment method is not offered in this language.',
  CALL_CENTRE_ONLY: 'Only call-centre agents can place a customer-rep hold.',
  NOT_FOR_CALL_CENTRE: 'Call-centre orders take only a credit card, gift cards or a hold.',
  NOT_FOR_STYLIST: 'Stylists cannot pay with this method.',
  OUT_OF_RANGE: 'The order total is outside the amounts this payment method accepts.',
  NOT_FOR_GIFT_CARD_ITEMS:
    'Gift cards in the bag cannot be paid with this method: pay by card, or remove the gift cards.',
  NOT_FOR_CBD_ITEMS:
    'CBD items in the bag cannot be paid with this method: pay by card, or remove the CBD items.',
  NOT_FOR_MARKETPLACE_ITEMS:
    'Marketplace items in the bag cannot be paid with this method: pay by card, or remove them.',
};

const CART_RULE_REFUSALS = {
  GIFT_CARD_ITEM: 'NOT_FOR_GIFT_CARD_ITEMS',
  CBD_ITEM: 'NOT_FOR_CBD_ITEMS',
  MARKETPLACE_ITEM: 'NOT_FOR_MARKETPLACE_ITEMS',
} as const;

export interface PaymentSituation {
  readonly currency: string;
  readonly language: string;
  readonly scopes: readonly Scope[];
  /** The order total in the site currency. */
  readonly amount: number;
  /**
   * The cart's restriction reasons where rule-based payments apply (rule-based-payments.ts); empty
   * or absent elsewhere.
   */
  readonly cartReasons?: readonly string[];
}

/**
 * Why a method cannot be used, or undefined when it can (catalogue spec §5, shell spec §5): it is
 * active, takes the currency, does not exclude the language, the caller's role may use it, and a
 * pay-later method's amount range for the currency holds the total.
 */
export function paymentRefusal(
  methodType: string,
  rules: PaymentMethodRules | undefined,
  situation: PaymentSituation,
): PaymentRefusal | undefined {
  if (!rules) return 'NOT_OFFERED';
  if (rules.active === false) return 'NOT_ACTIVE';
  if (!(rules.transactionalCurrencies ?? []).includes(situation.currency)) {
    return 'CURRENCY_NOT_SUPPORTED';
  }
  if ((rules.excludedLanguages ?? []).includes(situation.language)) return 'LANGUAGE_EXCLUDED';
  const callCentre = situation.scopes.includes('call-centre');
  if (!callCentre && methodType === 'CUSTOMER_REP_HOLD') return 'CALL_CENTRE_ONLY';
  if (callCentre && !CALL_CENTRE_METHODS.includes(methodType)) return 'NOT_FOR_CALL_CENTRE';
  if (
    situation.scopes.includes('stylist') &&
    STYLIST_GUARDED.includes(methodType) &&
    rules.allowStylist !== true
  ) {
    return 'NOT_FOR_STYLIST';
  }
  if (AMOUNT_LIMITED.includes(methodType)) {
    const range = (rules.amountRanges ?? []).find((entry) => entry.currency === situation.currency);
    if (
      !range ||
      situation.amount < range.minimumAmount ||
      situation.amount > range.maximumAmount
    ) {
      return 'OUT_OF_RANGE';
    }
  }
  const rule = cartRuleFor(methodType, situation.cartReasons ?? []);
  if (rule) return CART_RULE_REFUSALS[rule as keyof typeof CART_RULE_REFUSALS];
  return undefined;
}

/** The site's configured methods, by type. */
export function siteMethods(payments: Readonly<Record<string, unknown>>) {
  return payments as Readonly<Record<string, PaymentMethodRules | undefined>>;
}
