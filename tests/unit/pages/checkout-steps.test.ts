import { describe, expect, it } from 'vitest';
import { stepFor, stepPath } from '../../../engine/pages/checkout/checkout-steps.ts';

describe('checkout step paths carry their flag set to 1 (shell spec §2.1)', () => {
  it.each([
    ['checkout-shipping-address', '/checkout/shipping-address?shipping-address=1'],
    ['checkout-shipping-delivery', '/checkout/shipping-delivery?shipping-delivery=1'],
    ['checkout-payment', '/checkout/payment?payment=1'],
    ['checkout-order-confirmation', '/checkout/order-confirmation?order-confirmation=1'],
  ] as const)('%s → %s', (step, path) => expect(stepPath(step)).toBe(path));

  it('query values go along', () => {
    expect(stepPath('checkout-payment', { paymentError: 'E1' })).toBe(
      '/checkout/payment?payment=1&paymentError=E1',
    );
  });
});

describe('the step a cart may be on (catalogue spec §4 checkout flow; a reload keeps the step)', () => {
  const none = { itemCount: 1, hasShippingAddress: false, hasDeliveryOption: false };
  const address = { ...none, hasShippingAddress: true };
  const both = { ...address, hasDeliveryOption: true };
  it.each([
    ['an empty cart goes to the cart', 'checkout-payment', { ...both, itemCount: 0 }, 'cart'],
    ['/checkout opens the first step not done', 'checkout', none, 'checkout-shipping-address'],
    ['/checkout after the address', 'checkout', address, 'checkout-shipping-delivery'],
    ['/checkout with everything', 'checkout', both, 'checkout-payment'],
    ['payment before an address', 'checkout-payment', none, 'checkout-shipping-address'],
    ['payment before a delivery option', 'checkout-payment', address, 'checkout-shipping-delivery'],
    ['payment, reloaded', 'checkout-payment', both, 'checkout-payment'],
    ['back to the address', 'checkout-shipping-address', both, 'checkout-shipping-address'],
    ['delivery, reloaded', 'checkout-shipping-delivery', address, 'checkout-shipping-delivery'],
  ] as const)('%s', (_name, wanted, progress, expected) => {
    expect(stepFor(wanted, progress)).toBe(expected);
  });
});
