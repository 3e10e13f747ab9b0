import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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
// The same build with the page cache on, its API in process (issue 9: cacheable pages).
let cached: TestStorefront;
// The same build without the sub-request cache, its SSR calls recorded.
let uncachedProxy: IssuingProxy;
let uncached: TestStorefront;

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
  cached = await startStorefront([brand], distDir, {
    seedProducts: 30,
    server: { pageCache: true },
  });
  uncachedProxy = await startIssuingProxy();
  uncached = await startStorefront([brand], distDir, {
    seedProducts: 30,
    apiBase: () => uncachedProxy.url,
    server: { subRequestCache: false },
  });
  uncachedProxy.target = `http://127.0.0.1:${uncached.server.port}/api`;
}, 300_000);

afterAll(async () => {
  await storefront?.close();
  await proxy?.close();
  await cached?.close();
  await uncached?.close();
  await uncachedProxy?.close();
});

function nonceOf(reply: TestReply): string {
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
    String(reply.headers['content-security-policy']),
  )?.[1];
  expect(nonce).toBeTruthy();
  return nonce ?? '';
}

/** A token the API does not know: the issuing proxy replaces it with a fresh guest token. */
const EXPIRED = { cookie: 'sf_token=expired-token' };

describe(`pages under the CSP (${entries === APP_ENTRIES ? 'app' : 'fixture app'} entries)`, () => {
  it.each(['/', '/en-gb', '/cart'])(
    "%s: a shopper's page (token cookie): every script and style element carries the request nonce",
    async (path) => {
      const reply = await storefront.get(path, 'localhost', EXPIRED);
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

  it.each(['/', '/en-gb', '/cart'])(
    "%s: a guest's page has no nonce; its CSP lists the hash of every inline script and style (issue 9)",
    async (path) => {
      const reply = await storefront.get(path);
      expect(reply.status).toBeLessThan(500);
      if (reply.status >= 300 && reply.status < 400) return;
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).not.toContain("'nonce-");
      expect(reply.text).not.toContain('nonce=');
      expect(csp).not.toContain('unsafe-inline');
      const allowed = (directive: string) =>
        (new RegExp(`${directive} ([^;]+)`).exec(csp)?.[1] ?? '').split(' ');
      const inline = [...reply.text.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
        ([, element, attributes]) =>
          element === 'style'
            ? true
            : !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes ?? ''),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const [, element, , text] of inline) {
        const hash = `'sha256-${createHash('sha256')
          .update(text ?? '', 'utf8')
          .digest('base64')}'`;
        expect(allowed(element === 'style' ? 'style-src' : 'script-src')).toContain(hash);
      }
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
    it("a guest's first visit asks for no token and sets no cookie (issue 9)", async () => {
      const before = await tokenCount();
      const callsBefore = proxy.calls.length;
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      expect(reply.status).toBe(200);
      expect(reply.headers['set-cookie']).toBeUndefined();
      expect(await tokenCount()).toBe(before);
      const calls = proxy.calls.slice(callsBefore);
      expect(calls.map((call) => call.path)).not.toContainEqual(
        expect.stringMatching(/tokens\/current/),
      );
    });

    it('a visit with an unknown token gets the token cookie the API issued, with the attributes the API chose', async () => {
      const before = await tokenCount();
      const reply = await storefront.get(`/shop/${await productSlug()}`, 'localhost', EXPIRED);
      expect(reply.status).toBe(200);
      const cookies = tokenCookieOf(reply);
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatch(/^sf_token=[^;]+;/);
      expect(cookies[0]).toMatch(/; HttpOnly/i);
      expect(cookies[0]).toMatch(/; SameSite=Lax/i);
      expect(cookies[0]).toMatch(/; Path=\//);
      // One render, one guest token; a page that sets a cookie is nobody else's.
      expect(await tokenCount()).toBe(before + 1);
      expect(reply.headers['cache-control']).toBe('private, no-store');
    });

    it("a second visit with that cookie gets no new token; the shopper's calls carry it, shared reads do not", async () => {
      const first = await storefront.get('/', 'localhost', EXPIRED);
      const token = /^sf_token=([^;]+)/.exec(tokenCookieOf(first)[0] ?? '')?.[1];
      expect(token).toBeTruthy();
      const before = await tokenCount();
      const callsBefore = proxy.calls.length;
      const second = await storefront.get('/', 'localhost', { cookie: `sf_token=${token}` });
      expect(second.status).toBe(200);
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(await tokenCount()).toBe(before);
      const calls = proxy.calls.slice(callsBefore);
      const shopper = calls.filter((call) => /\/auth\//.test(call.path));
      expect(shopper.length).toBeGreaterThan(0);
      for (const call of shopper) expect(call.cookie).toContain(`sf_token=${token}`);
      for (const call of calls.filter((call) => /\/(catalog|content)\//.test(call.path)))
        expect(call.cookie).toBe('');
    });

    it('a redirect answer relays the cookie too', async () => {
      const reply = await storefront.get('/en-gb/account', 'localhost', EXPIRED);
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
      [...reply.text.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    const stylesheets = (reply: TestReply) =>
      [...reply.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
    const head = (reply: TestReply) => reply.text.slice(0, reply.text.indexOf('</head>'));

    async function expectAllServed(urls: readonly string[]): Promise<void> {
      for (const url of urls)
        expect({ url, status: (await storefront.get(url)).status }).toEqual({ url, status: 200 });
    }

    it('a page carries its small stylesheets inline, so no stylesheet request blocks its first paint (issue 9 Lighthouse)', async () => {
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      expect(reply.status).toBe(200);
      expect(stylesheets(reply)).toEqual([]);
      const inline = [...head(reply).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
        (m) => m[1]!,
      );
      // The theme, the entry's stylesheet and the product page's own (product-page.css).
      expect(inline.length).toBeGreaterThanOrEqual(3);
      expect(inline.some((css) => css.includes('.sf-product'))).toBe(true);
      expect(head(reply)).not.toMatch(/rel=preload; as=style|as="style"/);
    });

    it('a product page asks for its main image before its scripts (issue 9: Lighthouse LCP)', async () => {
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      const pageHead = head(reply);
      const image = pageHead.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
      expect(image).toBeGreaterThan(-1);
      expect(image).toBeLessThan(pageHead.indexOf('<link rel="modulepreload"'));
    });

    it("the home page asks for its hero image first, from the head (issue 9: Lighthouse LCP, 'fetchpriority=high should be applied')", async () => {
      const pageHead = head(await storefront.get('/'));
      const hero = pageHead.search(
        /<link rel="preload" as="image" href="[^"]*\/home\/hero[^"]*"[^>]*fetchPriority="high"/,
      );
      expect(hero).toBeGreaterThan(-1);
      expect(hero).toBeLessThan(pageHead.indexOf('<link rel="modulepreload"'));
    });

    it('a page fetches its scripts at low priority, after its largest image and first paint (issue 9: Lighthouse LCP)', async () => {
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      const preloadTags = [...head(reply).matchAll(/<link rel="modulepreload"[^>]*>/g)];
      const scriptTags = [...reply.text.matchAll(/<script type="module"[^>]*>/g)];
      expect(preloadTags.length).toBeGreaterThan(1);
      expect(scriptTags.length).toBeGreaterThan(0);
      for (const [tag] of [...preloadTags, ...scriptTags])
        expect(tag).toContain('fetchpriority="low"');
      expect(head(reply)).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    });

    it('a product page preloads the entry, the product page chunk (with its sections) and the strings of its locale', async () => {
      const reply = await storefront.get(`/shop/${await productSlug()}`);
      expect(reply.status).toBe(200);
      const urls = preloads(reply);
      expect(head(reply)).toContain('rel="modulepreload"');
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/entry-client-[^/]+\.js$/));
      expect(urls).toContainEqual(expect.stringMatching(/\/assets\/product-chunk-[^/]+\.js$/));
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
      expect(urls).not.toContainEqual(expect.stringMatching(/product-chunk/));
      await expectAllServed([...urls, ...stylesheets(reply)]);
    });

    it('the home page preloads the content page chunk and the chunks of the components it composes', async () => {
      const reply = await storefront.get('/');
      expect(reply.status).toBe(200);
      const urls = preloads(reply);
      // The content page and the modules pages are composed of are one chunk (content-chunk.ts).
      const lazy = lazyModuleAssets(readManifest(clientDir(distDir, 'anthropologie')));
      const chunk = lazy['engine/pages/content/content-chunk.ts'];
      expect(chunk?.scripts.length).toBeGreaterThan(0);
      for (const script of chunk!.scripts) expect(urls).toContain(script);
      expect(urls).not.toContainEqual(expect.stringMatching(/product-chunk|listing-page/));
      await expectAllServed([...urls, ...stylesheets(reply)]);
    });

    it('a French site preloads the fr-FR strings chunk', async () => {
      const reply = await storefront.get('/fr-fr/cart');
      expect(preloads(reply)).toContainEqual(expect.stringMatching(/\/assets\/fr-FR-[^/]+\.js$/));
    });
  },
);

describe.runIf(entries === APP_ENTRIES)('the render path (issue 9)', () => {
  it('a listing asks for its tiles only: no content page it knows is not there, no token', async () => {
    // Not the listing the preload tests render: its tiles are in the sub-request cache by now.
    const category = brand.content.navigation.items
      .filter((item) => item.slug && item.typeCode === 'DEFAULT')
      .at(-1);
    expect(category).toBeDefined();
    const callsBefore = proxy.calls.length;
    const reply = await storefront.get(`/${category!.slug}`);
    expect(reply.status).toBe(200);
    expect(proxy.calls.slice(callsBefore).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /catalog/v0/an-us/categories/${category!.slug}/tiles`,
    ]);
  });

  it('sends the first-load files as 103 Early Hints before the page', async () => {
    const hints: string[] = [];
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port: storefront.server.port,
          path: '/shop/' + 'no-such-product-4711',
          headers: { host: `localhost:${storefront.server.port}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('information', (info) => {
        if (info.statusCode === 103) hints.push(String(info.headers.link ?? ''));
      });
      sent.on('error', reject);
      sent.end();
    });
    // The route is known before the product is looked up: the hints come whatever it finds.
    expect(status).toBe(404);
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatch(/<\/assets\/entry-client-[^>]+\.js>; rel=modulepreload/);
    // The stylesheets come inline with the page: hinting their files would fetch them for nothing.
    expect(hints[0]).not.toMatch(/\.css>/);
  });
});

/** The 'sha256-...' sources a page's inline scripts and styles need, by directive. */
function inlineSources(html: string): { script: string[]; style: string[] } {
  const sources = { script: [] as string[], style: [] as string[] };
  for (const [, element, attributes, text] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g,
  )) {
    if (element === 'script' && /\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes ?? ''))
      continue;
    sources[element as 'script' | 'style'].push(
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return sources;
}

const directive = (reply: TestReply, name: string): string[] =>
  (new RegExp(`${name} ([^;]+)`).exec(String(reply.headers['content-security-policy']))?.[1] ?? '')
    .split(' ')
    .filter(Boolean);

async function signIn(target: TestStorefront): Promise<string> {
  const answer = await fetch(
    `http://127.0.0.1:${target.server.port}/api/auth/v0/an-us/tokens/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shopper@anthropologie.example', password: 'Storefront!2026' }),
    },
  );
  expect(answer.status).toBe(200);
  const token = /^sf_token=([^;]+)/.exec(answer.headers.getSetCookie()[0] ?? '')?.[1];
  expect(token).toBeTruthy();
  return `sf_token=${token}`;
}

describe.runIf(entries === APP_ENTRIES)('cacheable pages (issue 9 Deliver §3)', () => {
  it("a guest's product page is public for shared caches: s-maxage, stale-while-revalidate, Vary, no Set-Cookie", async () => {
    const reply = await cached.get(`/shop/${await productSlug()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(String(reply.headers.vary).toLowerCase().split(/,\s*/)).toEqual([
      'accept-encoding',
      'cookie',
      'x-storefront-webview',
    ]);
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it.each(['/cart', '/checkout', '/login', '/no-such-page-4711'])(
    '%s is private, no-store even for a guest',
    async (path) => {
      const reply = await cached.get(path);
      if (reply.status >= 300 && reply.status < 400) return;
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(reply.headers['set-cookie']).toBeUndefined();
    },
  );

  it('the page cache keeps a guest page: the same bytes for every guest, no nonce, its inline elements allowed by hash', async () => {
    const path = `/shop/${await productSlug()}?cache-test=1`;
    const stats = cached.server.caches.pages!.stats;
    const first = await cached.get(path);
    const hitsBefore = stats.hits;
    const second = await cached.get(path, 'localhost', { 'accept-encoding': 'br, gzip' });
    expect(stats.hits).toBe(hitsBefore + 1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
    expect(String(second.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(second.text).not.toContain('nonce=');
    const sources = inlineSources(second.text);
    expect(sources.style.length).toBeGreaterThan(0);
    for (const hash of sources.style) expect(directive(second, 'style-src')).toContain(hash);
    for (const hash of sources.script) expect(directive(second, 'script-src')).toContain(hash);
  });

  it("a signed-in shopper's page is never stored, and never answered from a guest's copy", async () => {
    const path = `/shop/${await productSlug()}?cache-test=2`;
    const pages = cached.server.caches.pages!;
    const guest = await cached.get(path);
    expect(guest.headers['cache-control']).toMatch(/^public/);
    const size = pages.size;
    const hits = pages.stats.hits + pages.stats.stale;
    const cookie = await signIn(cached);
    const shopper = await cached.get(path, 'localhost', { cookie });
    expect(shopper.status).toBe(200);
    expect(shopper.headers['cache-control']).toBe('private, no-store');
    expect(shopper.text).toContain('"registered"');
    expect(guest.text).not.toContain('"registered"');
    expect(pages.stats.hits + pages.stats.stale).toBe(hits);
    expect(pages.size).toBe(size);
    // Its own nonce, in the CSP and on its elements.
    const nonce = /'nonce-([^']+)'/.exec(String(shopper.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(shopper.text).toContain(`nonce="${nonce}"`);
    // A signed-in page of a shopper-only route is not stored either.
    const account = await cached.get('/account/dashboard', 'localhost', { cookie });
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect(pages.size).toBe(size);
  });

  it('a webview and a flag cookie get their own copies', async () => {
    const path = `/shop/${await productSlug()}?cache-test=3`;
    const plain = await cached.get(path);
    const webview = await cached.get(path, 'localhost', { 'x-storefront-webview': 'true' });
    expect(webview.text).not.toBe(plain.text);
    expect(webview.headers['x-robots-tag']).toBe('noindex, nofollow');
  });
});

describe.runIf(entries === APP_ENTRIES)('sub-request cache (issue 9 Deliver §2)', () => {
  const productCalls = (calls: readonly { path: string }[], slug: string) =>
    calls.filter((call) => call.path.includes(`slug=${slug}`)).length;

  it("renders share a shared read's answer: the product call reaches the API once for two pages", async () => {
    const slug = await productSlug();
    const before = proxy.calls.length;
    expect((await storefront.get(`/shop/${slug}?shared=1`)).status).toBe(200);
    expect((await storefront.get(`/shop/${slug}?shared=2`)).status).toBe(200);
    expect(productCalls(proxy.calls.slice(before), slug)).toBeLessThanOrEqual(1);
    expect(storefront.server.caches.subRequests!.stats.hits).toBeGreaterThan(0);
  });

  it('switched off (subRequestCache: false), every render asks the API', async () => {
    expect(uncached.server.caches.subRequests).toBeUndefined();
    const slug = await productSlug();
    const before = uncachedProxy.calls.length;
    expect((await uncached.get(`/shop/${slug}`)).status).toBe(200);
    expect((await uncached.get(`/shop/${slug}`)).status).toBe(200);
    expect(productCalls(uncachedProxy.calls.slice(before), slug)).toBe(2);
  });

  it("never serves an answer that depends on the shopper's token: the token's calls go every time, with the cookie", async () => {
    const cookie = await signIn(storefront);
    const before = proxy.calls.length;
    await storefront.get('/', 'localhost', { cookie });
    await storefront.get('/', 'localhost', { cookie });
    const tokenCalls = proxy.calls
      .slice(before)
      .filter((call) => call.path.includes('/tokens/current'));
    expect(tokenCalls).toHaveLength(2);
    for (const call of tokenCalls) expect(call.cookie).toContain(cookie);
  });
});
