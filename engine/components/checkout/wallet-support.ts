/**
 * Whether this browser can pay with a device wallet (shell spec §4 "Apple Pay eligibility is
 * determined once from the browser"; catalogue spec issue 12 "Apple Pay offered only where the
 * browser supports it"): Safari's ApplePaySession.canMakePayments(), asked once per page load and
 * remembered, since the answer does not change while the page lives. The server never knows, so it
 * is never offered there. Google Pay's readiness is the provider library's own call
 * (isReadyToPay), not the browser's: it is not decided here.
 */
interface WalletScope {
  readonly ApplePaySession?: { canMakePayments?: () => unknown };
}

/** The browser's answer, without memory: a missing or throwing ApplePaySession is "no". */
export function canMakeApplePayments(scope: WalletScope | undefined): boolean {
  try {
    return scope?.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

let applePay: boolean | undefined;

/** Apple Pay eligibility, determined once per page load. */
export function applePaySupported(): boolean {
  if (typeof window === 'undefined') return false;
  applePay ??= canMakeApplePayments(window as unknown as WalletScope);
  return applePay;
}

/** Methods this browser cannot take are not offered; every other method is the API's to rule. */
export function browserTakes(method: string): boolean {
  return method !== 'APPLE_PAY' || applePaySupported();
}
