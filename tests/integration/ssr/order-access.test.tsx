import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../commerce-api/seed/index.ts';
import { QueryClient } from '@tanstack/react-query';
import { apiKey, createApiClient } from '../../../engine/api/index.ts';
import { getOrder } from '../../../engine/api/calls/index.ts';
import { siteContextOf } from '../../../engine/api/site-context.ts';
import type { AppEnv, Session } from '../../../engine/routing/app-env.ts';
import {
  isValidOrderNumber,
  orderAccess,
  orderInquiryPath,
} from '../../../engine/routing/order-access.ts';
import { validateBrands } from '../../support/brands.ts';
import { buildRouteTable } from '../../../engine/routing/route-table.ts';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness, SsrPage } from './ssr-harness.ts';

/**
 * Shell spec §2.2: "order details and claims order selection use a separate access check"
 * (engine/app/order-access.ts), through the server renderer against a real, seeded API.
 */
let ssr: SsrHarness;
/** The demo shopper's two orders. */
let own: string[];
/** An order a guest token placed (its cart is the token's cart). */
let guestOrder: { number: string; cookies: Record<string, string> };

const UNKNOWN = 'AN999999999';

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
  const rows = await ssr.api.db.query<{ order_number: string }>(
    `SELECT o.order_number FROM orders o JOIN users u ON u.id = o.user_id
     WHERE u.email = 'shopper@anthropologie.example' AND o.brand_id = 'anthropologie'
     ORDER BY o.order_number`,
  );
  own = rows.map((row) => row.order_number);
  guestOrder = await placeGuestOrder(own[0]!);
}, 180_000);
afterAll(() => ssr?.close());

const get = (url: string, options?: Parameters<SsrHarness['get']>[2]) =>
  ssr.get('anthropologie', url, options);
const beforeScripts = (page: SsrPage) => page.html.slice(0, page.html.indexOf('<script'));
const hasLoginDialog = (page: SsrPage) =>
  /<h2 id="[^"]+" class="sf-modal__title">(?:Sign In|Finish Signing In)<\/h2>/.test(
    beforeScripts(page),
  );

/** A signed-in user's token cookie, from the API's own login call (once per role: logins are rate limited). */
const signedIn = new Map<string, Promise<Record<string, string>>>();
function signIn(role: 'shopper' | 'agent' | 'recognized'): Promise<Record<string, string>> {
  if (!signedIn.has(role)) signedIn.set(role, logIn(role === 'agent' ? 'agent' : 'shopper'));
  return signedIn.get(role)!;
}

