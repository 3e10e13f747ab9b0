import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { APP_ENTRIES } from '../../engine/build/vite-config.ts';
import { loadBrand } from '../support/brands.ts';
import { US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import {
  APP_BUILD_BRANDS,
  sharedBuild as sharedAppBuild,
  startStorefront,
} from '../integration/server/harness.ts';
import type { TestStorefront } from '../integration/server/harness.ts';

/**
 * End-to-end harness (issue 4 tests): the real storefront server on a free port over a seeded
 * in-memory database, Debian's Chromium with *.localhost mapped to it, so every brand is reached
 * by its own host name. Each test file gets its own server and database; the brand build is
 * shared by the files of one Vitest run (tests/support/test-run.ts).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_BRANDS = ['anthropologie', 'free-people'] as const;

/** The brands built once per test run (with Juniper Lane: the build the app suites share). */
export async function sharedBuild(): Promise<string> {
  return (await sharedAppBuild(APP_BUILD_BRANDS, APP_ENTRIES)).dir;
}

export interface E2e {
  readonly storefront: TestStorefront;
  readonly browser: Browser;
  readonly port: number;
  /** An Anthropologie URL (its own host). */
  an(path: string): string;
  /** A Free People URL (its own host). */
  fp(path: string): string;
  /** Opens an Anthropologie path in the page and waits until React has hydrated it. */
  visit(page: Page, path: string): Promise<void>;
  /**
   * A fresh context and page; closed by the caller's finally. `emailSignup: true` lets the email
   * sign-up trigger run (by default the context has its bypass cookie); `consent: true` leaves the
   * consent cookie unset (by default every group is granted).
   */
  open(
    options?: BrowserContextOptions & {
      emailSignup?: boolean;
      consent?: boolean;
    },
  ): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export async function startE2e(options: { seedProducts?: number } = {}): Promise<E2e> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium`);
  const [dist, browser] = await Promise.all([
    sharedBuild(),
    chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    }),
  ]);
  const brands = E2E_BRANDS.map((id) => loadBrand(id));
  const storefront = await startStorefront(brands, dist, {
    seedProducts: options.seedProducts ?? 30,
  });
  const port = storefront.server.port;
  return {
    storefront,
    browser,
    port,
    an: (path) => `http://anthropologie.localhost:${port}${path}`,
    fp: (path) => `http://free-people.localhost:${port}${path}`,
    async visit(page, path) {
      await page.goto(`http://anthropologie.localhost:${port}${path}`);
      await hydrated(page);
    },
    async open({ emailSignup = false, consent = false, ...contextOptions } = {}) {
      const context = await browser.newContext(contextOptions);
      // The email sign-up modal opens on a guest's second page and EU sites ask for consent
      // (shell spec §4, §5): suites that are not about them start as a shopper who closed the
      // one and answered the other.
      const hosts = [
        `http://anthropologie.localhost:${port}`,
        `http://free-people.localhost:${port}`,
      ];
      const cookies = [
        ...(emailSignup ? [] : [{ name: 'sf_email_bypass', value: 'true' }]),
        ...(consent
          ? []
          : [{ name: 'sf_consent', value: 'C0001%3A1%2CC0002%3A1%2CC0003%3A1%2CC0004%3A1' }]),
      ];
      await context.addCookies(
        hosts.flatMap((url) => cookies.map((cookie) => ({ ...cookie, url }))),
      );
      const page = await context.newPage();
      if (process.env.E2E_DEBUG) {
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning')
            console.log('[page]', m.type(), m.text().slice(0, 400));
        });
        page.on('response', (r) => {
          if (r.status() >= 400) console.log('[page]', r.status(), r.request().method(), r.url());
        });
      }
      return { context, page };
    },
    async close() {
      await browser.close();
      await storefront.close();
    },
  };
}

/** Waits until React has hydrated the document (React's fiber on the shell's root element). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      // #root's first child can be a hoisted <link rel="preload">, which React does not own.
      const probe = document.querySelector('#root > .sf-app');
      return !!probe && Object.keys(probe).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Sends JSON to the store's API from the page (with its cookies), answering the status. */
