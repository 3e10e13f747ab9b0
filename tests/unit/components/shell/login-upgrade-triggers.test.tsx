// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../../../engine/api/api-context.ts';
import { apiQuery, createApiClient } from '../../../../engine/api/index.ts';
import { getCurrentToken } from '../../../../engine/api/calls/auth.ts';
import { CheckoutLink } from '../../../../engine/components/cart/checkout-link.tsx';
import HeartButton from '../../../../engine/components/likes/heart-button.tsx';
import { heartedQuery } from '../../../../engine/components/likes/hearted-query.ts';
import { useProductPicker } from '../../../../engine/components/product/product-picker.tsx';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
import type { TokenResponse } from '../../../../schemas/api/generated/types.ts';
import { screen } from '../../../support/screen.ts';

/**
 * What opens the login modal's upgrade states (shell spec §4 "Login modal states: ... optional
 * upgrade (cannot be closed), required upgrade (no continue-as-guest)"): a guest's heart and a
 * guest opening a product picker (wish list, registry) ask for the required upgrade, and the action
 * goes on only once signed in; a guest's Checkout, where flags.enableCheckoutSignInPrompt is on,
 * asks for the optional upgrade and goes on to checkout whichever way it ends (signed in, or
 * Continue as Guest); signed in, or without the flag, Checkout is a plain link.
 */
const i18n = await createI18n('en-US');

interface Sent {
  readonly method: string;
  readonly path: string;
}

function mount(
  ui: ReactNode,
  options: { registered?: boolean; flags?: Record<string, unknown>; signsIn?: boolean } = {},
) {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    fetch: async (input, init) => {
      sent.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname });
      return new Response(JSON.stringify({ productId: 'p-1' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  let settle: (signedIn: boolean) => void = () => {};
  const login = {
    open: vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          settle = resolve;
        }),
    ),
  };
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(apiQuery(api, getCurrentToken, {}).queryKey, {
    scopes: options.registered ? ['guest', 'registered'] : ['guest'],
    authorized: options.registered === true,
  } as unknown as TokenResponse);
  client.setQueryData(heartedQuery(api).queryKey, []);
  const env = {
    api,
    brand: { settings: { routing: { trailingSlash: false } } },
    site: { id: 'an-us', contextPath: '' },
    flags: options.flags ?? {},
    locale: 'en-US',
    side: 'client',
    login,
    queryClient: client,
  } as unknown as AppEnv;
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ApiClientProvider client={api}>
            <AppEnvProvider env={env}>
              <Routes>
                <Route path="/cart" element={ui} />
                <Route path="/checkout" element={<h1>Checkout step</h1>} />
              </Routes>
            </AppEnvProvider>
          </ApiClientProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { sent, login, settle: (signedIn: boolean) => act(async () => settle(signedIn)) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the required upgrade (shell spec §4: no continue-as-guest)', () => {
  it("a guest's heart opens it; dismissed, nothing is liked", async () => {
    const mounted = mount(<HeartButton productId="p-1" product="Linen Dress" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Linen Dress to favorites' }));
    expect(mounted.login.open).toHaveBeenCalledWith('required-upgrade');
    await mounted.settle(false);
    expect(mounted.sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("a guest's heart goes on once signed in: the like is sent", async () => {
    const mounted = mount(<HeartButton productId="p-1" product="Linen Dress" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Linen Dress to favorites' }));
    await mounted.settle(true);
    await vi.waitFor(() =>
      expect(mounted.sent.some((call) => call.method === 'POST' && call.path.includes('p-1'))).toBe(
        true,
      ),
    );
  });

  it('a signed-in shopper hearts without the modal', async () => {
    const mounted = mount(<HeartButton productId="p-1" product="Linen Dress" />, {
      registered: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Linen Dress to favorites' }));
    await vi.waitFor(() => expect(mounted.sent.some((call) => call.method === 'POST')).toBe(true));
    expect(mounted.login.open).not.toHaveBeenCalled();
  });

  it("a guest's product picker (wish list, registry) opens it and closes if it is dismissed", async () => {
    const onClose = vi.fn();
    function Picker() {
      useProductPicker({ openerId: 'opener', skuId: 'sku-1', onClose });
      return <p>Picker</p>;
    }
    const mounted = mount(<Picker />);
    await vi.waitFor(() => expect(mounted.login.open).toHaveBeenCalledWith('required-upgrade'));
    expect(mounted.login.open).toHaveBeenCalledTimes(1);
    await mounted.settle(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the optional upgrade at checkout (shell spec §4: cannot be closed, continue as guest)', () => {
  const link = <CheckoutLink className="sf-button">Proceed to Checkout</CheckoutLink>;
  const FLAG = { enableCheckoutSignInPrompt: true };

  it("a guest's Checkout opens it and stays on the bag until it ends; Continue as Guest goes on to checkout", async () => {
    const mounted = mount(link, { flags: FLAG });
    fireEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(mounted.login.open).toHaveBeenCalledWith('optional-upgrade'));
    expect(screen.queryByRole('heading', { name: 'Checkout step' })).toBeNull();
    await mounted.settle(false);
    await screen.findByRole('heading', { name: 'Checkout step' });
  });

  it('signing in there goes on to checkout too', async () => {
    const mounted = mount(link, { flags: FLAG });
    fireEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(mounted.login.open).toHaveBeenCalledTimes(1));
    await mounted.settle(true);
    await screen.findByRole('heading', { name: 'Checkout step' });
  });

  it('a signed-in shopper, or a brand without the flag, goes straight to checkout', async () => {
    for (const options of [{ flags: FLAG, registered: true }, { flags: {} }]) {
      const mounted = mount(link, options);
      const anchor = screen.getByRole('link', { name: 'Proceed to Checkout' });
      expect(anchor.getAttribute('href')).toBe('/checkout');
      fireEvent.click(anchor);
      await screen.findByRole('heading', { name: 'Checkout step' });
      expect(mounted.login.open).not.toHaveBeenCalled();
      cleanup();
    }
  });
});
