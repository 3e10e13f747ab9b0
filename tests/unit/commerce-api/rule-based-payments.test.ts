import { describe, expect, it } from 'vitest';
import type { ApiSiteConfig } from '../../../commerce-api/brands.ts';
import { paymentRefusal } from '../../../commerce-api/carts/payment-rules.ts';
import {
  cartRuleFor,
  ruleBasedPaymentsOn,
} from '../../../commerce-api/carts/rule-based-payments.ts';

/** Rule-based payments (catalogue spec §5, shell spec §5 "rule-based payments (US only)"). */
describe('which bag rules out which method', () => {
  it.each([
    ['GIFT_CARD_ITEM', 'AFTERPAY', 'GIFT_CARD_ITEM'],
    ['GIFT_CARD_ITEM', 'GIFT_CARD', 'GIFT_CARD_ITEM'],
    ['GIFT_CARD_ITEM', 'CREDIT_CARD', undefined],
    ['GIFT_CARD_ITEM', 'PAYPAL', undefined],
    ['CBD_ITEM', 'PAYPAL', 'CBD_ITEM'],
    ['CBD_ITEM', 'KLARNA', 'CBD_ITEM'],
    ['CBD_ITEM', 'CREDIT_CARD', undefined],
    ['MARKETPLACE_ITEM', 'AFFIRM', 'MARKETPLACE_ITEM'],
    ['MARKETPLACE_ITEM', 'CLEARPAY', 'MARKETPLACE_ITEM'],
    ['MARKETPLACE_ITEM', 'PAYPAL', undefined],
    ['BACKORDERED_ITEM', 'AFTERPAY', undefined],
  ])('%s and %s: %s', (reason, method, expected) => {
    expect(cartRuleFor(method, [reason])).toBe(expected);
  });

  it('paymentRefusal names the rule, after the role and range rules', () => {
    const rules = { transactionalCurrencies: ['USD'] };
    const situation = { currency: 'USD', language: 'en-US', scopes: [], amount: 50 } as const;
    expect(paymentRefusal('PAYPAL', rules, { ...situation, cartReasons: ['CBD_ITEM'] })).toBe(
      'NOT_FOR_CBD_ITEMS',
    );
    expect(paymentRefusal('PAYPAL', rules, situation)).toBeUndefined();
    expect(
      paymentRefusal(
        'PAYPAL',
        { ...rules, active: false },
        {
          ...situation,
          cartReasons: ['CBD_ITEM'],
        },
      ),
    ).toBe('NOT_ACTIVE');
  });
});

describe('where the rules apply: the switch, the flag above 0, a US site', () => {
  const site = (country: string, switchOn: boolean, flag?: number) =>
    ({
      country,
      switches: { ruleBasedPayments: switchOn },
      ...(flag === undefined ? {} : { flags: { enableRuleBasedPayments: flag } }),
    }) as unknown as ApiSiteConfig;
  it.each([
    ['US, switch on, flag 1', site('US', true, 1), true],
    ['US, switch on, flag 2', site('US', true, 2), true],
    ['US, switch on, flag 0', site('US', true, 0), false],
    ['US, switch on, no flag (default 0)', site('US', true), false],
    ['US, switch off, flag 1', site('US', false, 1), false],
    ['GB, switch on, flag 1 (US only)', site('GB', true, 1), false],
  ])('%s', (_name, config, expected) => {
    expect(ruleBasedPaymentsOn(config)).toBe(expected);
  });
});
