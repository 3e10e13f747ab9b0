import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness, SsrPage } from './ssr-harness.ts';

/**
 * Shell spec §2.2: "an Android back-in-stock modal path takes returnUrl, productId, skuId and
 * styleNumber" (/back-in-stock), server-rendered against a real, seeded API.
 */
let ssr: SsrHarness;
let item: { productId: string; skuId: string; styleNumber: string };

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
  const [row] = await ssr.api.db.query<{
    product_id: string;
    sku_id: string;
    style_number: string;
  }>(
    `SELECT p.id AS product_id, s.id AS sku_id, p.style_number FROM skus s
     JOIN products p ON p.id = s.product_id
     WHERE p.brand_id = 'anthropologie' AND s.back_in_stock_eligible ORDER BY s.id LIMIT 1`,
  );
  item = { productId: row!.product_id, skuId: row!.sku_id, styleNumber: row!.style_number };
}, 180_000);
afterAll(() => ssr?.close());

const get = (url: string, options?: Parameters<SsrHarness['get']>[2]) =>
  ssr.get('anthropologie', url, options);
const beforeScripts = (page: SsrPage) => page.html.slice(0, page.html.indexOf('<script'));
const url = (query: Record<string, string>, path = '/back-in-stock') =>
  `${path}?${new URLSearchParams(query).toString()}`;
const continueHref = (page: SsrPage) =>
  /<a[^>]*href="([^"]*)"[^>]*>Continue<\/a>/.exec(beforeScripts(page))?.[1];

describe('/back-in-stock: the Android back-in-stock modal path (shell spec §2.2)', () => {
  it('shows the “Notify me” form with the email field, slim header and footer, not indexed', async () => {
    const page = await get(url({ ...item, returnUrl: '/shop/some-dress' }));
    expect(page.status).toBe(200);
    const html = beforeScripts(page);
    expect(html).toContain('Notify Me When It’s Back</h1>');
    expect(html).toMatch(/<label for="[^"]+">Email address<\/label>/);
    expect(html).toContain('type="email"');
    expect(html).toMatch(/<button type="submit" class="sf-button">Notify Me<\/button>/);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('sf-header--slim');
    expect(html).toContain('sf-footer--slim');
    expect(page.headers['X-Robots-Tag']).toBe('noindex, follow');
  });

  it('in the webview (where the app opens it): no header or footer, never indexed', async () => {
    const page = await get(url({ ...item, webview: 'true' }));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<header');
    expect(page.html).not.toContain('<footer');
    expect(page.headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(beforeScripts(page)).toContain('Notify Me</button>');
  });

  it.each([
    ['no productId', { skuId: 'x', styleNumber: 'AN-1-001' }],
    ['no skuId', { productId: 'x', styleNumber: 'AN-1-001' }],
    ['no styleNumber', { productId: 'x', skuId: 'y' }],
    ['a blank productId', { productId: '   ', skuId: 'y', styleNumber: 'AN-1-001' }],
    ['a too long skuId', { productId: 'x', skuId: 'y'.repeat(65), styleNumber: 'AN-1-001' }],
    ['a malformed styleNumber', { productId: 'x', skuId: 'y', styleNumber: 'an-1-001' }],
    [
      'a hostile styleNumber',
      { productId: 'x', skuId: 'y', styleNumber: '<script>alert(1)</script>' },
    ],
  ])(
    'with %s: a clear message on the page (200, never a 500), no form, a way back',
    async (_case, query) => {
      const page = await get(url({ ...query, returnUrl: '/shop/some-dress' }));
      expect(page.status).toBe(200);
      const html = beforeScripts(page);
      expect(html).toMatch(
        /<p class="sf-error" role="alert">We couldn’t tell which item you’d like to hear about\./,
      );
      expect(html).not.toContain('type="email"');
      expect(continueHref(page)).toBe('/shop/some-dress');
      expect(page.html).not.toContain('<script>alert');
    },
  );

  it('hostile ids are never written into the page as markup', async () => {
    const page = await get(
      url({ ...item, productId: '"><img src=x onerror=alert(1)>', returnUrl: '/' }),
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('onerror=alert(1)>');
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    ['/shop/some-dress?color=blue', '/shop/some-dress?color=blue'],
  ])(
    'returnUrl %j: Continue goes to %s (same-origin relative paths only)',
    async (returnUrl, to) => {
      // An invalid item shows the Continue link at once; the confirmation uses the same link.
      const page = await get(url({ productId: 'x', returnUrl }));
      expect(continueHref(page)).toBe(to.replace(/&/g, '&amp;'));
      expect(page.html).not.toMatch(/href="(https?:)?\/\/evil/);
      expect(page.html).not.toContain('href="javascript:');
    },
  );

  it('the Continue link stays on the shopper’s site (context path)', async () => {
    const page = await get(
      url({ productId: 'x', returnUrl: '/shop/some-dress' }, '/en-gb/back-in-stock'),
    );
    expect(page.status).toBe(200);
    expect(continueHref(page)).toBe('/en-gb/shop/some-dress');
  });

  it('strings come from the site’s language', async () => {
    const page = await get(url({ ...item }, '/fr-fr/back-in-stock'));
    expect(page.status).toBe(200);
    expect(beforeScripts(page)).toContain('Prévenez-moi de son retour</h1>');
    expect(beforeScripts(page)).toContain('Me prévenir</button>');
  });
});
