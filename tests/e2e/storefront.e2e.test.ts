import type { ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * End to end in a real Chromium (issue 4 tests): server-rendered text, hydration, client
 * navigation, statuses and redirects, accessibility. One browser and one server for the file.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;
/** One product slug per brand, from the seeded catalog. */
const products = new Map<string, string>();
let oldPath: { from: string; to: string } | undefined;

const an = (path: string) => e2e.an(path);
const fp = (path: string) => e2e.fp(path);
const open = (options: { javaScriptEnabled?: boolean } = {}) => e2e.open(options);

beforeAll(async () => {
  e2e = await startE2e();
  for (const brand of ['anthropologie', 'free-people']) {
    const rows = await e2e.storefront.db.query<{ slug: string }>(
      `SELECT slug FROM products WHERE brand_id = $1 AND product_type = 'standard'
         AND COALESCE((flags->>'removeForLegalReasons')::boolean, false) = false ORDER BY slug LIMIT 1`,
      [brand],
    );
    products.set(brand, rows[0]!.slug);
  }
  const redirects = await e2e.storefront.db.query<{ request_path: string; redirect_path: string }>(
    `SELECT request_path, redirect_path FROM redirects
       WHERE brand_id = 'anthropologie' AND status_code = 301 AND request_path LIKE '/old-%'
       ORDER BY request_path = '/old-dresses' DESC, request_path LIMIT 1`,
  );
  if (redirects[0]) oldPath = { from: redirects[0].request_path, to: redirects[0].redirect_path };
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

describe('server-rendered text before any script (javaScriptEnabled: false)', () => {
  it('a content page and a product page show their text without JavaScript', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    try {
      const about = await page.goto(an('/en-gb/about-us'));
      expect(about?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Our Story' }).count(),
      ).resolves.toBe(1);
      const product = await page.goto(an(`/shop/${products.get('anthropologie')}`));
      expect(product?.status()).toBe(200);
      const name = page.locator('h1#sf-product-name');
      expect((await name.textContent())?.trim()).toBeTruthy();
      expect(await page.locator('main').innerText()).toMatch(/\$\s?\d/);
    } finally {
      await context.close();
    }
  });
});

/** Console errors and warnings that point at hydration or React. */
const suspicious = (message: string) =>
  /hydrat|did not match|didn't match|react|minified|server rendered|server-rendered/i.test(message);

describe('hydration without React warnings', () => {
  const pages = () => [
    { label: 'an-us home', url: an('/') },
    { label: 'an-us listing', url: an('/clothing') },
    { label: 'an-us product', url: an(`/shop/${products.get('anthropologie')}`) },
    { label: 'fp-uk home', url: fp('/uk/') },
    { label: 'fp-uk listing', url: fp('/uk/new-clothes/') },
    { label: 'fp-uk product', url: fp(`/uk/shop/${products.get('free-people')}/`) },
    { label: 'an-de home', url: an('/de-de') },
    { label: 'an-de listing', url: an('/de-de/clothing') },
    { label: 'an-de product', url: an(`/de-de/shop/${products.get('anthropologie')}`) },
  ];

  it('home, a listing and a product page on an-us, fp-uk and an-de hydrate cleanly', async () => {
    const { context, page } = await open();
    const messages: string[] = [];
    let current = '';
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`${current}: pageerror ${error.message}`));
    try {
      for (const { label, url } of pages()) {
        current = label;
        const reply = await page.goto(url);
        expect(reply?.status(), label).toBe(200);
        await hydrated(page);
      }
      expect(messages.filter(suspicious)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the German site renders German text and prices in EUR', async () => {
    const { context, page } = await open();
    try {
      await page.goto(an(`/de-de/shop/${products.get('anthropologie')}`));
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
      expect(await page.locator('main').innerText()).toMatch(/€/);
      await page.goto(an('/de-de'));
      await hydrated(page);
      expect(await page.getByRole('link', { name: 'Neuheiten' }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('client navigation without full reloads', () => {
  it.each([
    { brand: 'anthropologie', start: '/', link: 'Cart|Bag', path: /\/cart$/, heading: 'Your Bag' },
    {
      brand: 'free-people',
      start: '/uk/',
      link: 'Cart|Bag|Basket',
      path: /\/uk\/cart\/$/,
      heading: /Bag|Basket|Cart/,
    },
  ])('$brand: a link click keeps the document', async ({ brand, start, link, path, heading }) => {
    const { context, page } = await open();
    try {
      await page.goto(brand === 'anthropologie' ? an(start) : fp(start));
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { __e2eMarker: string }).__e2eMarker = 'kept';
      });
      await page
        .getByRole('link', { name: new RegExp(link, 'i') })
        .first()
        .click();
      await page.waitForURL(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker),
      ).toBe('kept');
    } finally {
      await context.close();
    }
  });
});

describe('header cart link (shell spec §2.3)', () => {
  it('counts what is in the bag once the page is live', async () => {
    const [sku] = await e2e.storefront.db.query<{ sku: string; product: string }>(
      `SELECT s.id AS sku, p.id AS product FROM skus s
         JOIN products p ON p.id = s.product_id
         JOIN inventory i ON i.sku_id = s.id AND i.pool_id = 'US_DIRECT'
        WHERE p.brand_id = 'anthropologie' AND p.product_type = 'standard'
          AND i.available_status = 'available' AND i.stock_level >= 5
        ORDER BY s.id LIMIT 1`,
    );
    const { context, page } = await open();
    try {
      await page.goto(an('/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Bag, 0 items' }).waitFor();
      const added = await page.evaluate(async ({ sku: skuId, product: productId }) => {
        const headers = { 'content-type': 'application/json' };
        await fetch('/api/auth/v0/an-us/tokens/guest', { method: 'POST' });
        const reply = await fetch('/api/checkout/v0/an-us/carts/items', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            cartType: 'TRANSACTIONAL',
            fulfillmentType: 'DIRECT',
            productId,
            skuId,
            poolId: 'US_DIRECT',
            quantity: 3,
          }),
        });
        return reply.status;
      }, sku!);
      expect(added).toBe(200);
      await page.reload();
      await hydrated(page);
      await page.getByRole('link', { name: 'Bag, 3 items' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('status, robots and redirects over HTTP', () => {
  it('/cart answers with noindex in the meta robots and X-Robots-Tag', async () => {
    const { context, page } = await open();
    try {
      const reply = await page.goto(an('/cart'));
      expect(reply?.status()).toBe(200);
      expect(reply?.headers()['x-robots-tag']).toMatch(/noindex/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    } finally {
      await context.close();
    }
  });

  it('an unknown path answers 404 with a not-found page', async () => {
    const { context, page } = await open();
    try {
      const reply = await page.goto(an('/no-such-page-e2e'));
      expect(reply?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a path that is not even a valid slug (apple-touch-icon.png, Mixed_Case) answers 404, not 500', async () => {
    for (const path of ['/apple-touch-icon.png', '/Not_A.Slug']) {
      const reply = await e2e.storefront.get(path, 'anthropologie.localhost');
      expect({ path, status: reply.status }).toEqual({ path, status: 404 });
    }
  });

  it('a path the redirect lookup knows answers 301', async () => {
    // The seed retires top-level categories as /old-<slug> (/old-dresses -> /dresses).
    expect(oldPath).toEqual({ from: '/old-dresses', to: '/dresses' });
    for (const [from, to] of [
      ['/store-locator', '/stores'],
      [oldPath!.from, oldPath!.to],
    ]) {
      const reply = await e2e.storefront.get(from!, 'anthropologie.localhost');
      expect({ from, status: reply.status, location: reply.headers.location }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });
});

describe('accessibility (axe): no serious or critical violations', () => {
  it.each([
    { label: 'home', path: '/' },
    { label: 'listing', path: '/clothing' },
    { label: 'product', path: 'product' },
    { label: 'cart', path: '/cart' },
    { label: 'not found', path: '/no-such-page-e2e' },
    { label: 'stores (German)', path: '/de-de/stores' },
    { label: 'login page', path: '/login?returnUrl=%2Fcart' },
    {
      label: 'back in stock',
      path: '/back-in-stock?productId=an-1&skuId=an-1-1&styleNumber=AN-4130921-001',
    },
    { label: 'sign-in dialog open', path: '/', signIn: true },
  ])('$label', async ({ path, signIn }) => {
    const { context, page } = await open();
    try {
      await page.goto(an(path === 'product' ? `/shop/${products.get('anthropologie')}` : path));
      await hydrated(page);
      if (signIn) {
        await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
        await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
        // The error states too: an empty submit marks both fields.
        await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
        await page.getByText('Please enter your password.').waitFor();
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
