import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBuild, startStorefront } from './harness.ts';
import type { TestStorefront } from './harness.ts';

/**
 * Brand images (issue 4 §7: images never break): brand-configs/<brand>/assets, copied by the build
 * into dist/<brand>/client/static/brands/<brand>/ and served at /static/brands/<brand>/ on that
 * brand's hosts only.
 */
let storefront: TestStorefront;

const HERO = '/static/brands/anthropologie/home/hero-holiday-2026.svg';
const FP_HERO = '/static/brands/free-people/home/hero-layers.svg';

beforeAll(async () => {
  const { brands, dir } = await sharedBuild(['anthropologie', 'free-people']);
  storefront = await startStorefront(brands, dir);
}, 300_000);

afterAll(async () => {
  await storefront?.close();
});

describe('brand images (issue 4 §7)', () => {
  it('serves an image of the host brand as SVG with an hour of caching', async () => {
    const reply = await storefront.get(HERO, 'anthropologie.localhost', {
      'accept-encoding': 'identity',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Names are not hashed: cached, but not immutable.
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends SVG with a CSP under which it cannot run script or load anything', async () => {
    const csp = String((await storefront.get(HERO)).headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(csp).toContain('sandbox');
    expect(csp).not.toContain('nonce-');
  });

  it("serves each brand's own images on its own host", async () => {
    const reply = await storefront.get(FP_HERO, 'free-people.localhost');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("answers another brand's image on this brand's host with 404", async () => {
    expect((await storefront.get(FP_HERO, 'anthropologie.localhost')).status).toBe(404);
    expect((await storefront.get(HERO, 'free-people.localhost')).status).toBe(404);
  });

  it.each([
    // another brand's folder reached from this brand's own
    '/static/brands/anthropologie/../free-people/home/hero-layers.svg',
    '/static/brands/anthropologie/..%2ffree-people/home/hero-layers.svg',
    '/static/brands/anthropologie/..%2Ffree-people%2Fhome%2Fhero-layers.svg',
    '/static/brands/anthropologie/%2e%2e/%2e%2e/server/entry-server.js',
    '/static/brands/anthropologie/..%5c..%5cserver%5centry-server.js',
    '/static/brands/anthropologie/home%2fhero-holiday-2026.svg',
    '/static/brands/anthropologie/../../.vite/manifest.json',
    '/static/brands/anthropologie/home/.hidden.svg',
    '/static/brands/anthropologie//home/hero-holiday-2026.svg',
    '/static/brands/anthropologie/home/hero-holiday-2026.svg/',
    '/static/brands/anthropologie/home/missing.svg',
    '/static/brands/anthropologie/',
    '/static/brands/anthropologie',
    '/static/brands/',
  ])('refuses %s with 404', async (path) => {
    const reply = await storefront.get(path, 'anthropologie.localhost');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('<svg');
    expect(reply.text).not.toContain('export');
  });

  it('serves nothing of the client folder but images under /static/brands', async () => {
    // The client folder holds the manifest and scripts: not reachable through this route.
    expect((await storefront.get('/static/brands/anthropologie/../../assets/x.js')).status).toBe(
      404,
    );
  });
});