async function logIn(role: 'shopper' | 'agent'): Promise<Record<string, string>> {
  const client = ssr.api.client();
  await client.post('/auth/v0/an-us/tokens/guest');
  const login = await client.post('/auth/v0/an-us/tokens/login', {
    email: `${role}@anthropologie.example`,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  return { sf_token: client.cookie('sf_token')! };
}

/** The shopper signed in, but the token's authorized window has passed: registered only. */
async function recognized(): Promise<Record<string, string>> {
  const cookies = await signIn('recognized');
  const id = createHash('sha256').update(cookies.sf_token!).digest('hex');
  await ssr.api.db.query(
    `UPDATE tokens SET authorized_until = now() - interval '1 minute' WHERE id = $1`,
    [id],
  );
  return cookies;
}

async function guestToken(): Promise<Record<string, string>> {
  const client = ssr.api.client();
  expect((await client.post('/auth/v0/an-us/tokens/guest')).status).toBeLessThan(300);
  return { sf_token: client.cookie('sf_token')! };
}

/** A guest checkout's order: its cart is the guest token's cart (the API's owner rule). */
async function placeGuestOrder(template: string) {
  const cookies = await guestToken();
  const cartId = randomUUID();
  const number = 'AN0990000001';
  await ssr.api.db.query(
    `INSERT INTO carts (id, brand_id, site_id, status) VALUES ($1, 'anthropologie', 'an-us', 'ordered')`,
    [cartId],
  );
  await ssr.api.db.query('UPDATE tokens SET cart_id = $1 WHERE id = $2', [
    cartId,
    createHash('sha256').update(cookies.sf_token!).digest('hex'),
  ]);
  await ssr.api.db.query(
    `INSERT INTO orders (id, order_number, brand_id, site_id, user_id, cart_id, email, status, currency,
       totals, shipping_address, delivery_option, payment, tracking, created_at)
     SELECT $1, $2, brand_id, site_id, NULL, $3, 'guest@example.com', status, currency, totals,
       shipping_address, delivery_option, payment, tracking, created_at
     FROM orders WHERE order_number = $4`,
    [randomUUID(), number, cartId, template],
  );
  return { number, cookies };
}

const inquiry = (number: string) => `/order-inquiry?orderNumber=${number}`;

describe('order number rule (shell spec §2.2 order access)', () => {
  it.each(['AN100000001', 'an0123', '12345', 'ANTH1'])('%s is an order number', (value) => {
    expect(isValidOrderNumber(value)).toBe(true);
  });
  it.each(['', 'AN', 'ANTHR1', 'AN-1', 'AN1 ', '<script>', 'AN1%2F', '1'.repeat(21), '../AN1'])(
    '%j is not',
    (value) => {
      expect(isValidOrderNumber(value)).toBe(false);
    },
  );
  it('the inquiry path carries the number, upper case, and the webview flag', () => {
    expect(orderInquiryPath('an12', false)).toBe('/order-inquiry?orderNumber=AN12');
    expect(orderInquiryPath('AN12', true)).toBe('/order-inquiry?orderNumber=AN12&webview=true');
  });
});

describe('/order/{orderNumber}: order details access check (shell spec §2.2)', () => {
  it('the demo shopper has orders to look at', () => {
    expect(own).toHaveLength(2);
  });

  it('a signed-in, authorized shopper sees their own order, no dialog, no redirect', async () => {
    const cookies = await signIn('shopper');
    for (const number of own) {
      const page = await get(`/order/${number}`, { cookies });
      expect(page.status).toBe(200);
      expect(page.headers.Location).toBeUndefined();
      expect(hasLoginDialog(page)).toBe(false);
      // The API's order detail answered: the order is in the dehydrated cache for the page.
      expect(page.html).toContain(`"orderNumber":"${number}"`);
    }
  });

  it('a registered but not authorized shopper gets the Sign In dialog, and the order is not fetched', async () => {
    const page = await get(`/order/${own[0]}`, { cookies: await recognized() });
    expect(page.status).toBe(200);
    expect(page.headers.Location).toBeUndefined();
    expect(hasLoginDialog(page)).toBe(true);
    expect(page.html).not.toContain(`"orderNumber":"${own[0]}"`);
  });

  it('a guest is sent to the order inquiry with the number (302)', async () => {
    for (const cookies of [undefined, await guestToken()]) {
      const page = await get(`/order/${own[0]}`, { cookies });
      expect(page.status).toBe(302);
      expect(page.headers.Location).toBe(inquiry(own[0]!));
      expect(page.html).not.toContain(own[1]!);
    }
  });

  it('never leaks whether an order exists: unknown and somebody else’s order answer alike', async () => {
    const guest = await guestToken();
    const known = await get(`/order/${own[0]}`, { cookies: guest });
    const unknown = await get(`/order/${UNKNOWN}`, { cookies: guest });
    expect([known.status, unknown.status]).toEqual([302, 302]);
    expect(unknown.headers.Location).toBe(inquiry(UNKNOWN));
    expect(known.headers.Location).toBe(inquiry(own[0]!));
    // Another signed-in user (the call-centre agent) gets the same redirect for the shopper's order.
    const agent = await get(`/order/${own[0]}`, { cookies: await signIn('agent') });
    expect(agent).toMatchObject({ status: 302, headers: { Location: inquiry(own[0]!) } });
    const agentUnknown = await get(`/order/${UNKNOWN}`, { cookies: await signIn('agent') });
    expect(agentUnknown).toMatchObject({ status: 302, headers: { Location: inquiry(UNKNOWN) } });
  });

  it('the guest token that placed an order sees it (the API’s owner check); another guest does not', async () => {
    const page = await get(`/order/${guestOrder.number}`, { cookies: guestOrder.cookies });
    expect(page.status).toBe(200);
    expect(page.html).toContain(`"orderNumber":"${guestOrder.number}"`);
    const other = await get(`/order/${guestOrder.number}`, { cookies: await guestToken() });
    expect(other).toMatchObject({ status: 302, headers: { Location: inquiry(guestOrder.number) } });
  });

  it.each(['AN-1', 'AN1%3Cscript%3E', 'ANTHRO1', '1'.repeat(21)])(
    'a malformed number (%s) answers the 404 not-found page, no redirect',
    async (number) => {
      const page = await get(`/order/${number}`, { cookies: await signIn('shopper') });
      expect(page.status).toBe(404);
      expect(page.headers.Location).toBeUndefined();
      expect(beforeScripts(page)).toContain('Page Not Found');
      expect(page.html).not.toContain('<script>alert');
    },
  );

  it('the redirect keeps the site’s context path', async () => {
    const page = await get(`/en-gb/order/${UNKNOWN}`);
    expect(page).toMatchObject({
      status: 302,
      headers: { Location: `/en-gb${inquiry(UNKNOWN)}` },
    });
  });

  it('webview: a registered but not authorized shopper goes to the login path with returnUrl and webview=true', async () => {
    const page = await get(`/order/${own[0]}?webview=true`, { cookies: await recognized() });
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe(
      `/login?returnUrl=${encodeURIComponent(`/order/${own[0]}?webview=true`)}&webview=true`,
    );
  });

  it('webview: a guest goes to the order inquiry, still in the webview', async () => {
    const page = await get(`/order/${own[0]}?webview=true`);
    expect(page).toMatchObject({
      status: 302,
      headers: { Location: `${inquiry(own[0]!)}&webview=true` },
    });
  });

  it('the order page is not indexed', async () => {
    const page = await get(`/order/${own[0]}`, { cookies: await signIn('shopper') });
    expect(page.headers['X-Robots-Tag']).toBe('noindex, follow');
  });
});

describe('/claims/select: claims order selection access check (shell spec §2.2)', () => {
  it('a guest gets the Sign In dialog: claims never allow guests', async () => {
    for (const cookies of [undefined, await guestToken()]) {
      const page = await get('/claims/select', { cookies });
      expect(page.status).toBe(200);
      expect(hasLoginDialog(page)).toBe(true);
    }
  });

  it('the guest that placed an order still has to sign in to claim on it', async () => {
    const page = await get(`/claims/select?orderNumber=${guestOrder.number}`, {
      cookies: guestOrder.cookies,
    });
    expect(hasLoginDialog(page)).toBe(true);
  });

  it('a registered but not authorized shopper gets the Sign In dialog', async () => {
    const page = await get(`/claims/select?orderNumber=${own[0]}`, { cookies: await recognized() });
    expect(page.status).toBe(200);
    expect(hasLoginDialog(page)).toBe(true);
  });

  it('an authorized shopper selects an order; with their own order number, the page too', async () => {
    const cookies = await signIn('shopper');
    for (const url of [
      '/claims/select?claimType=DAMAGED',
      `/claims/select?claimType=DAMAGED&orderNumber=${own[1]}`,
    ]) {
      const page = await get(url, { cookies });
      expect(page.status).toBe(200);
      expect(hasLoginDialog(page)).toBe(false);
    }
  });

  it('the claim type comes first (shell spec §4): without one, the type step, the order kept', async () => {
    const cookies = await signIn('shopper');
    const page = await get(`/claims/select?orderNumber=${own[1]}`, { cookies });
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe(`/claims?orderNumber=${own[1]}`);
  });

  it('somebody else’s, an unknown or a malformed order number answers the same 404 page', async () => {
    const agent = await signIn('agent');
    const shopper = await signIn('shopper');
    for (const [url, cookies] of [
      [`/claims/select?orderNumber=${own[0]}`, agent],
      [`/claims/select?orderNumber=${UNKNOWN}`, shopper],
      ['/claims/select?orderNumber=%3Cscript%3E', shopper],
      ['/claims/select?orderNumber=', shopper],
    ] as const) {
      const page = await get(url, { cookies });
      expect(page.status, url).toBe(404);
      expect(beforeScripts(page)).toContain('Page Not Found');
      expect(page.html).not.toContain('<script>alert');
    }
  });

  it('webview: a guest goes to the login path with returnUrl and webview=true', async () => {
    const page = await get('/claims/select?webview=true');
    expect(page.status).toBe(302);
    expect(page.headers.Location).toBe(
      `/login?returnUrl=${encodeURIComponent('/claims/select?webview=true')}&webview=true`,
    );
  });
});

describe('/account/order/{id}: an account page with the order check (shell spec §2.2)', () => {
  it('a guest gets the Sign In dialog', async () => {
    const page = await get(`/account/order/${own[0]}`);
    expect(hasLoginDialog(page)).toBe(true);
  });

  it('the owner sees it; anyone else gets the 404 page', async () => {
    const mine = await get(`/account/order/${own[0]}`, { cookies: await signIn('shopper') });
    expect(mine.status).toBe(200);
    expect(hasLoginDialog(mine)).toBe(false);
    const theirs = await get(`/account/order/${own[0]}`, { cookies: await signIn('agent') });
    expect(theirs.status).toBe(404);
  });
});

describe('order access in the browser, after the login modal (shell spec §2.2)', () => {
  const brand = validateBrands({ brands: ['anthropologie'] }).brands[0]!.resolved!;
  const site = brand.sites[brand.settings.defaultSite]!;
  const table = buildRouteTable(site);
  const routeNamed = (name: string) => table.find((def) => def.name === name)!;

  /** A browser-side env whose API answers the order detail call with `status`. */
  function envAnswering(status: number) {
    const asked: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test',
      site: siteContextOf(site),
      logger: { debug: () => undefined, warn: () => undefined, error: () => undefined },
      fetch: async (input) => {
        asked.push(new URL(String(input)).pathname);
        return new Response(
          JSON.stringify(
            status === 200
              ? { orderNumber: 'AN12', items: [] }
              : { code: 'ORDER_NOT_FOUND', message: 'There is no such order for you.' },
          ),
          { status, headers: { 'content-type': 'application/json' } },
        );
      },
    });
    const env = {
      brand,
      site,
      api,
      // As in the browser: cached answers stay fresh a while, the owner check must not use them.
      queryClient: new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
      }),
      webview: false,
      side: 'client',
    } as unknown as AppEnv;
    return { env, asked };
  }

  const session = (registered: boolean, authorized: boolean): Session => ({
    scopes: registered ? ['registered'] : ['guest'],
    registered,
    authorized,
  });

  it('a recognized shopper who signs in through the modal still needs to own the order', async () => {
    const { env, asked } = envAnswering(404);
    let logins = 0;
    const outcome = orderAccess(routeNamed('order'), env, new Request('http://x/order/AN12'), {
      path: '/order/AN12',
      session: async () => session(true, false),
      logIn: async () => {
        logins += 1;
        return undefined;
      },
    });
    const thrown = await outcome.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(logins).toBe(1);
    expect(asked).toEqual(['/order/v0/an-us/orders/AN12']);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(inquiry('AN12'));
  });

  it('the login page the server shows stops the check before the order is asked for', async () => {
    const { env, asked } = envAnswering(200);
    const dialog = { status: 200, view: 'PlaceholderPage', loginRequired: true } as const;
    const outcome = await orderAccess(
      routeNamed('claims-select'),
      env,
      new Request('http://x/claims/select?orderNumber=AN12'),
      {
        path: '/claims/select',
        session: async () => session(false, false),
        logIn: async () => dialog,
      },
    );
    expect(outcome).toBe(dialog);
    expect(asked).toEqual([]);
  });

  it('a cached order never stands in for the owner check, and a refused one leaves the cache', async () => {
    const { env, asked } = envAnswering(404);
    const key = apiKey(env.api.site, getOrder, { orderNumber: 'AN12' });
    env.queryClient.setQueryData(key, { orderNumber: 'AN12' } as never);
    const outcome = await orderAccess(
      routeNamed('claims-select'),
      env,
      new Request('http://x/claims/select?orderNumber=AN12'),
      {
        path: '/claims/select',
        session: async () => session(true, true),
        logIn: async () => undefined,
      },
    );
    expect(outcome).toEqual({ status: 404, view: 'NotFoundPage' });
    expect(asked).toHaveLength(1);
    expect(env.queryClient.getQueryData(key)).toBeUndefined();
  });
});
