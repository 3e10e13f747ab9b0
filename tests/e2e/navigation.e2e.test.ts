import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The route rules of shell spec §2.2 that only a browser can show: protected routes and the login
 * modal, the webview login, scroll restoration and hash links, the double-slash history fix, the
 * sub-brand deny reload, client redirect loops and redirects the router cannot follow.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;
let product: string;
const SHOPPER = 'shopper@anthropologie.example';

beforeAll(async () => {
  e2e = await startE2e();
  const rows = await e2e.storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
       AND COALESCE((flags->>'removeForLegalReasons')::boolean, false) = false ORDER BY slug LIMIT 1`,
  );
  product = rows[0]!.slug;
  // Redirects only these tests use: a loop (which the API refuses), and one to another site.
  await e2e.storefront.db.query(
    `INSERT INTO redirects (brand_id, request_path, redirect_path, status_code) VALUES
       ('anthropologie', '/e2e-loop-a', '/e2e-loop-b', 301),
       ('anthropologie', '/e2e-loop-b', '/e2e-loop-a', 301),
       ('anthropologie', '/e2e-to-uk', '/en-gb/cart', 301)`,
  );
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

/** Marks the document: the mark survives client navigations and is gone after a reload. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: string }).__e2eMark = 'same document';
  });
}

const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eMark?: string }).__e2eMark ?? 'reloaded');

/**
 * A client navigation to a path no link on the page offers (a CMS link, a pasted history entry):
 * a new history entry, then the popstate the router follows.
 */
async function clientNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The state react-router's history keeps: a fresh entry key and the next index.
    const index = (history.state as { idx?: number } | null)?.idx ?? 0;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ usr: null, key, idx: index + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

async function signIn(page: Page, password = DEMO_PASSWORD): Promise<void> {
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'Email address' }).fill(SHOPPER);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

describe('protected routes open the login modal (shell spec §2.2)', () => {
  it('a guest following a link to an account page gets the modal; dismissing it cancels the navigation', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Favorites' }).click();
      await dialog(page).waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { name: 'Favorites' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('signing in through the modal completes the navigation and the header shows My Account', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await mark(page);
      await page.getByRole('link', { name: 'Favorites' }).click();
      await signIn(page);
      await page.waitForURL(/\/account\/hearted-products$/);
      await page.getByRole('heading', { level: 1, name: 'Favorites' }).waitFor();
      await page.getByRole('link', { name: 'My Account' }).waitFor();
      expect(await dialog(page).count()).toBe(0);
      expect(await marked(page)).toBe('same document');
    } finally {
      await context.close();
    }
  });

  it('a wrong password says what is wrong and keeps the email typed', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
      await signIn(page, 'not-the-password');
      await expect(dialog(page).getByRole('alert').textContent()).resolves.toBe(
        'The email or password you entered is incorrect.',
      );
      await expect(
        dialog(page).getByRole('textbox', { name: 'Email address' }).inputValue(),
      ).resolves.toBe(SHOPPER);
    } finally {
      await context.close();
    }
  });

  it('an empty form is refused in the browser with the field messages, focus on the first', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
      await dialog(page).getByRole('button', { name: 'Sign In' }).click();
      const email = dialog(page).getByRole('textbox', { name: 'Email address' });
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      await dialog(page).getByText('Please enter a valid email address.').waitFor();
      await dialog(page).getByText('Please enter your password.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('the header sign-in dialog takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const opener = page.getByRole('link', { name: 'Sign In / Sign Up' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const email = dialog(page).getByRole('textbox', { name: 'Email address' });
      await expect(email.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest('[role="dialog"]'),
        );
        expect(inside).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('a protected page loaded directly shows the modal over it; signing in shows the page', async () => {
    const { context, page } = await e2e.open();
    try {
      const reply = await page.goto(e2e.an('/account/dashboard'));
      expect(reply?.status()).toBe(200);
      await hydrated(page);
      await dialog(page).waitFor();
      await signIn(page);
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'My Account' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/account/dashboard');
    } finally {
      await context.close();
    }
  });

  it('webview: a protected page redirects to the login page, which signs in and returns', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/account/payments?webview=true'));
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('webview')).toBe('true');
      expect(url.searchParams.get('returnUrl')).toBe('/account/payments?webview=true');
      await hydrated(page);
      const form = page.locator('form.sf-login-form');
      await form.getByRole('textbox', { name: 'Email address' }).fill(SHOPPER);
      await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/account\/payments\?webview=true$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Webview hides the header and footer (shell spec §2.3).
      expect(await page.locator('header.sf-header').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('checkout: a registered shopper whose authorization lapsed is downgraded with the flag (behind its flag)', async () => {
    const { context, page } = await e2e.open();
    try {
      await context.addCookies([
        {
          name: 'sf_flags',
          value: 'enableCheckoutDowngrade=true',
          domain: 'anthropologie.localhost',
          path: '/',
        },
      ]);
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const lapsed = await page.evaluate(
        async ({ email, password }) => {
          const headers = { 'content-type': 'application/json' };
          const login = await fetch('/api/auth/v0/an-us/tokens/login', {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, password }),
          });
          const lapse = await fetch('/api/__test/tokens/current/lapse', { method: 'POST' });
          return [login.status, lapse.status];
        },
        { email: SHOPPER, password: DEMO_PASSWORD },
      );
      expect(lapsed).toEqual([200, 204]);
      await page.goto(e2e.an('/checkout'));
      expect(new URL(page.url()).search).toBe('?downgrade=1');
    } finally {
      await context.close();
    }
  });
});

describe('scroll restoration and hash links (shell spec §2.2)', () => {
  it('a path change scrolls to the top; back restores the position', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.setViewportSize({ width: 800, height: 400 });
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const tile = page.locator('.sf-tiles a').last();
      await tile.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(300);
      await tile.click();
      await page.waitForURL(/\/shop\//);
      await page.locator('h1#sf-product-name').waitFor();
      await page.waitForFunction(() => window.scrollY === 0);
      await page.goBack();
      await page.waitForURL(/\/clothing$/);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, before);
    } finally {
      await context.close();
    }
  });

  it('a hash scrolls to its element only when it is a valid id', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.setViewportSize({ width: 800, height: 400 });
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const bottom = await page.evaluate(() => window.scrollY);
      expect(bottom).toBeGreaterThan(300);
      // Not a valid id: nothing moves, nothing throws.
      await clientNavigate(page, '/clothing#1-not-an-id');
      await page.waitForURL(/#1-not-an-id$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
      // A valid id: the element comes into view.
      await clientNavigate(page, '/clothing#main');
      await page.waitForFunction(
        () => Math.abs(document.getElementById('main')!.getBoundingClientRect().top) < 2,
      );
    } finally {
      await context.close();
    }
  });
});

describe('focus after a client navigation (shell spec §9: focus target)', () => {
  it("a link followed by keyboard puts the focus on the new page's title; Tab goes on from there", async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const tile = page.locator('.sf-tiles a').first();
      await tile.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/shop\//);
      const title = page.locator('h1#sf-product-name');
      await expect.poll(() => title.evaluate((node) => node === document.activeElement)).toBe(true);
      // The reading order goes on inside the page, not from the top of the header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() =>
          document.getElementById('main')!.contains(document.activeElement),
        ),
      ).toBe(true);
      // The first page the server rendered keeps the browser's own focus.
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('client-side path rules (shell spec §2.2)', () => {
  it('double slashes are corrected by replacing the history entry', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await mark(page);
      await clientNavigate(page, `/shop//${product}`);
      const length = await page.evaluate(() => history.length);
      await page.waitForURL(new RegExp(`/shop/${product}$`));
      await page.locator('h1#sf-product-name').waitFor();
      expect(await page.evaluate(() => history.length)).toBe(length);
      expect(await marked(page)).toBe('same document');
    } finally {
      await context.close();
    }
  });

  it('a sub-brand path on the deny list reloads the document at the root context with the flag', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/?enableSubBrandDenyReload=true'));
      await hydrated(page);
      await mark(page);
      // /orders is on the default deny list (checkout now sends an empty bag on to /cart).
      await clientNavigate(page, '/anthrohome/orders');
      await page.waitForURL(/\/orders\?subBrandReload=1$/);
      await hydrated(page);
      expect(await marked(page)).toBe('reloaded');
    } finally {
      await context.close();
    }
  });

  it('a redirect loop in the redirect table never reaches the browser: the page is not found (issue 10)', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await clientNavigate(page, '/e2e-loop-a');
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/e2e-loop-a');
    } finally {
      await context.close();
    }
  });

  // The API refuses loops (issue 10); a remote commerce API that did not would still be stopped
  // in the browser. Its redirect lookup is played here by answering the browser's calls.
  it('a client redirect loop from a misbehaving API is logged as an error and stops on the global error message', async () => {
    const { context, page } = await e2e.open();
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.route('**/api/catalog/v0/an-us/redirects/searches', async (route) => {
        const { requestPath } = route.request().postDataJSON() as { requestPath: string };
        const target = requestPath.endsWith('-a') ? '/e2e-loop-b' : '/e2e-loop-a';
        await route.fulfill({ json: { redirectPath: target, statusCode: 301 } });
      });
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await clientNavigate(page, '/e2e-loop-a');
      await page
        .getByRole('alert')
        .getByText(/Something went wrong/)
        .waitFor();
      expect(errors.some((text) => text.includes('Redirect loop'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a data-fetching error stops the navigation: the shopper stays on the page', async () => {
    const { context, page } = await e2e.open();
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const listing = await page.getByRole('heading', { level: 1 }).last().textContent();
      const status = await page.evaluate(async () => {
        const reply = await fetch('/api/__test/faults', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            pathPrefix: '/catalog/v1/an-us/pools/US_DIRECT/products',
            fault: '500',
            times: 5,
          }),
        });
        return reply.status;
      });
      expect(status).toBe(201);
      await page.locator('.sf-tiles a').first().click();
      // The product call fails twice (react-query retries once, a second later) before it stops.
      await expect
        .poll(() => errors.some((text) => text.includes('Navigation stopped')), { timeout: 10_000 })
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe('/clothing');
      expect(await page.getByRole('heading', { level: 1 }).last().textContent()).toBe(listing);
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a redirect the client router cannot follow (another site) becomes a full page load', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await mark(page);
      await clientNavigate(page, '/e2e-to-uk');
      await page.waitForURL(/\/en-gb\/cart$/);
      await hydrated(page);
      expect(await marked(page)).toBe('reloaded');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-GB');
    } finally {
      await context.close();
    }
  });
});
