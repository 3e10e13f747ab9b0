import { JSDOM } from 'jsdom';
// Types only: the module itself is loaded once the browser globals exist.
import type * as TestingLibraryModule from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../../../engine/i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { createApiClient } from '../../../engine/api/index.ts';
import { siteContextOf } from '../../../engine/api/site-context.ts';
import { AppEnvProvider } from '../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../engine/routing/app-env.ts';
import BackInStockPage from '../../../engine/pages/back-in-stock/back-in-stock-page.tsx';
import { validateBrands } from '../../support/brands.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { createI18n } from '../../../engine/i18n/index.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';

/**
 * The back-in-stock page's form (shell spec §2.2 Android back-in-stock modal path; catalogue spec
 * §5, §7): the browser's submission through the engine's submitBISNform call to a real, seeded
 * API, its validation, the confirmation and the Continue link.
 */
let api: TestApi;
let brand: ResolvedBrand;
let item: { productId: string; skuId: string; styleNumber: string };
/** Requests the page sent to the API. */
let sent: string[] = [];
const i18n = await createI18n('en-US');
type TestingLibrary = typeof TestingLibraryModule;
let dom: TestingLibrary;

/**
 * A browser's globals over an empty page. The test runs in Node's environment: the API server and
 * the config loader need Node's own URL, which a jsdom environment replaces.
 */
async function browser(): Promise<TestingLibrary> {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://anthropologie.localhost/back-in-stock',
  });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    HTMLElement: window.HTMLElement,
    Node: window.Node,
    IS_REACT_ACT_ENVIRONMENT: true,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return import('@testing-library/react');
}

beforeAll(async () => {
  brand = validateBrands({ brands: ['anthropologie'] }).brands[0]!.resolved!;
  const configs = [brand as unknown as ApiBrandConfig];
  api = await startApi({ brands: configs, seedProducts: 60 });
  const [row] = await api.db.query<{ product_id: string; sku_id: string; style_number: string }>(
    `SELECT p.id AS product_id, s.id AS sku_id, p.style_number FROM skus s
     JOIN products p ON p.id = s.product_id
     WHERE p.brand_id = 'anthropologie' AND s.back_in_stock_eligible ORDER BY s.id LIMIT 1`,
  );
  item = { productId: row!.product_id, skuId: row!.sku_id, styleNumber: row!.style_number };
  dom = await browser();
}, 180_000);
afterAll(() => api?.close());
afterEach(() => {
  dom.cleanup();
  sent = [];
});

