import { describe, expect, it } from 'vitest';
import type { SavedPayment } from '../../../../schemas/api/generated/types.ts';
import { verificationCodeValid } from '../../../../engine/components/checkout/verify-saved-card.ts';

/**
 * A saved card needing verification (shell spec §3.2 Payment needsVerification) asks for its
 * security code, checked before it is encrypted and sent, at checkout and on the account's Payments
 * page alike (catalogue spec §5 card rules: 4 digits for American Express, 3 for the others).
 */
const card = (cardType: SavedPayment['creditCardDetail']['cardType']): SavedPayment =>
  ({
    id: 'p1',
    paymentType: 'CREDIT_CARD',
    visible: true,
    creditCardDetail: {
      cardType,
      lastFourDigits: '1881',
      expirationMonth: 12,
      expirationYear: 2031,
      needsVerification: true,
    },
  }) as SavedPayment;

describe('verificationCodeValid (catalogue spec §5 security code length)', () => {
  it.each([
    ['VISA', '123', true],
    ['VISA', ' 123 ', true],
    ['VISA', '12', false],
    ['VISA', '1234', false],
    ['VISA', '12a', false],
    ['MASTERCARD', '999', true],
    ['AMEX', '1234', true],
    ['AMEX', '123', false],
    ['VISA', '', false],
  ] as const)('%s with %j: %s', (cardType, code, valid) => {
    expect(verificationCodeValid(card(cardType), code)).toBe(valid);
  });
});