export async function apiFromPage(
  page: Page,
  path: string,
  body: unknown,
  method = 'POST',
): Promise<number> {
  return page.evaluate(
    async ({ path, body, method }) =>
      (
        await fetch(`/api${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body, method },
  );
}

/** Signs a shopper in through the API from a hydrated page at `url`: the browser holds the cookie. */
export async function signInThroughApi(
  page: Page,
  url: string,
  login: { readonly email: string; readonly password: string },
  siteId = 'an-us',
): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  const status = await apiFromPage(page, `/auth/v0/${siteId}/tokens/login`, login);
  if (status !== 200) throw new Error(`Signing ${login.email} in answered ${status}`);
}

/**
 * Places an order of these lines for the shopper signed in on the page, as checkout does (the US
 * address, standard delivery unless another is given, a saved card that has not expired and needs no verification); its
 * number.
 */
export async function placeOrderFromPage(
  page: Page,
  lines: readonly { productId: string; skuId: string; poolId: string; quantity: number }[],
  delivery: { deliveryOptionId: string; storeNumber?: string } = { deliveryOptionId: 'STANDARD' },
): Promise<string> {
  return page.evaluate(
    async ({ lines, address, delivery }) => {
      const json = { 'content-type': 'application/json' };
      const send = async (method: string, path: string, body: unknown) => {
        const reply = await fetch(`/api${path}`, {
          method,
          headers: json,
          body: JSON.stringify(body),
        });
        if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status}`);
        return reply.json() as Promise<Record<string, unknown>>;
      };
      for (const line of lines) await send('POST', '/checkout/v0/an-us/carts/items', line);
      await send('PUT', '/checkout/v0/an-us/carts/current/shipping-address', { address });
      await send('PUT', '/checkout/v0/an-us/carts/current/delivery-option', delivery);
      const cards = (await (await fetch('/api/profile/v0/an-us/me/payments')).json()) as {
        id: string;
        creditCardDetail: { expirationYear: number; needsVerification: boolean };
      }[];
      const card = cards.find(
        (entry) =>
          entry.creditCardDetail.expirationYear > new Date().getFullYear() &&
          !entry.creditCardDetail.needsVerification,
      );
      await send('PUT', '/checkout/v0/an-us/carts/current/payment', {
        paymentType: 'CREDIT_CARD',
        paymentId: card?.id,
      });
      const order = await send('POST', '/checkout/v0/an-us/carts/current/orders', {});
      return String(order.orderNumber);
    },
    { lines, address: US_ADDRESS, delivery },
  );
}

/**
 * axe on the page as it is: the serious and critical violations, each with the elements it names
 * (empty when the page passes). Fails when axe checked nothing, so a blank page cannot pass.
 * Call it once the page is settled, never inside expect.poll: a run outlasts the poll's 1 s
 * timeout, so the next try starts while it runs and axe refuses ("Axe is already running").
 */
export async function seriousAxeViolations(
  page: Page,
  options: { exclude?: readonly string[] } = {},
): Promise<{ id: string; impact: string; targets: string[] }[]> {
  const builder = new AxeBuilder({ page });
  // A frame that runs no script (the studio's sandboxed preview) cannot host axe: leave it out.
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** A cookie's value in the browser context (decoded), undefined when it is not set. */
export async function cookieOf(context: BrowserContext, name: string): Promise<string | undefined> {
  const found = (await context.cookies()).find((cookie) => cookie.name === name);
  return found ? decodeURIComponent(found.value) : undefined;
}

/** The stored marketing subscription of an address on a site (the subscriptions table). */
export async function subscriptionOf(
  e2e: E2e,
  siteId: string,
  email: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await e2e.storefront.db.query<{ payload: Record<string, unknown> }>(
    'SELECT payload FROM subscriptions WHERE site_id = $1 AND lower(email) = lower($2)',
    [siteId, email],
  );
  return row?.payload;
}
