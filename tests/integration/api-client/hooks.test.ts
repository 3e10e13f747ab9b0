import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type * as Rtl from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientProvider, useApiClient } from '../../../engine/api/api-context.ts';
import type { ApiClient } from '../../../engine/api/client.ts';
import { useApiMutation, useApiQuery } from '../../../engine/api/api-hooks.ts';
import { callApi } from '../../../engine/api/call-api.ts';
import { createGuestToken } from '../../../engine/api/calls/auth.ts';
import { addToCart } from '../../../engine/api/calls/cart.ts';
import { EMPTY_MINICART, getMinicart } from '../../../engine/api/calls/minicart.ts';
import { getProducts } from '../../../engine/api/calls/catalog.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { insertProduct } from './fixtures.ts';
import type { ClientFixtureProduct } from './fixtures.ts';
import { START_TIMEOUT_MS, clientFor } from './setup.ts';

let api: TestApi;
let product: ClientFixtureProduct;
let rtl: typeof Rtl;

/**
 * A DOM for React without vitest's jsdom environment: that environment swaps Node's URL for
 * jsdom's, which the real server this suite runs cannot load its schemas with.
 */
function installDom(): void {
  // jsdom ships no types; only its window is used.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string) => { window: Window & typeof globalThis };
  };
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  Object.assign(globalThis, { window, document: window.document, IS_REACT_ACT_ENVIRONMENT: true });
  // Node 20 has no navigator, and Node 21+ defines it read-only: define it either way.
  Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true });
}

beforeAll(async () => {
  installDom();
  rtl = await import('@testing-library/react');
  api = await startApi();
  product = await insertProduct(api.db);
}, START_TIMEOUT_MS);
afterAll(async () => {
  rtl?.cleanup();
  await api?.close();
});

function wrapperFor(client: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiClientProvider, { client }, children),
    );
  return { wrapper, queryClient };
}

describe('the generic hooks over declared calls (DESIGN §4a, §5, §7)', () => {
  it('useApiClient says what to do without a provider', () => {
    expect(() => rtl.renderHook(() => useApiClient())).toThrow(
      'No ApiClient set, use ApiClientProvider to set one',
    );
  });

  it('useApiQuery loads a product by slug', async () => {
    const { client } = clientFor(api);
    const { wrapper } = wrapperFor(client);
    const { result } = rtl.renderHook(() => useApiQuery(getProducts, { slug: product.slug }), {
      wrapper,
    });
    await rtl.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.[0]?.product.productId).toBe(product.productId);
  });

  it('useApiQuery takes the tuning it is given (a disabled query does not load)', async () => {
    const { client, sent } = clientFor(api);
    const { wrapper } = wrapperFor(client);
    const { result } = rtl.renderHook(
      () => useApiQuery(getProducts, { slug: product.slug }, { enabled: false }),
      { wrapper },
    );
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('useMinicart shows an empty cart before any token (401 only warned)', async () => {
    const { client } = clientFor(api);
    const { wrapper } = wrapperFor(client);
    const { result } = rtl.renderHook(() => useApiQuery(getMinicart, {}), { wrapper });
    await rtl.waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(EMPTY_MINICART);
  });

  it('useApiMutation refreshes what the call declares stale (add to cart: the minicart)', async () => {
    const { client } = clientFor(api);
    await callApi(client, createGuestToken, {});
    const { wrapper } = wrapperFor(client);
    const { result } = rtl.renderHook(
      () => ({ minicart: useApiQuery(getMinicart, {}), add: useApiMutation(addToCart) }),
      { wrapper },
    );
    await rtl.waitFor(() => expect(result.current.minicart.data?.meta.totalQuantity).toBe(0));

    await rtl.act(() =>
      result.current.add.mutateAsync({
        productId: product.productId,
        skuId: product.skuId,
        poolId: 'US_DIRECT',
        quantity: 3,
      }),
    );

    await rtl.waitFor(() => expect(result.current.minicart.data?.meta.totalQuantity).toBe(3));
  });
});
