import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import type { ApiClient } from '../../api/client.ts';
import { getConfiguration } from '../../api/calls/configuration.ts';
import { siteBase } from '../../api/calls/wire.ts';
import { constructPaymentLibrary } from '../../domain/payment/payment-library.ts';
import type { PaymentLibraryFactory } from '../../domain/payment/payment-library.ts';

/**
 * The card payment provider's library in the browser (catalogue spec §7): its script is loaded
 * once per site (the promise kept), its publishable key and account id come from the
 * configuration call (the site's page bundle does not carry them), and the provider object is
 * made with them; §8's three errors come from constructPaymentLibrary. The script is served by
 * the API on this origin, so the pages' script-src 'self' allows it.
 */
const scripts = new Map<string, Promise<PaymentLibraryFactory | null>>();

/** The global the provider's script defines. */
const PROVIDER_GLOBAL = 'ReferencePay';

export function providerLibraryUrl(api: ApiClient): string {
  return api.url({ path: `${siteBase(api.site, 'payments', 'v0')}/provider-library.js` });
}

function loadScript(src: string): Promise<PaymentLibraryFactory | null> {
  let pending = scripts.get(src);
  if (!pending) {
    pending = new Promise<PaymentLibraryFactory | null>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const loaded = (window as unknown as Record<string, unknown>)[PROVIDER_GLOBAL];
        resolve(typeof loaded === 'function' ? (loaded as PaymentLibraryFactory) : null);
      };
      script.onerror = () => reject(new Error(`Payment library: ${src} did not load.`));
      document.head.append(script);
    });
    // A failed load may be tried again on the next visit to the step.
    pending.catch(() => scripts.delete(src));
    scripts.set(src, pending);
  }
  return pending;
}

/** Loads the library and makes the provider object with the site's values, or throws. */
export async function loadPaymentLibrary(
  api: ApiClient,
  queryClient: QueryClient,
): Promise<object> {
  const [configuration, factory] = await Promise.all([
    queryClient.fetchQuery({ ...apiQuery(api, getConfiguration, {}), staleTime: 5 * 60 * 1000 }),
    loadScript(providerLibraryUrl(api)),
  ]);
  return constructPaymentLibrary(api.site.siteId, configuration.paymentLibrary, factory);
}

export type PaymentLibraryState = 'idle' | 'loading' | 'ready' | 'unavailable';

/**
 * The library's state while the card form is shown. A failure is reported through the error
 * reporter (window's error event, which useErrorReporter collects) and the form says card payment
 * is unavailable; nothing the shopper typed is touched.
 */
export function usePaymentLibrary(
  api: ApiClient,
  queryClient: QueryClient,
  wanted: boolean,
): PaymentLibraryState {
  const [state, setState] = useState<PaymentLibraryState>('idle');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setState((previous) => (previous === 'ready' ? previous : 'loading'));
    loadPaymentLibrary(api, queryClient).then(
      () => {
        if (current) setState('ready');
      },
      (failure: unknown) => {
        if (!current) return;
        setState('unavailable');
        if (typeof window.reportError === 'function') window.reportError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [api, queryClient, wanted]);
  return state;
}
