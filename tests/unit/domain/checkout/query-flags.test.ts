import { describe, expect, it } from 'vitest';
import {
  INVALID_PICKUP_PATH,
  paymentStepQuery,
  queryFlag,
} from '../../../../engine/domain/checkout/query-flags.ts';
import { stepPath } from '../../../../engine/pages/checkout/checkout-steps.ts';

// catalogue spec §2: the payment step reads paymentError, apmCompleted and scaCompleted, and "for
// both flags, '1' means true"; the shipping-address step's invalid-pickup-location flag reads alike.
describe('a checkout query flag is true only for the one value "1"', () => {
  it.each<[string, string, boolean]>([
    ['scaCompleted', 'scaCompleted=1', true],
    ['apmCompleted', 'apmCompleted=1', true],
    ['invalidPickupLocation', 'invalidPickupLocation=1', true],
    ['scaCompleted', 'scaCompleted=true', false],
    ['scaCompleted', 'scaCompleted=yes', false],
    ['scaCompleted', 'scaCompleted=0', false],
    ['scaCompleted', 'scaCompleted=', false],
    ['scaCompleted', 'scaCompleted', false],
    ['scaCompleted', 'scaCompleted=01', false],
    ['scaCompleted', 'scaCompleted=%201', false],
    ['scaCompleted', 'scaCompleted=1.0', false],
    ['scaCompleted', 'SCACOMPLETED=1', false],
    ['scaCompleted', 'apmCompleted=1', false],
    ['scaCompleted', '', false],
    // Given twice, the flag is ambiguous: it does not count, whatever the values.
    ['scaCompleted', 'scaCompleted=1&scaCompleted=1', false],
    ['scaCompleted', 'scaCompleted=0&scaCompleted=1', false],
    ['scaCompleted', 'scaCompleted=1&scaCompleted=0', false],
  ])('%s in ?%s: %s', (name, search, expected) => {
    expect(queryFlag(new URLSearchParams(search), name)).toBe(expected);
  });
});

describe('the payment step reads its three query values', () => {
  it.each([
    ['', { paymentError: null, apmCompleted: false, scaCompleted: false }],
    ['scaCompleted=1', { paymentError: null, apmCompleted: false, scaCompleted: true }],
    ['apmCompleted=1', { paymentError: null, apmCompleted: true, scaCompleted: false }],
    [
      'apmCompleted=1&scaCompleted=1',
      { paymentError: null, apmCompleted: true, scaCompleted: true },
    ],
    ['scaCompleted=true', { paymentError: null, apmCompleted: false, scaCompleted: false }],
    ['apmCompleted=yes', { paymentError: null, apmCompleted: false, scaCompleted: false }],
    [
      'scaCompleted=1&scaCompleted=1',
      { paymentError: null, apmCompleted: false, scaCompleted: false },
    ],
    // The error code is passed through (its meanings are not shown, spec §8).
    [
      'paymentError=DECLINED&scaCompleted=1',
      { paymentError: 'DECLINED', apmCompleted: false, scaCompleted: true },
    ],
  ])('?%s', (search, expected) => {
    expect(paymentStepQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('Place Order refused for the pickup store goes back to the address step with its flag', () => {
  it('the path is the shipping-address step, and its flag reads as set', () => {
    const url = new URL(INVALID_PICKUP_PATH, 'https://shop.test');
    expect(url.pathname).toBe('/checkout/shipping-address');
    expect(url.searchParams.get('shipping-address')).toBe('1');
    expect(queryFlag(url.searchParams, 'invalidPickupLocation')).toBe(true);
    // The same path the checkout's own redirects write for that step.
    expect(INVALID_PICKUP_PATH).toBe(
      stepPath('checkout-shipping-address', { invalidPickupLocation: '1' }),
    );
  });
});
