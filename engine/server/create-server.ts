import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { commerceApi } from '../../commerce-api/app.ts';
import type { ApiContext } from '../../commerce-api/context.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { apiForward } from './api-forward.ts';
import { inProcessFetch } from './api-transport.ts';
import { DEFAULT_BRAND } from './host-brand.ts';
import { PageCache } from './page-cache.ts';
import type { PageCacheOptions } from './page-cache.ts';
import { pages } from './pages.ts';
import { registerApiSecurityHeaders, registerPageSecurityHeaders } from './security-headers.ts';
import { MemorySubRequestCache } from './subrequest-cache.ts';
import type { SubRequestCacheOptions } from './subrequest-cache.ts';

export interface StorefrontServerOptions {
  readonly brands: readonly ResolvedBrand[];
  /**
   * The commerce API served in this process under /api. Absent: the storefront tier alone
   * (issue 9 item 6), whose SSR fetches and the browser's /api calls go to `apiBase`.
   */
  readonly apiContext?: ApiContext;
  /** Folder holding dist/<brand>/client and dist/<brand>/server. */
  readonly distDir: string;
  /** Default: PORT, else 3000; 0 picks a free port (tests). */
  readonly port?: number;
  /** Default: HOST, else 127.0.0.1. */
  readonly host?: string;
  readonly defaultBrand?: string;
  readonly logger?: boolean;
  /**
   * The commerce API's base for server-side calls during SSR, over HTTP with Node's keep-alive
   * pool (a remote API, or a recording proxy in tests). Default: this process's API, dispatched
   * in process (no socket, no compression).
   */
  readonly apiBase?: () => string;
  /**
   * How SSR reaches the API, when neither of the above will do (the benchmark's render-only run
   * answers from memory). Default: the in-process dispatch, or fetch when apiBase is given.
   */
  readonly apiFetch?: typeof fetch;
  /**
   * The sub-request cache of shared API answers (catalogue, content, configuration).
   * Default on; false, or STOREFRONT_SUBREQUEST_CACHE=off, turns it off.
   */
  readonly subRequestCache?: boolean | SubRequestCacheOptions;
  /**
   * The in-process cache of guests' pages, showing what a CDN gives. Default off; true, or
   * STOREFRONT_PAGE_CACHE=on, turns it on.
   */
  readonly pageCache?: boolean | PageCacheOptions;
  /**
   * 103 Early Hints with a page's first-load files once its route is known. Default on; false, or
   * STOREFRONT_EARLY_HINTS=off, turns it off (load generators count a 103 as an answer).
   */
  readonly earlyHints?: boolean;
}

export interface StorefrontServer {
  readonly app: FastifyInstance;
  /** http://localhost:<port> */
  readonly url: string;
  readonly port: number;
  /** The caches in force (for benchmarks and tests), when on. */
  readonly caches: {
    readonly subRequests?: MemorySubRequestCache;
    readonly pages?: PageCache;
  };
  close(): Promise<void>;
}

const SWITCH_OFF = /^(0|off|false|no)$/i;
const SWITCH_ON = /^(1|on|true|yes)$/i;

/** An option, else its environment switch, else the default. */
function switched<T extends object>(
  option: boolean | T | undefined,
  environment: string | undefined,
  fallback: boolean,
): T | undefined {
  const on =
    option !== undefined
      ? option !== false
      : environment !== undefined && (SWITCH_OFF.test(environment) || SWITCH_ON.test(environment))
        ? SWITCH_ON.test(environment)
        : fallback;
  if (!on) return undefined;
  return typeof option === 'object' ? option : ({} as T);
}

/**
 * The storefront's one process (DESIGN §5): the commerce API under /api with its own security
 * headers and compression for browsers; every brand's pages and assets, picked by the Host
 * header, with the page CSP. SSR reaches the API in process unless told an address.
 */
export async function createStorefrontServer(
  options: StorefrontServerOptions,
): Promise<StorefrontServer> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: false,
  });
  await app.register(async (api) => {
    await registerApiSecurityHeaders(api);
    if (options.apiContext) {
      // For browsers and remote callers; SSR's in-process calls ask for no encoding.
      await api.register(compress, {
        global: true,
        brotliOptions: {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
            [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
          },
        },
      });
      await api.register(commerceApi, { prefix: '/api', context: options.apiContext });
    } else if (options.apiBase) {
      // The storefront tier alone: the remote API's answers pass through as it encoded them.
      await api.register(apiForward, { prefix: '/api', target: options.apiBase() });
    } else {
      throw new Error(
        '[storefront:server] no commerce API: give apiContext (the API in this process) or apiBase (a remote one)',
      );
    }
  });
  const subRequestOptions = switched(
    options.subRequestCache,
    process.env.STOREFRONT_SUBREQUEST_CACHE,
    true,
  );
  const pageCacheOptions = switched(options.pageCache, process.env.STOREFRONT_PAGE_CACHE, false);
  const earlyHints = switched(options.earlyHints, process.env.STOREFRONT_EARLY_HINTS, true);
  const caches = {
    ...(subRequestOptions ? { subRequests: new MemorySubRequestCache(subRequestOptions) } : {}),
    ...(pageCacheOptions ? { pages: new PageCache(pageCacheOptions) } : {}),
  };
  let port = 0;
  const loopbackBase = () => `http://127.0.0.1:${port}/api`;
  await app.register(async (site) => {
    await registerPageSecurityHeaders(site);
    await site.register(pages, {
      brands: options.brands,
      distDir: resolve(options.distDir),
      defaultBrand: options.defaultBrand ?? DEFAULT_BRAND,
      apiBase: options.apiBase ?? loopbackBase,
      ...(options.apiFetch
        ? { apiFetch: options.apiFetch }
        : options.apiBase
          ? {}
          : { apiFetch: inProcessFetch(app) }),
      ...(caches.subRequests ? { subRequests: caches.subRequests } : {}),
      ...(caches.pages ? { pageCache: caches.pages } : {}),
      ...(earlyHints ? {} : { earlyHints: false }),
    });
  });
  await app.listen({
    port: options.port ?? Number(process.env.PORT ?? 3000),
    host: options.host ?? process.env.HOST ?? '127.0.0.1',
  });
  port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    url: `http://localhost:${port}`,
    caches,
    close: () => closeGracefully(app),
  };
}

/** How long a stopping server lets requests in flight finish before it cuts their connections. */
export const CLOSE_GRACE_MS = 3000;

/**
 * Stops taking requests, closes idle keep-alive connections at once, lets the requests in flight
 * finish for CLOSE_GRACE_MS, then cuts what is left: a client holding a connection open must not
 * keep the process alive for Node's keep-alive timeout (72 s in Fastify).
 */
async function closeGracefully(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
