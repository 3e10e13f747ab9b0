import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BRAND_ASSET_EXTENSIONS } from '../config/check-content.ts';
import type { ResolvedBrand } from '../config/types.ts';
import type { ModuleAssets, SubRequestCache } from '../app/ssr/render-contract.ts';
import { publicOrigin } from '../app/ssr/document-head.ts';
import { callApi, createApiClient, siteContextOf } from '../api/index.ts';
import { getSitemapProducts } from '../api/calls/shops.ts';
import { isGuestRead } from './cache-policy.ts';
import { COMPRESS_FROM_BYTES, compress, FRESH, KEPT, negotiate } from './compression.ts';
import { plainPage } from './error-page.ts';
import { FAVICON_CACHE, Favicons } from './favicon.ts';
import { brandForHost } from './host-brand.ts';
import type { PageCache } from './page-cache.ts';
import { pageCacheKey } from './page-cache.ts';
import { preparePage } from './page-render.ts';
import type { PageInput, PreparedPage } from './page-render.ts';
import { allowInline, cspNonce } from './security-headers.ts';
import { robotsTxt, sitemapFile, sitemapXml } from './sitemaps.ts';
import type { SitemapProducts } from './sitemaps.ts';
import { BrandEntries, clientDir } from './ssr-entry.ts';

