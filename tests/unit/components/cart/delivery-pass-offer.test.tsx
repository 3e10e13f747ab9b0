// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQuery, createApiClient } from '../../../../engine/api/index.ts';
import { getCart } from '../../../../engine/api/calls/cart.ts';
import DeliveryPassOffer from '../../../../engine/components/cart/delivery-pass-offer.tsx';
import { CartSummary } from '../../../../engine/components/cart/cart-summary.tsx';
import { emptyCart } from '../../../../engine/domain/cart/empty-cart.ts';
import { passProblemOf } from '../../../../engine/domain/cart/delivery-pass-offer.ts';
import { bundleLoader, createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import type { Translator } from '../../../../engine/i18n/translator.ts';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import type { Cart } from '../../../../schemas/api/generated/types.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
import { screen } from '../../../support/screen.ts';

/**
 * Buying a Delivery Pass in the bag (issue 12, "where the site's billing countries allow it"; shell
 * spec §1 "a delivery-pass membership"): the API's offer (cart.deliveryPass) with its price and
 * term and an Add button; a guest gets a sign-in link back to the bag instead; added, the pass is a
 * row of the order summary and the offer has a Remove button; the API's refusal shows in an alert
 * beside the button with nothing else changed. The offer's strings are the checkout bundle's,
 * loaded by the offer itself (the bag's first load carries only its loader).
 */
const i18n = await createI18n('en-US');

const OFFER = { added: false, price: 49, termMonths: 12, signInRequired: false };

function bag(pass: Partial<typeof OFFER> | null = {}): Cart {
  const empty = emptyCart('an-us', 'USD');
  const added = pass?.added === true;
  return {
    ...empty,
    id: 'cart-1',
    priceInfo: {
      ...empty.priceInfo,
      subtotal: 120,
      discountableSubtotal: 120,
      deliveryPass: added ? 49 : 0,
      total: added ? 169 : 120,
    },
    deliveryPass: pass === null ? null : { ...OFFER, ...pass },
  };
}

interface Sent {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** The answer to the PUT: the next cart, or a refusal (status and body). */
type Answer = { cart: Cart } | { status: number; body: unknown };

/** The offer as the bag shows it, the cart read from the query cache the way the page reads it. */
function mount(
  start: Cart,
  answer?: Answer,
  options: { translator?: Translator; loadStrings?: AppEnv['loadStrings'] } = {},
) {
  const sent: Sent[] = [];
  let current = start;
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path: new URL(String(input)).pathname, body });
      let status = 200;
      let reply: unknown = current;
      if (method === 'PUT' && answer) {
        if ('cart' in answer) current = reply = answer.cart;
        else ({ status, body: reply } = answer);
      }
      return new Response(JSON.stringify(reply), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const login = { open: vi.fn(async () => {}) };
  const env = {
    api,
    brand: { settings: { routing: { trailingSlash: false } } },
    site: {
      id: 'an-us',
      country: 'US',
      currency: 'USD',
      defaultLocale: 'en-US',
      switches: { taxDisplay: false, taxMessage: false },
      deliveryPassMembership: { billingCountries: ['US'] },
    },
    flags: {},
    locale: 'en-US',
    side: 'client',
    login,
    ...(options.loadStrings ? { loadStrings: options.loadStrings } : {}),
  } as unknown as AppEnv;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const query = apiQuery(api, getCart, {});
  client.setQueryData(query.queryKey, start);
  function Bag() {
    const { data } = useQuery(query);
    return data ? (
      <>
        <CartSummary cart={data} />
        <DeliveryPassOffer cart={data} />
      </>
    ) : null;
  }
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={options.translator ?? i18n}>
          <AppEnvProvider env={env}>
            <Bag />
          </AppEnvProvider>
        </I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { sent, login };
}

const offerRegion = () => screen.findByRole('region', { name: 'Delivery Pass' });
const summaryRows = () =>
  screen
    .getByRole('region', { name: 'Order Summary' })
    .querySelectorAll('.sf-cart-summary__rows > div');
const rowTexts = () =>
  [...summaryRows()].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the Delivery Pass offer in the bag (issue 12; shell spec §1 "a delivery-pass membership")', () => {
  it('offered: what it is, its price and "Add Delivery Pass, $49.00"; adding puts it in the summary and focus on Remove', async () => {
    const mounted = mount(bag(), { cart: bag({ added: true }) });
    const offer = await offerRegion();
    expect(offer.textContent).toContain('$49.00');
    expect(offer.textContent).toContain('Free standard shipping on every order for 12 months.');
    expect(rowTexts().map(([label]) => label)).not.toContain('Delivery Pass (12 months)');

    const add = screen.getByRole('button', { name: 'Add Delivery Pass, $49.00' });
    add.focus();
    await act(async () => {
      fireEvent.click(add);
    });
    const remove = await screen.findByRole('button', { name: 'Remove Delivery Pass' });
    expect(mounted.sent[0]).toEqual({
      method: 'PUT',
      path: '/checkout/v0/an-us/carts/current/delivery-pass',
      body: { added: true },
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(remove));
    expect(screen.queryByRole('button', { name: /Add Delivery Pass/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Delivery Pass added to your bag.');
    // The pass is a row of the order summary, and in the total.
    expect(rowTexts()).toContainEqual(['Delivery Pass (12 months)', '$49.00']);
    expect(rowTexts().at(-1)).toEqual(['Estimated Total', '$169.00']);
  });

  it('added: the summary row and Remove; removing takes it out of the bag', async () => {
    const mounted = mount(bag({ added: true }), { cart: bag() });
    const offer = await offerRegion();
    expect(offer.textContent).toContain(
      'In your bag: standard shipping on this order is already free',
    );
    expect(rowTexts()).toContainEqual(['Delivery Pass (12 months)', '$49.00']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Delivery Pass' }));
    });
    const add = await screen.findByRole('button', { name: 'Add Delivery Pass, $49.00' });
    expect(mounted.sent[0]).toMatchObject({ method: 'PUT', body: { added: false } });
    await vi.waitFor(() => expect(document.activeElement).toBe(add));
    // The summary reads the cart the PUT answered; under load its render may trail the button's.
    await vi.waitFor(() =>
      expect(rowTexts().map(([label]) => label)).not.toContain('Delivery Pass (12 months)'),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Delivery Pass removed from your bag.'),
    );
  });

  it("a guest: no Add button, a sign-in link that comes back to the bag (the login modal's required upgrade on a click, shell spec §4)", async () => {
    const mounted = mount(bag({ signInRequired: true }));
    const offer = await offerRegion();
    expect(offer.textContent).toContain('A Delivery Pass belongs to your account.');
    expect(screen.queryByRole('button', { name: /Add Delivery Pass/ })).toBeNull();
    const link = screen.getByRole('link', { name: 'Sign in to add it' });
    expect(link.getAttribute('href')).toBe('/login?returnUrl=%2Fcart');
    fireEvent.click(link);
    await vi.waitFor(() => expect(mounted.login.open).toHaveBeenCalledTimes(1));
    expect(mounted.login.open).toHaveBeenCalledWith('required-upgrade');
    expect(mounted.sent).toEqual([]);
  });

  it("the API's refusal shows in an alert beside the button, the bag unchanged", async () => {
    const refusal = (code: string, message: string) => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request',
        status: 400,
        field_errors: [{ field: 'added', code, message }],
      },
    });
    mount(
      bag(),
      refusal(
        'DELIVERY_PASS_MEMBER',
        'You already have a delivery pass, running until 2027-12-31.',
      ),
    );
    await offerRegion();
    const add = screen.getByRole('button', { name: 'Add Delivery Pass, $49.00' });
    await act(async () => {
      fireEvent.click(add);
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You already have a Delivery Pass, running until December 31, 2027.',
    );
    // Named by the button it belongs to; the button is still there, the summary unchanged.
    expect(add.getAttribute('aria-describedby')).toBe(alert.id);
    expect(rowTexts().map(([label]) => label)).not.toContain('Delivery Pass (12 months)');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('each refusal in its own words; anything else is "try again"', () => {
    const of = (code: string, message = '') =>
      passProblemOf({ fieldErrors: [{ field: 'added', code, message }] });
    expect(of('DELIVERY_PASS_NOT_OFFERED')).toEqual({ reason: 'notOffered' });
    expect(of('DELIVERY_PASS_SIGN_IN')).toEqual({ reason: 'signInRequired' });
    expect(of('DELIVERY_PASS_MEMBER', 'running until 2027-12-31.')).toEqual({
      reason: 'member',
      until: '2027-12-31',
    });
    expect(of('DELIVERY_PASS_MEMBER')).toEqual({ reason: 'member' });
    expect(of('SOMETHING_ELSE')).toEqual({ reason: 'failed' });
    expect(passProblemOf(undefined)).toEqual({ reason: 'failed' });
  });

  it('a network failure says try again', async () => {
    mount(bag(), { status: 503, body: { code: 'UNAVAILABLE', message: 'Down', status: 503 } });
    await offerRegion();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Delivery Pass, $49.00' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We couldn’t update your Delivery Pass. Please try again.',
    );
  });

  it('not offered (null): nothing shown, no summary row', async () => {
    mount(bag(null));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Delivery Pass' })).toBeNull();
    expect(rowTexts().map(([label]) => label)).not.toContain('Delivery Pass (12 months)');
  });

  it("its strings are the checkout bundle's, loaded by the offer (not the bag's first load)", async () => {
    const bagOnly = await createI18n('en-US', {}, ['shell', 'cart']);
    expect(bagOnly.has('checkout.deliveryPass.title')).toBe(false);
    const loadStrings = vi.fn(bundleLoader(bagOnly, {}, ['shell', 'cart']));
    mount(bag(), undefined, { translator: bagOnly, loadStrings });
    await offerRegion();
    expect(loadStrings).toHaveBeenCalledWith(['checkout']);
    expect(screen.getByRole('button', { name: 'Add Delivery Pass, $49.00' })).toBeTruthy();
  });
});
