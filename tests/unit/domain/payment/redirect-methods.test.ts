import { describe, expect, it } from 'vitest';
import {
  isRedirectMethod,
  payLaterOffer,
  redirectAction,
} from '../../../../engine/domain/payment/redirect-methods.ts';

// catalogue spec §1 (payment methods), §5 (buy-now-pay-later methods); shell spec §2.2 (the
// payment step's apmCompleted and paymentError flags).
describe('methods paid on the provider page', () => {
  it.each([
    ['PAYPAL', true],
    ['KLARNA', true],
    ['TRUSTLY', true],
    ['IDEAL', true],
    ['CREDIT_CARD', false],
    ['GIFT_CARD', false],
    // Its wallet sheet is the provider's approval: an order waits for it (issue 12).
    ['APPLE_PAY', true],
    ['toString', false],
  ])('%s: %s', (method, expected) => {
    expect(isRedirectMethod(method)).toBe(expected);
  });
});

describe('pay-later offers (catalogue spec §5)', () => {
  it.each([
    ['KLARNA', 120, { kind: 'instalments', count: 4, amount: 30 }],
    ['AFTERPAY', 100.01, { kind: 'instalments', count: 4, amount: 25 }],
    ['CLEARPAY', 99.99, { kind: 'instalments', count: 4, amount: 25 }],
    ['AFFIRM', 500, { kind: 'overTime' }],
    ['PAYPAL', 120, undefined],
    ['CREDIT_CARD', 120, undefined],
  ])('%s on %s → %j', (method, total, expected) => {
    expect(payLaterOffer(method, total)).toEqual(expected);
  });
});

describe('pay at the provider, or place the order once it approved (shell spec §2.2)', () => {
  const authorized = { paymentType: 'PAYPAL', providerStatus: 'authorized' };
  it.each([
    ['back with apmCompleted and the approval on the cart', authorized, true, 'place'],
    ['the approval on the cart but no apmCompleted', authorized, false, 'pay'],
    ['apmCompleted by hand, nothing approved', { paymentType: 'PAYPAL' }, true, 'pay'],
    ['declined', { paymentType: 'PAYPAL', providerStatus: 'declined' }, true, 'pay'],
    ['approved for another method', { ...authorized, paymentType: 'KLARNA' }, true, 'pay'],
    ['nothing chosen yet', null, false, 'pay'],
  ] as const)('%s → %s', (_name, payment, returned, expected) => {
    expect(redirectAction('PAYPAL', payment, returned)).toBe(expected);
  });
});
