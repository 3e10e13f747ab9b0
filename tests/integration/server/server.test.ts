import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientDir } from '../../../engine/server/ssr-entry.ts';
import { brandForHost } from '../../../engine/server/host-brand.ts';
import { sharedBuild, startStorefront } from './harness.ts';
import type { TestStorefront } from './harness.ts';

let storefront: TestStorefront;
let assets: { anthropologie: string; freePeople: string };
let distDir: string;

beforeAll(async () => {
  const { brands, dir } = await sharedBuild(['anthropologie', 'free-people']);
  distDir = dir;
  storefront = await startStorefront(brands, dir);
  const scriptOf = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
  assets = {
    anthropologie: scriptOf((await storefront.get('/')).text),
    freePeople: scriptOf((await storefront.get('/', 'free-people.localhost')).text),
  };
}, 300_000);

afterAll(async () => {
  await storefront?.close();
});

describe('host -> brand', () => {
  const ids = new Set(['anthropologie', 'free-people']);
  it.each([
    ['localhost', 'anthropologie'],
    ['localhost:3000', 'anthropologie'],
    ['127.0.0.1:3000', 'anthropologie'],
    ['[::1]:3000', 'anthropologie'],
    ['free-people.localhost:3000', 'free-people'],
    ['Free-People.LOCALHOST', 'free-people'],
    ['terrain.localhost', undefined],
    ['example.com', undefined],
    ['free-people.localhost.evil.example', undefined],
    [undefined, undefined],
  ])('%s -> %s', (host, brand) => {
    expect(brandForHost(host, ids)).toBe(brand);
  });

  it('renders the brand the host names', async () => {
    const home = await storefront.get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Anthropologie</title>');
    const fp = await storefront.get('/', 'free-people.localhost');
    expect(fp.status).toBe(200);
    expect(fp.text).toContain('<title>Free People</title>');
    expect(assets.anthropologie).toMatch(/^\/assets\/entry-client-.+\.js$/);
    expect(assets.freePeople).not.toBe(assets.anthropologie);
  });

  it('answers an unknown host with a 404 page', async () => {
    const reply = await storefront.get('/', 'terrain.localhost');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.text).toContain('<h1>Page not found</h1>');
    expect(reply.text).toContain('<html lang="en">');
  });
});