function renderPage(
  query: Record<string, string>,
  returnUrl = '/shop/some-dress',
  switches: { backInStockDefaultChecked?: boolean } = {},
) {
  const defaultSite = brand.sites[brand.settings.defaultSite]!;
  const site = { ...defaultSite, switches: { ...defaultSite.switches, ...switches } };
  const client = createApiClient({
    baseUrl: api.url,
    site: siteContextOf(site),
    // The refused request's log line is expected here.
    logger: { debug: () => undefined, warn: () => undefined, error: () => undefined },
    fetch: (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    },
  });
  const env = {
    brand,
    site,
    locale: 'en-US',
    api: client,
    queryClient: new QueryClient(),
    webview: false,
    side: 'client',
  } as unknown as AppEnv;
  return dom.render(
    <MemoryRouter initialEntries={[`/back-in-stock?${new URLSearchParams(query).toString()}`]}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={env.queryClient}>
          <AppEnvProvider env={env}>
            <BackInStockPage returnUrl={returnUrl} />
          </AppEnvProvider>
        </QueryClientProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const notifications = (email: string) =>
  api.db.query<{ payload: { skuId: string; productId: string; poolId: string } }>(
    `SELECT payload FROM notifications WHERE kind = 'back-in-stock' AND payload->>'email' = $1`,
    [email],
  );

const subscriptions = (email: string) =>
  api.db.query<{ payload: { source: string; emailAddress: string } }>(
    `SELECT payload FROM subscriptions WHERE lower(email) = $1`,
    [email],
  );

const signUpBox = () =>
  dom.screen.getByRole('checkbox', {
    name: 'Also send me Anthropologie emails about new arrivals and offers.',
  }) as HTMLInputElement;

function submit(email: string) {
  dom.fireEvent.change(dom.screen.getByRole('textbox', { name: 'Email address' }), {
    target: { value: email },
  });
  dom.fireEvent.click(dom.screen.getByRole('button', { name: 'Notify Me' }));
}

describe('back-in-stock form (shell spec §2.2, catalogue spec §7)', () => {
  it('posts the item and the email to the API, then confirms with a Continue link to the returnUrl', async () => {
    renderPage(item);
    submit('  Fan@Example.com ');
    const status = await dom.screen.findByRole('status');
    expect(status.textContent).toBe(
      'You’re on the list! We’ll email Fan@Example.com as soon as it’s back in stock.',
    );
    expect(dom.screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/shop/some-dress',
    );
    expect(dom.screen.queryByRole('button', { name: 'Notify Me' })).toBeNull();
    expect(sent).toEqual(['POST /likes/v0/an-us/back-in-stock-notifications']);
    const rows = await notifications('fan@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({
      productId: item.productId,
      skuId: item.skuId,
      poolId: brand.sites[brand.settings.defaultSite]!.inventoryPool,
    });
  });

  it('an invalid email is refused in the browser: a message on the field, no request', async () => {
    renderPage(item);
    submit('not-an-email');
    const field = dom.screen.getByRole('textbox', { name: 'Email address' });
    await dom.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(sent).toEqual([]);
    expect(dom.screen.queryByRole('status')).toBeNull();
  });

  it('an item the API will not watch (style number of the right shape, not the product’s): a message, the form stays', async () => {
    renderPage({ ...item, styleNumber: 'ZZ-1-001' });
    submit('mismatch@example.com');
    const alert = await dom.screen.findByRole('alert');
    expect(alert.textContent).toBe('Sorry, we can’t send back-in-stock alerts for this item.');
    expect(dom.screen.getByRole('button', { name: 'Notify Me' })).toBeTruthy();
    expect(sent).toEqual(['POST /likes/v0/an-us/back-in-stock-notifications']);
    expect(await notifications('mismatch@example.com')).toHaveLength(0);
  });

  it('missing ids: no form at all, so nothing can be posted; Continue still leads back', () => {
    renderPage({ productId: item.productId, styleNumber: item.styleNumber });
    expect(dom.screen.getByRole('alert').textContent).toMatch(/^We couldn’t tell which item/);
    expect(dom.screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(dom.screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/shop/some-dress',
    );
    expect(sent).toEqual([]);
  });

  // switches.backInStockDefaultChecked (switches schema; catalogue spec §1 "Ask for a back-in-stock
  // notice"): the form's email sign-up box starts ticked only where the switch is on.
  it('backInStockDefaultChecked off (the default): the email box starts clear and only the notice is sent', async () => {
    renderPage(item);
    expect(signUpBox().checked).toBe(false);
    submit('clear-box@example.com');
    await dom.screen.findByRole('status');
    expect(sent).toEqual(['POST /likes/v0/an-us/back-in-stock-notifications']);
    expect(await subscriptions('clear-box@example.com')).toHaveLength(0);
  });

  it('backInStockDefaultChecked on: the box starts ticked and the address is also subscribed to emails', async () => {
    renderPage(item, '/shop/some-dress', { backInStockDefaultChecked: true });
    expect(signUpBox().checked).toBe(true);
    submit('ticked-box@example.com');
    await dom.screen.findByRole('status');
    expect(sent).toEqual([
      'POST /likes/v0/an-us/back-in-stock-notifications',
      'POST /profile/v0/an-us/marketing-subscriptions',
    ]);
    expect(dom.screen.queryByRole('alert')).toBeNull();
    const rows = await subscriptions('ticked-box@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({
      source: 'back-in-stock',
      emailAddress: 'ticked-box@example.com',
    });
  });

  it('backInStockDefaultChecked on, the shopper clears the box: no subscription', async () => {
    renderPage(item, '/shop/some-dress', { backInStockDefaultChecked: true });
    dom.fireEvent.click(signUpBox());
    expect(signUpBox().checked).toBe(false);
    submit('unticked@example.com');
    await dom.screen.findByRole('status');
    expect(sent).toEqual(['POST /likes/v0/an-us/back-in-stock-notifications']);
    expect(await subscriptions('unticked@example.com')).toHaveLength(0);
  });
});
