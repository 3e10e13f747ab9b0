// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/index.ts';
import {
  nextOffset,
  ordersOf,
} from '../../../../engine/components/stylist/client-orders-section.tsx';
import { StylistOrderRow } from '../../../../engine/components/stylist/stylist-order-row.tsx';
import type { StylistOrder } from '../../../../engine/components/stylist/stylist-order-row.tsx';
import { receiveToasts } from '../../../../engine/components/modals/toast-queue.ts';
import type { ToastMessage } from '../../../../engine/components/modals/toasts.ts';
import { createI18n } from '../../../../engine/i18n/index.ts';
import { I18nProvider } from '../../../../engine/i18n/react.tsx';
import { AppEnvProvider } from '../../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';
// The running file's document (`screen` of testing-library keeps the first file's: --no-isolate).
import { screen } from '../../../support/screen.ts';

/**
 * A row of the stylist's clients' orders (issue 12, pay with your stylist; shell spec §5 stylist
 * scope): awaiting, it offers to record the payment of the order's total, asked once more with
 * the amount, the client and the order; the API's answer turns it Paid with a toast, or its
 * refusal shows the API's message beside the row and nothing else changes. Paid, it offers nothing.
 */
const i18n = await createI18n('en-US');

const ORDER: StylistOrder = {
  orderId: 'o-123',
  siteId: 'an-us',
  orderNumber: 'AN1000123',
  placedAt: '2026-11-20T10:00:00.000Z',
  currency: 'USD',
  total: 86.5,
  itemCount: 2,
  status: 'placed',
  client: 'Ada L.',
  stylistStatus: 'awaiting',
};

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

function mount(order: StylistOrder, answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: AN_US,
    fetch: async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const env = {
    api,
    site: { id: 'an-us', currency: 'USD', defaultLocale: 'en-US' },
    flags: {},
    locale: 'en-US',
    side: 'client',
  } as unknown as AppEnv;
  const paid: string[] = [];
  const toasts: ToastMessage[] = [];
  const stopToasts = receiveToasts((toast) => toasts.push(toast));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <AppEnvProvider env={env}>
          <ul>
            <StylistOrderRow order={order} onPaid={(orderNumber) => paid.push(orderNumber)} />
          </ul>
        </AppEnvProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { sent, paid, toasts, stopToasts };
}

const recordButton = () =>
  screen.getByRole('button', { name: 'Record payment of $86.50 for order AN1000123' });

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  cleanup();
  vi.restoreAllMocks();
});

describe("a stylist's client order row (issue 12, pay with your stylist)", () => {
  it('awaiting: its details, and the payment recorded after a confirmation turns it Paid', async () => {
    const mounted = mount(ORDER, { status: 200, body: { orderNumber: ORDER.orderNumber } });
    stop = mounted.stopToasts;
    expect(screen.getByRole('heading', { name: 'Order #AN1000123' })).toBeTruthy();
    expect(screen.getByText('Client: Ada L.')).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.getByText('$86.50')).toBeTruthy();

    fireEvent.click(recordButton());
    // Asked once more; nothing sent yet.
    expect(screen.getByText('Record $86.50 taken from Ada L. for order AN1000123?')).toBeTruthy();
    expect(mounted.sent).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    await vi.waitFor(() => expect(mounted.paid).toEqual(['AN1000123']));
    expect(mounted.sent).toEqual([
      {
        url: 'http://api.test/order/v0/an-us/orders/AN1000123/stylist-payments',
        method: 'POST',
        body: { amount: 86.5 },
      },
    ]);
    expect(mounted.toasts).toEqual([
      { message: 'Payment recorded for order AN1000123', messageType: 'success' },
    ]);
  });

  it('Cancel on the confirmation sends nothing and offers the button again', () => {
    const mounted = mount(ORDER, { status: 200, body: {} });
    stop = mounted.stopToasts;
    fireEvent.click(recordButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(recordButton()).toBeTruthy();
    expect(mounted.sent).toEqual([]);
  });

  it("a refusal shows the API's message beside the row and changes nothing else", async () => {
    const message = "The order's total is 86.50 USD: record the full total.";
    const mounted = mount(ORDER, {
      status: 409,
      body: { code: 'AMOUNT_MISMATCH', message, status: 409 },
    });
    stop = mounted.stopToasts;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(recordButton());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(recordButton().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(mounted.paid).toEqual([]);
    expect(mounted.toasts).toEqual([]);
  });

  it('paid: says so and offers no button', () => {
    const mounted = mount({ ...ORDER, stylistStatus: 'paid' }, { status: 200, body: {} });
    stop = mounted.stopToasts;
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe("paging the stylist's client orders by 10 (issue 12)", () => {
  const page = (offset: number, numbers: string[], totalResults: number) => ({
    orders: numbers.map((orderNumber) => ({ ...ORDER, orderNumber })),
    offset,
    limit: 10,
    totalResults,
  });

  it.each([
    ['more to read', page(0, ['A', 'B'], 5), 2],
    ['the last page read', page(3, ['D', 'E'], 5), undefined],
    ['an empty page', page(10, [], 12), undefined],
  ])('%s', (_, last, expected) => {
    expect(nextOffset(last)).toBe(expected);
  });

  it('an order read on two pages (moved by a payment meanwhile) is listed once', () => {
    const data = { pages: [page(0, ['A', 'B'], 3), page(2, ['B', 'C'], 3)], pageParams: [0, 2] };
    expect(ordersOf(data as never).map((order) => order.orderNumber)).toEqual(['A', 'B', 'C']);
  });
});
