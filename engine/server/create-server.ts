import type { AddressInfo } from 'node:net';
import { constants as zlib } from 'node:zlib';
import { resolve } from 'node:path';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { commerceApi } from '../../commerce-api/app.ts';
import type { ApiContext } from '../../commerce-api/context.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { apiForward } from './api-forward.ts';
import { DEFAULT_BRAND } from './host-brand.ts';
import { pages } from './pages.ts';
import { registerSecurityHeaders } from './security-headers.ts';

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
   * The commerce API's base for server-side fetches during SSR. Default: this process's /api
   * over loopback (tests put a recording proxy in between).
   */
  readonly apiBase?: () => string;
}

export interface StorefrontServer {
  readonly app: FastifyInstance;
  /** http://localhost:<port> */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The storefront's one process (DESIGN §5): security headers and compression on every response,
 * the commerce API under /api, and every brand's pages and assets, picked by the Host header.
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
  await registerSecurityHeaders(app);
  // Flush on every write, so a streamed page's chunks reach the browser as React sends them
  // instead of waiting in the compressor's buffer.
  await app.register(compress, {
    global: true,
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
  if (options.apiContext) {
    await app.register(commerceApi, { prefix: '/api', context: options.apiContext });
  } else if (options.apiBase) {
    await app.register(apiForward, { prefix: '/api', target: options.apiBase() });
  } else {
    throw new Error(
      '[storefront:server] no commerce API: give apiContext (the API in this process) or apiBase (a remote one)',
    );
  }
  let port = 0;
  await app.register(pages, {
    brands: options.brands,
    distDir: resolve(options.distDir),
    defaultBrand: options.defaultBrand ?? DEFAULT_BRAND,
    // Server-side fetches go straight to this process over loopback, not through the Host.
    apiBase: options.apiBase ?? (() => `http://127.0.0.1:${port}/api`),
  });
  await app.listen({
    port: options.port ?? Number(process.env.PORT ?? 3000),
    host: options.host ?? process.env.HOST ?? '127.0.0.1',
  });
  port = (app.server.address() as AddressInfo).port;
  return { app, port, url: `http://localhost:${port}`, close: () => closeGracefully(app) };
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
