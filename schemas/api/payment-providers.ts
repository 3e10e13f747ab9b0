/**
 * Methods paid on the provider's own page (catalogue spec §1 payment methods; issue 12), with
 * their trade names (the same in every language): the engine names them on the payment step, the
 * reference API on its provider page and in its errors. One list for both (DESIGN §2: schemas/ is
 * what engine and commerce-api share).
 *
 * Apple Pay is one of them: its wallet sheet is the provider's approval, so an order waits for it
 * as for any other (the reference API plays the sheet with its provider page). The payment step
 * offers it only where the browser can pay with it (shell spec §9 "Apple Pay eligibility is
 * determined once from the browser").
 */
export const PROVIDER_NAMES = {
  APPLE_PAY: 'Apple Pay',
  PAYPAL: 'PayPal',
  KLARNA: 'Klarna',
  AFTERPAY: 'Afterpay',
  CLEARPAY: 'Clearpay',
  AFFIRM: 'Affirm',
  TRUSTLY: 'Trustly',
  IDEAL: 'iDEAL',
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  SOFORT: 'Sofort',
  ALIPAY: 'Alipay',
  LINK: 'Link',
} as const;

export type RedirectMethod = keyof typeof PROVIDER_NAMES;

export const REDIRECT_METHODS = Object.keys(PROVIDER_NAMES) as readonly RedirectMethod[];

export function isRedirectMethod(method: string): method is RedirectMethod {
  return Object.hasOwn(PROVIDER_NAMES, method);
}
