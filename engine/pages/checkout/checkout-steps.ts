/**
 * The checkout's steps (catalogue spec §2, §4 "Checkout flow"; shell spec §2.1): their route names,
 * paths with the step's query flag set to 1, and the step a cart may be on given what the API
 * already holds for it (a reload keeps the step; a step whose earlier steps are not done goes back
 * to the first one missing).
 */
export const CHECKOUT_STEPS = [
  'checkout-shipping-address',
  'checkout-shipping-delivery',
  'checkout-payment',
] as const;
export type CheckoutFormStep = (typeof CHECKOUT_STEPS)[number];
export type CheckoutStep = CheckoutFormStep | 'checkout-order-confirmation';

const FLAGS: Readonly<Record<CheckoutStep, string>> = {
  'checkout-shipping-address': 'shipping-address',
  'checkout-shipping-delivery': 'shipping-delivery',
  'checkout-payment': 'payment',
  'checkout-order-confirmation': 'order-confirmation',
};

export function isCheckoutStep(name: string): name is CheckoutStep {
  return Object.hasOwn(FLAGS, name);
}

/** "/checkout/payment?payment=1" (shell spec §2.1: each step path carries its flag set to 1). */
export function stepPath(step: CheckoutStep, extra?: Readonly<Record<string, string>>): string {
  const flag = FLAGS[step];
  const query = new URLSearchParams({ [flag]: '1', ...extra });
  return `/checkout/${flag}?${query.toString()}`;
}

export interface CheckoutProgress {
  readonly itemCount: number;
  readonly hasShippingAddress: boolean;
  readonly hasDeliveryOption: boolean;
}

/**
 * Where a shopper asking for `wanted` belongs: the cart when it is empty, else the first step not
 * done yet when it comes before `wanted`, else `wanted` ('checkout', the parent, means the first
 * step not done).
 */
export function stepFor(wanted: string, progress: CheckoutProgress): CheckoutFormStep | 'cart' {
  if (progress.itemCount === 0) return 'cart';
  const firstOpen: CheckoutFormStep = !progress.hasShippingAddress
    ? 'checkout-shipping-address'
    : !progress.hasDeliveryOption
      ? 'checkout-shipping-delivery'
      : 'checkout-payment';
  if (wanted === 'checkout') return firstOpen;
  const index = CHECKOUT_STEPS.indexOf(wanted as CheckoutFormStep);
  if (index < 0) return firstOpen;
  return index > CHECKOUT_STEPS.indexOf(firstOpen) ? firstOpen : CHECKOUT_STEPS[index]!;
}
