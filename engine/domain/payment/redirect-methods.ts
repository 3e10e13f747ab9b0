import {
  isRedirectMethod,
  PROVIDER_NAMES,
  REDIRECT_METHODS,
} from '../../../schemas/api/payment-providers.ts';
import type { RedirectMethod } from '../../../schemas/api/payment-providers.ts';

/**
 * Methods paid on the provider's own page (catalogue spec §1 payment methods; issue 12): the
 * shopper goes there from the payment step and comes back with apmCompleted=1 or paymentError
 * (shell spec §2.2). The list and the trade names are the API's too (schemas/api/payment-providers.ts).
 */
export { isRedirectMethod, PROVIDER_NAMES, REDIRECT_METHODS };
export type { RedirectMethod };

/** Pay-later methods and how many instalments they split the total into (0: monthly plans). */
const INSTALMENTS: Partial<Record<RedirectMethod, number>> = {
  KLARNA: 4,
  AFTERPAY: 4,
  CLEARPAY: 4,
  AFFIRM: 0,
};

export type PayLater =
  | { readonly kind: 'instalments'; readonly count: number; readonly amount: number }
  | { readonly kind: 'overTime' };

/**
 * What a pay-later method offers for this total: equal instalments (the amount each, rounded to
 * the cent; the provider settles the last cent), or a plan over time; nothing for other methods.
 */
export function payLaterOffer(method: string, total: number): PayLater | undefined {
  if (!isRedirectMethod(method)) return undefined;
  const count = INSTALMENTS[method];
  if (count === undefined) return undefined;
  if (count === 0) return { kind: 'overTime' };
  return { kind: 'instalments', count, amount: Math.round((total * 100) / count) / 100 };
}

/**
 * Where the payment step stands with a redirect method: 'pay' sends the shopper to the provider;
 * 'place' places the order once the provider approved this cart's payment and sent them back.
 */
export function redirectAction(
  method: RedirectMethod,
  cartPayment: { readonly paymentType: string; readonly providerStatus?: string } | null,
  returned: boolean,
): 'pay' | 'place' {
  return returned &&
    cartPayment?.paymentType === method &&
    cartPayment.providerStatus === 'authorized'
    ? 'place'
    : 'pay';
}
