// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canMakeApplePayments } from '../../../../engine/components/checkout/wallet-support.ts';
import type * as WalletSupport from '../../../../engine/components/checkout/wallet-support.ts';

/**
 * Apple Pay is offered only where the browser supports it, determined once (shell spec §4 "Apple
 * Pay eligibility is determined once from the browser"; issue 12).
 */
const scope = window as unknown as { ApplePaySession?: unknown };

afterEach(() => {
  delete scope.ApplePaySession;
});

let loads = 0;

/**
 * A fresh copy of the module: its memory starts empty, as on a page load. A query makes it a module
 * of its own; `vi.resetModules()` would also drop every module the thread's other files share
 * (the unit suite runs without isolation), and the next one would load them all again.
 */
async function freshModule(): Promise<typeof WalletSupport> {
  loads += 1;
  return import(
    /* @vite-ignore */ `../../../../engine/components/checkout/wallet-support.ts?load=${loads}`
  );
}

describe('Apple Pay eligibility (shell spec §4)', () => {
  it.each([
    ['absent', undefined, false],
    ['without canMakePayments', {}, false],
    ['answering false', { canMakePayments: () => false }, false],
    ['answering true', { canMakePayments: () => true }, true],
    ['answering something truthy but not true', { canMakePayments: () => 1 }, false],
    [
      'throwing (an insecure page)',
      {
        canMakePayments: () => {
          throw new Error('InvalidAccessError');
        },
      },
      false,
    ],
  ])('ApplePaySession %s: %s', (_case, session, expected) => {
    expect(canMakeApplePayments(session === undefined ? {} : { ApplePaySession: session })).toBe(
      expected,
    );
  });

  it('hides Apple Pay where the browser has no ApplePaySession; other methods are the API’s', async () => {
    const { browserTakes } = await freshModule();
    expect(browserTakes('APPLE_PAY')).toBe(false);
    expect(browserTakes('CREDIT_CARD')).toBe(true);
    expect(browserTakes('GOOGLE_PAY')).toBe(true);
  });

  it('offers it where the browser can pay, and asks the browser once per page load', async () => {
    const canMakePayments = vi.fn(() => true);
    scope.ApplePaySession = { canMakePayments };
    const { applePaySupported, browserTakes } = await freshModule();
    expect(browserTakes('APPLE_PAY')).toBe(true);
    expect(applePaySupported()).toBe(true);
    // The answer stays what it was, even when the session goes away.
    delete scope.ApplePaySession;
    expect(browserTakes('APPLE_PAY')).toBe(true);
    expect(canMakePayments).toHaveBeenCalledTimes(1);
  });

  it('a "no" is remembered too', async () => {
    const { applePaySupported } = await freshModule();
    expect(applePaySupported()).toBe(false);
    scope.ApplePaySession = { canMakePayments: () => true };
    expect(applePaySupported()).toBe(false);
  });
});
