import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import { pollFor } from '../../domain/poll-for.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/** The wait between two reads of the cart (the spec gives the attempts only). */
export const PROVIDER_POLL_MS = 1000;

/**
 * Back from a provider's page with apmCompleted=1 while the cart still says its payment is
 * pending: the provider's approval may reach the API a moment after the shopper (issue 12). The
 * cart is read again, up to limits.timings.pollAttempts times (shell spec §9: 10), until the
 * payment is no longer pending; the page follows the cart's query. True while it waits. If it
 * never changes, the poll is warned (shell spec §8) and the step offers the provider again.
 */
export function useProviderConfirmation(waiting: boolean): boolean {
  const { api, site } = useAppEnv();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(waiting);
  useEffect(() => {
    if (!waiting) return;
    setPolling(true);
    const stop = new AbortController();
    void pollFor(
      async () => {
        const cart: Cart = await queryClient.fetchQuery({
          ...apiQuery(api, getCart, {}),
          staleTime: 0,
        });
        return cart.payment?.providerStatus === 'pending' ? undefined : cart;
      },
      {
        attempts: site.limits.timings.pollAttempts,
        intervalMs: PROVIDER_POLL_MS,
        signal: stop.signal,
        what: 'provider payment confirmation',
      },
    ).finally(() => {
      if (!stop.signal.aborted) setPolling(false);
    });
    return () => stop.abort();
  }, [waiting, api, queryClient, site.limits.timings.pollAttempts]);
  return waiting && polling;
}