export interface PagesOptions {
  readonly brands: readonly ResolvedBrand[];
  readonly distDir: string;
  /** The commerce API's absolute base for server-side calls, known once the server listens. */
  readonly apiBase: () => string;
  /** The in-process dispatch into the API (api-transport.ts); absent: fetch to apiBase. */
  readonly apiFetch?: typeof fetch;
  /** The sub-request cache (subrequest-cache.ts); absent: off. */
  readonly subRequests?: SubRequestCache;
  /** The in-process page cache (page-cache.ts); absent: off. */
  readonly pageCache?: PageCache;
  /** 103 Early Hints with the first load's files once the route is known. Default true. */
  readonly earlyHints?: boolean;
  readonly defaultBrand?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';
/** Crawlers read sitemaps now and then; the catalogue changes by the hour, not the second. */
const SITEMAP_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
/** Brand images keep their names across builds, so they are cached for a while, not forever. */
const BRAND_IMAGE_CACHE = 'public, max-age=3600';
/** An SVG opened on its own is a document: it may style itself, never run script or load more. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Plain file names only: no dot-leading part (so no ".." nor dotfiles), no "%", no backslash. */
const BRAND_IMAGE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
/** Vite's content hash before the extension: "entry-client-DqI3IZ_V.js". */
const HASHED = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/i;

/**
 * Everything but the API: host -> brand, the brand's client assets (precompressed at build, never
 * compressed per request), robots.txt, the favicon, and pages from the brand's SSR entry
 * (render-contract.ts), compressed once each, cacheable when a guest's.
 */
export async function pages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const ids = new Set(options.brands.map((brand) => brand.id));
  const byId = new Map(options.brands.map((brand) => [brand.id, brand]));
  const entries = new BrandEntries(options.distDir);
  const favicons = new Favicons(options.distDir);
  await app.register(cookie);
  // serve: false: which folder a file comes from depends on the host, so routes below pick it.
  // preCompressed: the .br and .gz files the build wrote beside each asset (engine/build/precompress.ts).
  await app.register(fastifyStatic, { root: options.distDir, serve: false, preCompressed: true });

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
    // The .br or .gz copy goes to a client that takes it: caches keep one per encoding.
    void reply
      .header('cache-control', HASHED.test(path) ? IMMUTABLE : SHORT)
      .header('vary', 'Accept-Encoding');
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
      .send(robotsTxt(brand, publicOrigin({ headers: headersOf(request) })));
  });

  // The product list of the sitemaps, from the API as a declared call (in process when it is).
  const sitemapProducts: SitemapProducts = (site, skip, limit) =>
    callApi(
      createApiClient({
        baseUrl: options.apiBase(),
        site: siteContextOf(site),
        ...(options.apiFetch ? { fetch: options.apiFetch } : {}),
      }),
      getSitemapProducts,
      { skip, limit },
    );

  const serveSitemap = async (
    request: FastifyRequest,
    reply: FastifyReply,
    brand: ResolvedBrand,
    file: NonNullable<ReturnType<typeof sitemapFile>>,
  ) => {
    // Sitemap URLs must be absolute: without a usable Host there is no address to give.
    const origin = publicOrigin({ headers: headersOf(request) });
    const body = origin ? await sitemapXml(brand, file, origin, sitemapProducts) : undefined;
    if (body === undefined) {
      return reply
        .status(404)
        .header('cache-control', SHORT)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    const bytes = Buffer.from(body);
    void reply
      .header('cache-control', SITEMAP_CACHE)
      .header('vary', 'Accept-Encoding')
      .type('application/xml; charset=utf-8');
    const encoding =
      bytes.length >= COMPRESS_FROM_BYTES
        ? negotiate(request.headers['accept-encoding'], FRESH)
        : undefined;
    if (!encoding) return reply.send(bytes);
    return reply.header('content-encoding', encoding).send(await compress(bytes, encoding));
  };

  app.get('/favicon.ico', async (request, reply) => {
    const brand = brandOf(request, reply);
    if (!brand) return reply;
    return reply
      .header('cache-control', FAVICON_CACHE)
      .type('image/png')
      .send(await favicons.get(brand));
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
    const sitemap = sitemapFile(brand, path);
    if (sitemap) return serveSitemap(request, reply, brand, sitemap);
    // A top-level static file of the brand's client folder, when there is one.
    if (/^\/[^/.][^/]*\.[a-z0-9]+$/i.test(path)) {
      const file = join(clientDir(options.distDir, brand.id), path);
      if (existsSync(file) && statSync(file).isFile())
        return sendAsset(reply, brand.id, path.slice(1));
    }
    return servePage(request, reply, brand);
  });

  const services = {
    apiBase: options.apiBase,
    ...(options.apiFetch ? { apiFetch: options.apiFetch } : {}),
    ...(options.subRequests ? { subRequests: options.subRequests } : {}),
  };

  const servePage = async (
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
    const guest = isGuestRead(request);
    const input: PageInput = {
      brand,
      url: request.url,
      method: request.method,
      headers: headersOf(request),
      cookies: cookiesOf(request),
      // A guest's page may be kept and sent to others: no nonce in it (hashes instead).
      ...(guest ? {} : { nonce: cspNonce(reply) }),
    };
    const { pageCache } = options;
    const key = pageCache && guest ? pageCacheKey(brand.id, request) : undefined;
    try {
      const entry = await loading;
      if (pageCache && key) {
        const cached = pageCache.get(key);
        if (cached) {
          if (cached.stale) pageCache.revalidate(key, () => preparePage(entry, input, services));
          return await send(request, reply, cached.page, cached.body);
        }
      }
      const early = options.earlyHints !== false && earlyHintsOf(request, reply);
      const page = await preparePage(
        entry,
        early ? { ...input, earlyHints: early } : input,
        services,
      );
      if (pageCache && key && page.shared) pageCache.set(key, page);
      return await send(request, reply, page);
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

/**
 * Sends a prepared page, its body compressed once for this response (gzip first: cheaper), or
 * the page cache's copy in that encoding (brotli first: made once); small pages go as they are.
 */
async function send(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PreparedPage,
  encoded?: (encoding: 'br' | 'gzip') => Promise<Buffer>,
): Promise<FastifyReply> {
  void reply.status(page.status).headers(page.headers);
  if (page.inline) allowInline(reply, page.inline);
  // One Set-Cookie header each, as the API wrote them (its token cookie, on redirects too).
  if (page.setCookies.length > 0) void reply.header('set-cookie', [...page.setCookies]);
  if (page.body.length === 0) return reply.send();
  const encoding =
    page.body.length >= COMPRESS_FROM_BYTES
      ? negotiate(request.headers['accept-encoding'], encoded ? KEPT : FRESH)
      : undefined;
  if (!encoding) return reply.send(page.body);
  const body = await (encoded ? encoded(encoding) : compress(page.body, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

/** Writes the first load's files as a 103 answer, for clients that speak HTTP/1.1 or later. */
function earlyHintsOf(
  request: FastifyRequest,
  reply: FastifyReply,
): ((assets: ModuleAssets) => void) | undefined {
  const { raw } = request;
  if (raw.httpVersionMajor < 1 || (raw.httpVersionMajor === 1 && raw.httpVersionMinor < 1))
    return undefined;
  let sent = false;
  return (assets) => {
    if (sent || reply.raw.headersSent) return;
    sent = true;
    const link = [
      ...assets.styles.map((href) => `<${href}>; rel=preload; as=style`),
      ...assets.scripts.map((href) => `<${href}>; rel=modulepreload`),
    ];
    if (link.length > 0) reply.raw.writeEarlyHints({ link });
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
