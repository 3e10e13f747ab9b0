import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { ApiCookieJar } from '../../../engine/app/ssr/cookie-relay.ts';
import { createRenderer, SSR_RENDER_TIMEOUT_MS } from '../../../engine/app/ssr/renderer.ts';
import { lazyModuleAssets } from '../../../engine/build/manifest.ts';
import type { Manifest } from '../../../engine/build/manifest.ts';
import { validateBrands } from '../../support/brands.ts';
import type { RenderFunction } from '../../../engine/app/ssr/render-contract.ts';
import { bodyText } from '../ssr/ssr-harness.ts';
import frFR from '../../../engine/i18n/locales/fr-FR.json' with { type: 'json' };
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';

/**
 * Issue 4 Deliver §2: a slow commerce API must not hang a server-rendered page. The render is cut
 * after its limit (here set low through createRenderer's option) and the shopper gets the global
 * 500 page in the site's language, never indexed.
 */
let api: TestApi;
let render: RenderFunction;

beforeAll(async () => {
  const report = validateBrands({ brands: ['anthropologie'] });
  const brand = report.brands[0]!.resolved!;
  api = await startApi({ brands: [brand as unknown as ApiBrandConfig] });
  render = createRenderer(brand, { renderTimeoutMs: 250 });
}, 60_000);

afterAll(() => api?.close());

afterEach(async () => {
  await api.client().request('DELETE', '/__test/faults');
  vi.restoreAllMocks();
});

const renderPage = (url: string) =>
  render({
    url,
    method: 'GET',
    headers: { host: 'localhost' },
    cookies: {},
    nonce: 'nonce-1',
    apiBase: api.url,
    assets: { scripts: ['/assets/entry-client-abc123.js'], styles: [] },
  });

/** Holds the product lookup of a site for longer than the render may take. */
async function slowProducts(siteId: string): Promise<void> {
  const reply = await api.client().post('/__test/faults', {
    pathPrefix: `/catalog/v1/${siteId}/pools`,
    fault: 'delay',
    delayMs: 3_000,
    times: 5,
  });
  expect(reply.status).toBe(201);
}

describe('render time-out (issue 4 Deliver §2)', () => {
  it('has a documented default', () => {
    expect(SSR_RENDER_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('a slow product call answers 500 with the global error page, noindex, and logs an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await slowProducts('an-us');
    // Without the time-out this unseeded product would answer 404 after the 3 s delay.
    const result = await renderPage('/shop/any-product');
    expect(result.status).toBe(500);
    expect(result.headers['X-Robots-Tag']).toBe('noindex, nofollow');
    const html = await bodyText(result);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(
      '<h1>Oops! Something went wrong on our end. Please try again in a moment.</h1>',
    );
    expect(html).not.toContain('<script');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/timed out after 250 ms/));
  });

  it('the 500 page is in the site language (errors.global500Text)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await slowProducts('an-fr');
    const result = await renderPage('/fr-fr/shop/any-product');
    expect(result.status).toBe(500);
    const html = await bodyText(result);
    expect(html).toContain('<html lang="fr-FR">');
    expect(html).toContain(`<h1>${frFR['errors.global500Text']}</h1>`);
  });
});

describe('API cookies during one render (issue 4 Deliver §2)', () => {
  const local = { headers: { host: 'localhost:3000', cookie: 'a=1; sf_token=old' }, cookies: {} };

  it('sends the shopper cookies, then the token the API set for the later calls', () => {
    const jar = new ApiCookieJar(local);
    expect(jar.header()).toBe('a=1; sf_token=old');
    jar.receive(['sf_token=new; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax']);
    expect(jar.header()).toBe('a=1; sf_token=new');
    expect(jar.setCookies()).toEqual([
      'sf_token=new; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('a cleared cookie is no longer sent, and the clearing is relayed', () => {
    const jar = new ApiCookieJar(local);
    jar.receive(['sf_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
    expect(jar.header()).toBe('a=1');
    expect(jar.setCookies()).toHaveLength(1);
  });

  it('builds the header from parsed cookies when the raw header is absent', () => {
    const jar = new ApiCookieJar({ headers: {}, cookies: { consent: 'C0001 C0002' } });
    expect(jar.header()).toBe('consent=C0001%20C0002');
  });

  it('adds Secure for a shopper not on localhost (the API only saw the loopback host)', () => {
    const jar = new ApiCookieJar({ headers: { host: 'www.anthropologie.example' }, cookies: {} });
    jar.receive(['sf_token=new; Path=/; HttpOnly; SameSite=Lax', 'b=2; Path=/; Secure']);
    expect(jar.setCookies()).toEqual([
      'sf_token=new; Path=/; HttpOnly; SameSite=Lax; Secure',
      'b=2; Path=/; Secure',
    ]);
  });

  it('ignores a malformed cookie name', () => {
    const jar = new ApiCookieJar({ headers: { cookie: 'ok=1; bad name=2; =3' }, cookies: {} });
    jar.receive(['bad name=1; Path=/']);
    expect(jar.header()).toBe('ok=1');
    expect(jar.setCookies()).toEqual([]);
  });
});

describe('lazy module assets from the manifest (issue 4 Deliver §2: chunk preload)', () => {
  const manifest: Manifest = {
    'engine/app/entry-client.tsx': {
      file: 'assets/entry-client-AAAAAAAA.js',
      src: 'engine/app/entry-client.tsx',
      isEntry: true,
      imports: ['_shared-BBBBBBBB.js'],
      css: ['assets/entry-client-CCCCCCCC.css'],
    },
    '_shared-BBBBBBBB.js': { file: 'assets/shared-BBBBBBBB.js' },
    '_money-DDDDDDDD.js': { file: 'assets/money-DDDDDDDD.js', css: ['assets/money-EEEEEEEE.css'] },
    'engine/app/pages/product-page.tsx': {
      file: 'assets/product-page-FFFFFFFF.js',
      src: 'engine/app/pages/product-page.tsx',
      isDynamicEntry: true,
      imports: ['engine/app/entry-client.tsx', '_shared-BBBBBBBB.js', '_money-DDDDDDDD.js'],
      css: ['assets/product-page-GGGGGGGG.css'],
    },
  };

  it('lists a page chunk with its static imports and CSS, minus the first load', () => {
    expect(lazyModuleAssets(manifest)).toEqual({
      'engine/app/pages/product-page.tsx': {
        scripts: ['/assets/product-page-FFFFFFFF.js', '/assets/money-DDDDDDDD.js'],
        styles: ['/assets/product-page-GGGGGGGG.css', '/assets/money-EEEEEEEE.css'],
      },
    });
  });
});
