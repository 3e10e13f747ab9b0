import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyModuleAssets, readManifest } from '../../../engine/build/manifest.ts';
import { APP_ENTRIES } from '../../../engine/build/vite-config.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { clientDir } from '../../../engine/server/ssr-entry.ts';
import {
  APP_BUILD_BRANDS,
  FIXTURE_ENTRIES,
  sharedBuild,
  startIssuingProxy,
  startStorefront,
} from './harness.ts';
import type { IssuingProxy, TestReply, TestStorefront } from './harness.ts';

// The real app once its entries exist: the CSP must hold for what it actually renders.
const entries = [APP_ENTRIES.client, APP_ENTRIES.server].every((entry) =>
  existsSync(join(REPO_ROOT, entry)),
)
  ? APP_ENTRIES
  : FIXTURE_ENTRIES;
let distDir: string;
let storefront: TestStorefront;
let brand: ResolvedBrand;
// SSR's API calls go through a proxy that issues a guest token on first contact, so the
// Set-Cookie relay is seen through HTTP (no SSR loader of the app creates a token itself).
let proxy: IssuingProxy;

beforeAll(async () => {
  const build = await sharedBuild(APP_BUILD_BRANDS, entries);
  distDir = build.dir;
  brand = build.brands.find((one) => one.id === 'anthropologie')!;
  proxy = await startIssuingProxy();
  storefront = await startStorefront([brand], distDir, {
    seedProducts: 30,
    apiBase: () => proxy.url,
  });
  proxy.target = `http://127.0.0.1:${storefront.server.port}/api`;
}, 300_000);

afterAll(async () => {
  await storefront?.close();
  await proxy?.close();
});

function nonceOf(reply: TestReply): string {
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
    String(reply.headers['content-security-policy']),
  )?.[1];
  expect(nonce).toBeTruthy();
  return nonce ?? '';
}

