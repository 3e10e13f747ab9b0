import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_ASSET_EXTENSIONS } from '../config/check-content.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { plainPage } from './error-page.ts';
import { brandForHost } from './host-brand.ts';
import { cspNonce } from './security-headers.ts';
import { BrandEntries, clientDir } from './ssr-entry.ts';
import type { RenderRequest } from '../app/ssr/render-contract.ts';

export interface PagesOptions {
  readonly brands: readonly ResolvedBrand[];
  readonly distDir: string;
  /** The commerce API's absolute base for server-side fetches, known once the server listens. */
  readonly apiBase: () => string;
  readonly defaultBrand?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';
/** Brand images keep their names across builds, so they are cached for a while, not forever. */
const BRAND_IMAGE_CACHE = 'public, max-age=3600';
/** An SVG opened on its own is a document: it may style itself, never run script or load more. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Plain file names only: no dot-leading part (so no ".." nor dotfiles), no "%", no backslash. */
const BRAND_IMAGE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** Vite's content hash before the extension: "entry-client-DqI3IZ_V.js". */
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/**
 * Everything but the API: host -> brand, the brand's client assets, robots.txt, and pages from
 * the brand's SSR entry (engine/server/render-contract.ts).
 */
export async function pages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const ids = new Set(options.brands.map((brand) => brand.id));
  const byId = new Map(options.brands.map((brand) => [brand.id, brand]));
  const entries = new BrandEntries(options.distDir);
  await app.register(cookie);
  // serve: false: which folder a file comes from depends on the host, so routes below pick it.
  await app.register(fastifyStatic, { root: options.distDir, serve: false });

  const brandOf = (request: FastifyRequest, reply: FastifyReply): ResolvedBrand | undefined => {
    const id = brandForHost(request.headers.host, ids, options.defaultBrand);
    const brand = id ? byId.get(id) : undefined;
    if (!brand) {
      void reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          plainPage({
            title: 'Page not found',
            message: `No storefront is served at ${request.headers.host ?? 'this address'}.`,
            link: { href: 'http://localhost/', text: 'Go to the default storefront' },
          }),
        );
    }
    return brand;
  };

  const sendAsset = (reply: FastifyReply, brandId: string, path: string) => {
    void reply.header('cache-control', HASHED.test(path) ? IMMUTABLE : SHORT);
    return reply.sendFile(path, clientDir(options.distDir, brandId), {
      cacheControl: false,
      dotfiles: 'deny',
    });
  };

  app.get('/assets/*', async (request, reply) => {
    const brand = brandOf(request, reply);
    if (!brand) return reply;
    return sendAsset(reply, brand.id, 'assets/' + (request.params as { '*': string })['*']);
  });

  // The host brand's images (brand-configs/<brand>/assets, copied by the build): another brand's
  // folder, an encoded or dotted path and anything but an image file answer 404.
  app.get('/static/brands/*', async (request, reply) => {
    const brand = brandOf(request, reply);
    if (!brand) return reply;
    const root = clientDir(options.distDir, brand.id);
    const path = (request.url.split('?')[0] ?? '').slice(`/static/brands/${brand.id}/`.length);
    const file = join(root, 'static', 'brands', brand.id, path);
    const served =
      request.url.startsWith(`/static/brands/${brand.id}/`) &&
      BRAND_IMAGE_PATH.test(path) &&
      BRAND_ASSET_EXTENSIONS.test(path) &&
      existsSync(file) &&
      statSync(file).isFile();
    if (!served) {
      return reply
        .status(404)
        .header('cache-control', SHORT)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    void reply
      .header('cache-control', BRAND_IMAGE_CACHE)
      .header('content-security-policy', IMAGE_CSP);
    return reply.sendFile(`static/brands/${brand.id}/${path}`, root, {
      cacheControl: false,
      dotfiles: 'deny',
    });
  });

  app.get('/robots.txt', async (request, reply) => {
    const brand = brandOf(request, reply);
    if (!brand) return reply;
    return reply
      .header('cache-control', SHORT)
      .type('text/plain; charset=utf-8')
      .send(`# ${brand.settings.name}\nUser-agent: *\nAllow: /\nDisallow: /api/\n`);
  });

  app.get('/*', async (request, reply) => {
    const brand = brandOf(request, reply);
    if (!brand) return reply;
    const path = request.url.split('?')[0] ?? '/';
    // The API's paths are not pages: an unknown one answers in the API's error format.
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: `No API route ${request.method} ${path}.`,
        status: 404,
      });
    }
    // A top-level static file (favicon.ico...) of the brand's client folder, when there is one.
    if (/^\/[^/.][^/]*\.[a-z0-9]+$/i.test(path)) {
      const file = join(clientDir(options.distDir, brand.id), path);
      if (existsSync(file) && statSync(file).isFile())
        return sendAsset(reply, brand.id, path.slice(1));
    }
    return renderPage(request, reply, brand);
  });

  const renderPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    brand: ResolvedBrand,
  ): Promise<FastifyReply> => {
    const loading = entries.get(brand.id);
    if (!loading) {
      return reply
        .status(503)
        .header('retry-after', '10')
        .type('text/html; charset=utf-8')
        .send(
          plainPage({
            title: 'This storefront is not built yet',
            message: `Run \`npx storefront build ${brand.id}\`, then reload this page.`,
          }),
        );
    }
    try {
      const entry = await loading;
      const renderRequest: RenderRequest = {
        url: request.url,
        method: request.method,
        headers: headersOf(request),
        cookies: cookiesOf(request),
        nonce: cspNonce(reply),
        apiBase: options.apiBase(),
        assets: entry.assets,
        environmentFlags: process.env.STOREFRONT_FLAGS,
      };
      const result = await entry.render(renderRequest);
      void reply.status(result.status);
      void reply.header('cache-control', 'private, no-cache');
      for (const [name, value] of Object.entries(result.headers)) void reply.header(name, value);
      // One Set-Cookie header each, as the API wrote them (its token cookie, on redirects too).
      if (result.setCookies?.length) void reply.header('set-cookie', [...result.setCookies]);
      if (result.body === undefined) return reply.send();
      if (!reply.hasHeader('content-type')) void reply.type('text/html; charset=utf-8');
      return reply.send(result.body);
    } catch (error) {
      request.log.error(error, `[storefront:server] render failed for ${brand.id} ${request.url}`);
      process.stderr.write(
        `[storefront:server] ${brand.id} ${request.method} ${request.url}: ${String((error as Error).stack ?? error)}\n`,
      );
      return reply
        .status(500)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          plainPage({
            title: 'Something went wrong',
            message: 'This page could not be shown. Please try again in a moment.',
            link: { href: '/', text: `Go to the ${brand.settings.name} home page` },
          }),
        );
    }
  };
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.cookies)) {
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}