describe('pages', () => {
  it('passes cookies and the API base to render; a guest page gets no nonce, its inline script a hash (issue 9)', async () => {
    const reply = await storefront.get('/en-gb/', 'localhost', { cookie: 'consent=C0001; a=b' });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const script = /<script>([^<]*)<\/script>/.exec(reply.text)?.[1];
    expect(script).toContain('window.__fixture');
    const hash = createHash('sha256').update(script!, 'utf8').digest('base64');
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${hash}'`);
    expect(reply.text).toContain('"cookies":{"consent":"C0001","a":"b"}');
    expect(reply.text).toContain(`"apiBase":"http://127.0.0.1:${storefront.server.port}/api"`);
  });

  it("a shopper's page (token cookie) gets the request nonce, in the CSP and on its script", async () => {
    const reply = await storefront.get('/en-gb/', 'localhost', { cookie: 'sf_token=abc' });
    const nonce = /'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(reply.text).toContain(`<script nonce="${nonce}">`);
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('sends the status and headers render returns', async () => {
    const redirect = await storefront.get('/old');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/new');
    expect((await storefront.get('/missing')).status).toBe(404);
    const cart = await storefront.get('/cart');
    expect(cart.status).toBe(200);
    expect(cart.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('answers a render throw with a plain 500 page', async () => {
    const reply = await storefront.get('/boom');
    expect(reply.status).toBe(500);
    expect(reply.text).toContain('<h1>Something went wrong</h1>');
    expect(reply.text).not.toContain('fixture render failure');
    expect(reply.text).not.toContain('<script');
  });

  // Issue 4 Deliver §2: cookies the API set during SSR reach the browser, attributes untouched.
  it.each(['/signed-in', '/signed-in-redirect'])(
    '%s: sends each Set-Cookie render returns as its own header',
    async (path) => {
      const reply = await storefront.get(path);
      expect(reply.status).toBe(path === '/signed-in' ? 200 : 302);
      expect(reply.headers['set-cookie']).toEqual([
        'sf_token=fixture-token; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
        'sf_seen=1; Path=/',
      ]);
    },
  );

  it('sends no Set-Cookie when render returns none', async () => {
    expect((await storefront.get('/')).headers['set-cookie']).toBeUndefined();
  });

  it('serves robots.txt per brand', async () => {
    const robots = await storefront.get('/robots.txt', 'free-people.localhost');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('# Free People');
    expect(robots.text).toContain('Disallow: /api/');
  });
});

describe('security headers', () => {
  it("sends a shopper's page a CSP with a fresh nonce per request and no unsafe-inline script", async () => {
    const signedIn = { cookie: 'sf_token=abc' };
    const first = String(
      (await storefront.get('/', 'localhost', signedIn)).headers['content-security-policy'],
    );
    const second = String(
      (await storefront.get('/', 'localhost', signedIn)).headers['content-security-policy'],
    );
    const scriptSrc = (csp: string) => /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc(first)).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
    expect(first).not.toContain('unsafe-inline');
    expect(first).toContain("object-src 'none'");
  });

  it('sends the usual security headers', async () => {
    const { headers } = await storefront.get('/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('assets', () => {
  it('serves hashed assets of the host brand as immutable', async () => {
    const reply = await storefront.get(assets.anthropologie);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve one brand another brand asset', async () => {
    expect((await storefront.get(assets.anthropologie, 'free-people.localhost')).status).toBe(404);
  });

  it('refuses the manifest and paths out of the client folder', async () => {
    expect((await storefront.get('/assets/../.vite/manifest.json')).status).not.toBe(200);
    expect((await storefront.get('/assets/%2e%2e/%2e%2e/server/entry-server.js')).status).not.toBe(
      200,
    );
  });

  it('compresses responses for clients that accept it', async () => {
    const gzip = await storefront.get(assets.anthropologie, 'localhost', {
      'accept-encoding': 'gzip',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.wireBytes).toBeLessThan(gzip.text.length / 2);
    // A fresh page is compressed once, in gzip (half brotli's CPU), or brotli when that is all.
    const page = await storefront.get('/', 'localhost', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.text).toContain('</html>');
    const brotliOnly = await storefront.get('/', 'localhost', { 'accept-encoding': 'br' });
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(page.text).toContain('</html>');
    const plain = await storefront.get(assets.anthropologie, 'localhost', {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressed assets (issue 9)', () => {
  it('serves the .br and .gz files the build wrote, byte for byte, never compressing per request', async () => {
    const file = join(clientDir(distDir, 'anthropologie'), assets.anthropologie.slice(1));
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(existsSync(`${file}.gz`)).toBe(true);
    const brotli = await storefront.get(assets.anthropologie, 'localhost', {
      'accept-encoding': 'br, gzip',
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.wireBytes).toBe(readFileSync(`${file}.br`).length);
    expect(brotli.text).toBe(readFileSync(file, 'utf8'));
    const gzip = await storefront.get(assets.anthropologie, 'localhost', {
      'accept-encoding': 'gzip',
    });
    expect(gzip.wireBytes).toBe(readFileSync(`${file}.gz`).length);
  });
});

describe('favicon (issue 9)', () => {
  function icon(
    host: string,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port: storefront.server.port,
          path: '/favicon.ico',
          headers: { host },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end();
    });
  }

  it("serves each brand's favicon (a PNG) with long cache headers, without rendering a page", async () => {
    const errors = vi.spyOn(process.stderr, 'write');
    const anthropologie = await icon('localhost');
    expect(anthropologie.status).toBe(200);
    expect(anthropologie.headers['content-type']).toBe('image/png');
    const maxAge = Number(
      /max-age=(\d+)/.exec(String(anthropologie.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(86_400);
    expect(anthropologie.body.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    // The default is drawn in each brand's own colours.
    const freePeople = await icon('free-people.localhost');
    expect(freePeople.status).toBe(200);
    expect(freePeople.body.equals(anthropologie.body)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('commerce API', () => {
  it('is mounted under /api on every brand host', async () => {
    const reply = await storefront.get('/api/configuration/v0/an-us/configuration');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/application\/json/);
    const missing = await storefront.get('/api/nothing-here', 'free-people.localhost');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
