// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/client.ts';
import { apiQuery } from '../../../../engine/api/index.ts';
import { getCart } from '../../../../engine/api/calls/cart.ts';
import {
  PROVIDER_POLL_MS,
  useProviderConfirmation,
} from '../../../../engine/components/checkout/use-provider-confirmation.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';

const cartWith = (providerStatus: string) => ({
  id: 'c1',
  payment: { paymentType: 'KLARNA', providerStatus },
});

/**
 * Back from Klarna's page with apmCompleted=1, the cart still pending: the payment step reads the
 * cart again, up to limits.timings.pollAttempts times (shell spec §9 "poll default 10 attempts"),
 * and when it never changes warns 'pollForScenario never resolved to a value' (shell spec §8:
 * warned, not shown to users) and offers the provider again.
 */
function mount(pollAttempts: number, answers: readonly string[]) {
  const calls = { count: 0 };
  const api = createApiClient({
    baseUrl: 'http://api.invalid',
    site: AN_US,
    fetch: async () => {
      const status = answers[Math.min(calls.count, answers.length - 1)]!;
      calls.count += 1;
      return new Response(JSON.stringify(cartWith(status)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const env = {
    api,
    site: { id: 'an-us', limits: { timings: { pollAttempts } } },
  } as unknown as AppEnv;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the checkout's loader fetched: the pending cart the shopper came back to.
  client.setQueryData(apiQuery(api, getCart, {}).queryKey, cartWith('pending') as never);
  function Probe() {
    const { data: cart } = useQuery({ ...apiQuery(api, getCart, {}), staleTime: Infinity });
    const confirming = useProviderConfirmation(cart?.payment?.providerStatus === 'pending');
    return <p>{confirming ? 'confirming' : (cart?.payment?.providerStatus ?? 'none')}</p>;
  }
  const page = render(
    <QueryClientProvider client={client}>
      <AppEnvProvider env={env}>
        <Probe />
      </AppEnvProvider>
    </QueryClientProvider>,
  ).container;
  return { page, calls };
}

const waitPolls = (count: number) =>
  act(() => vi.advanceTimersByTimeAsync(PROVIDER_POLL_MS * count + 1));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('payment confirmation poll (shell spec §9 limits.timings.pollAttempts, §8 warning)', () => {
  it.each([10, 3])(
    'reads the cart %i times while it stays pending, then warns and stops waiting',
    async (attempts) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { page, calls } = mount(attempts, ['pending']);
      expect(page.textContent).toBe('confirming');
      await waitPolls(attempts + 5);
      expect(calls.count).toBe(attempts);
      expect(page.textContent).toBe('pending');
      const warned = warn.mock.calls.filter((call) =>
        call.includes('pollForScenario never resolved to a value'),
      );
      expect(warned).toHaveLength(1);
    },
  );

  it('stops at the read that finds the payment authorized, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { page, calls } = mount(10, ['pending', 'authorized']);
    await waitPolls(12);
    expect(calls.count).toBe(2);
    expect(page.textContent).toBe('authorized');
    expect(warn).not.toHaveBeenCalled();
  });
});