describe(`pages under the CSP (${entries === APP_ENTRIES ? 'app' : 'fixture app'} entries)`, () => {
  it.each(['/', '/en-gb', '/cart'])(
    '%s: every script and style element carries the request nonce',
    async (path) => {
      const reply = await storefront.get(path);
      expect(reply.status).toBeLessThan(500);
      if (reply.status >= 300 && reply.status < 400) return;
      const nonce = nonceOf(reply);
      const elements = [...reply.text.matchAll(/<(script|style)\b[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(elements.length).toBeGreaterThan(0);
      for (const element of elements) expect(element).toContain(`nonce="${nonce}"`);
      // Inline handlers cannot carry a nonce; script-src-attr 'none' would block them.
      expect(reply.text).not.toMatch(/<[^>]+\son[a-z]+=/i);
    },
  );

  it('answers the status render returns, with the page', async () => {
    const reply = await storefront.get('/no-such-page-anywhere-4711');
    expect([404, 301, 302]).toContain(reply.status);
    if (reply.status === 404) expect(reply.text).toContain('</html>');
  });
});

async function productSlug(): Promise<string> {
  const [row] = await storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
     AND NOT coalesce((flags->>'removeForLegalReasons')::boolean, false) ORDER BY slug LIMIT 1`,
  );
  expect(row).toBeDefined();
  return row!.slug;
}

async function tokenCount(): Promise<number> {
  const [row] = await storefront.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tokens');
  return row!.n;
}

const tokenCookieOf = (reply: TestReply): string[] =>
  ([] as string[])
    .concat(reply.headers['set-cookie'] ?? [])
    .filter((line) => line.startsWith('sf_token='));

describe.runIf(entries === APP_ENTRIES)(
  'Set-Cookie relay from the API during SSR (issue 4 Deliver §2)',
  () => {
    it('a first visit gets the token cookie the API issued, with the attributes the API chose', async () => {
      const before = await tokenCount();
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      expect(reply.status).toBe(200);
      const cookies = tokenCookieOf(reply);
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(/^sf_token=[^;]+;/);
      expect(cookies[0]).toMatch(/; HttpOnly/i);
      expect(cookies[0]).toMatch(/; SameSite=Lax/i);
      expect(cookies[0]).toMatch(/; Path=\//);
      // One render, one guest token.
      expect(await tokenCount()).toBe(before + 1);
    });

    it('a second visit with that cookie gets no new token, and every API call carries it', async () => {
      const first = await storefront.get('/');
      const token = /^sf_token=([^;]+)/.exec(tokenCookieOf(first)[0] ?? '')?.[1];
      expect(token).toBeTruthy();
      const before = await tokenCount();
      const callsBefore = proxy.calls.length;
      const second = await storefront.get('/', 'localhost', { cookie: `sf_token=${token}` });
      expect(second.status).toBe(200);
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(await tokenCount()).toBe(before);
      const calls = proxy.calls.slice(callsBefore);
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.cookie).toContain(`sf_token=${token}`);
    });

    it('a redirect answer relays the cookie too', async () => {
      const reply = await storefront.get('/en-gb/account');
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe('/en-gb/account/dashboard');
      expect(tokenCookieOf(reply)).toHaveLength(1);
    });
  },
);

describe.runIf(entries === APP_ENTRIES)(
  'route chunk preload (issue 4 Deliver §2, §9: no chunk waterfall)',
  () => {
    const preloads = (reply: TestReply) =>
      [...reply.text.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    const stylesheets = (reply: TestReply) =>
      [...reply.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const head = (reply: TestReply) => reply.text.slice(0, reply.text.indexOf('</head>'));

    async function expectAllServed(urls: readonly string[]): Promise<void> {
      for (const url of urls)
        expect({ url, status: (await storefront.get(url)).status }).toEqual({ url, status: 200 });
    }

    it('a product page preloads the entry, the product page chunk and the strings of its locale', async () => {
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      expect(reply.status).toBe(200);
      const urls = preloads(reply);
      expect(head(reply)).toContain('rel="modulepreload"');
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/entry-client-[^/]+\.js$/));
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/product-page-[^/]+\.js$/));
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/en-US-[^/]+\.js$/));
      expect(urls).not.toContainEqual(expect.stringMatching(/listing-page/));
      await expectAllServed([...urls, ...stylesheets(reply)]);
    });

    it('a listing page preloads the listing page chunk, not the product one', async () => {
      const category = brand.content.navigation.items.find(
        (item) => item.slug && item.typeCode === 'DEFAULT',
      );
      expect(category).toBeDefined();
      const reply = await storefront.get(`/${category!.slug}`);
      expect(reply.status).toBe(200);
      const urls = preloads(reply);
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/listing-page-[^/]+\.js$/));
      expect(urls).not.toContainEqual(expect.stringMatching(/product-page/));
      await expectAllServed([...urls, ...stylesheets(reply)]);
    });

    it('the home page preloads the content page chunk and the chunks of the components it composes', async () => {
      const reply = await storefront.get('/');
      expect(reply.status).toBe(200);
      const urls = preloads(reply);
      // What the build split out: the content page and each component of the home page's modules
      // (RichText rides in the entry with the promo banner, so it has nothing left to preload).
      const lazy = lazyModuleAssets(readManifest(clientDir(distDir, 'anthropologie')));
      const modules = [
        'engine/pages/content/content-page.tsx',
        'engine/components/content/hero.tsx',
      ]
        .concat(
          ['category-grid', 'product-tray', 'rich-text'].map(
            (name) => `engine/components/content/${name}.tsx`,
          ),
        )
        .filter((module) => lazy[module]);
      expect(modules).toContain('engine/components/content/hero.tsx');
      for (const module of modules) {
        for (const script of lazy[module]!.scripts) expect(urls).toContain(script);
      }
      expect(urls).not.toContainEqual(expect.stringMatching(/product-page|listing-page/));
      await expectAllServed([...urls, ...stylesheets(reply)]);
    });

    it('a French site preloads the fr-FR strings chunk', async () => {
      const reply = await storefront.get('/fr-fr/cart');
      expect(preloads(reply)).toContainEqual(expect.stringMatching(/\/assets\/fr-FR-[^/]+\.js$/));
    });
  },
);
