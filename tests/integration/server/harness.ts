import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { buildBrand } from '../../../engine/build/build-brand.ts';
import type { BrandBuild } from '../../../engine/build/build-brand.ts';
import type { AppEntries } from '../../../engine/build/vite-config.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { loadBrand } from '../../support/brands.ts';
import { memoryApiLogger } from '../../support/memory-api-logger.ts';
import { openTestDatabase } from '../../support/test-database.ts';
import { artifactKey, runArtifact } from '../../support/test-run.ts';
import { createStorefrontServer } from '../../../engine/server/create-server.ts';
import type {
  StorefrontServer,
  StorefrontServerOptions,
} from '../../../engine/server/create-server.ts';

/** The fixture app: a streamed page, a redirect, a 404, a noindex page and a throw. */
export const FIXTURE_ENTRIES: AppEntries = {
  client: 'tests/fixtures/ssr-app/entry-client.tsx',
  server: 'tests/fixtures/ssr-app/entry-server.tsx',
};

/**
 * A dist folder inside the repository, so the SSR entries' bare imports (react...) resolve
 * from its node_modules, as they do from dist/.
 */
export function makeDistDir(): { dir: string; remove(): void } {
  const parent = join(REPO_ROOT, 'node_modules/.cache/storefront-tests');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'dist-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function buildBrands(
  ids: readonly string[],
  distDir: string,
  entries: AppEntries = FIXTURE_ENTRIES,
): Promise<{ brands: ResolvedBrand[]; builds: BrandBuild[] }> {
  const brands = ids.map((id) => loadBrand(id));
  const builds: BrandBuild[] = [];
  for (const brand of brands)
    builds.push(await buildBrand(brand, { distDir, entries, log: () => {} }));
  return { brands, builds };
}

/** The brands of the shared build of the app: those the app suites and the e2e suite serve. */
export const APP_BUILD_BRANDS = ['anthropologie', 'free-people', 'juniper-lane'] as const;

export interface SharedBuild {
  readonly dir: string;
  readonly brands: ResolvedBrand[];
}

/**
 * The brands built once per test run into a dist folder the test files share: for files that
 * only read the build. One build of the app serves several files (a file serves the brands it
 * needs from it), so ask for the same list where the brands suffice.
 */
export async function sharedBuild(
  ids: readonly string[],
  entries: AppEntries = FIXTURE_ENTRIES,
): Promise<SharedBuild> {
  const dir = await runArtifact(`dist-${artifactKey({ ids, entries })}`, async (target) => {
    await buildBrands(ids, target, entries);
  });
  return { dir, brands: ids.map((id) => loadBrand(id)) };
}

export interface TestReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body, decompressed when the server compressed it. */
  readonly text: string;
  /** Bytes on the wire. */
  readonly wireBytes: number;
}

/** A GET with a chosen Host header (fetch drops it), no automatic decompression nor redirect. */
export function get(
  port: number,
  path: string,
  host = 'localhost',
  headers: Record<string, string> = {},
): Promise<TestReply> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'gzip'
              ? gunzipSync(raw)
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: body.toString('utf8'),
            wireBytes: raw.length,
          });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

export interface TestStorefront {
  readonly server: StorefrontServer;
  readonly db: Database;
  /** Every line the commerce API logged, at every level: a secret must be in none (issue 12). */
  readonly apiLogs: readonly string[];
  /** A GET with a Host header naming a brand ("free-people.localhost"). */
  get(path: string, host?: string, headers?: Record<string, string>): Promise<TestReply>;
  close(): Promise<void>;
}

/** The storefront server on a free port, over an in-memory PGlite of its own with the migrations. */
export async function startStorefront(
  brands: readonly ResolvedBrand[],
  distDir: string,
  options: {
    seedProducts?: number;
    apiBase?: () => string;
    /** The server's caching switches (issue 9); their defaults otherwise. */
    server?: Pick<StorefrontServerOptions, 'pageCache' | 'subRequestCache' | 'earlyHints'>;
  } = {},
): Promise<TestStorefront> {
  const db = await openTestDatabase({
    pglite: true,
    ...(options.seedProducts === undefined
      ? {}
      : {
          seed: {
            brands: brands as unknown as ApiBrandConfig[],
            productsPerBrand: options.seedProducts,
          },
        }),
  });
  const { logger, lines: apiLogs } = memoryApiLogger();
  const server = await createStorefrontServer({
    brands,
    distDir,
    port: 0,
    host: '127.0.0.1',
    ...(options.apiBase ? { apiBase: options.apiBase } : {}),
    ...options.server,
    apiContext: {
      db,
      brands: new BrandDirectory(brands as unknown as ApiBrandConfig[]),
      mode: 'test',
      logger,
    },
  });
  return {
    server,
    db,
    apiLogs,
    get: (path, host, headers) => get(server.port, path, host, headers),
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  /** The Cookie header the call arrived with ('' without). */
  readonly cookie: string;
}

export interface IssuingProxy {
  /** The base to give the server for its SSR fetches. */
  readonly url: string;
  /** Every call that passed, in arrival order. */
  readonly calls: ApiCall[];
  /** The commerce API behind, set once it listens ("http://127.0.0.1:1234/api"). */
  target: string;
  close(): Promise<void>;
}

/** Whether the cookie carries a token the API behind does not know (no scopes for it). */
async function isUnknownToken(url: string, cookie: string): Promise<boolean> {
  if (!/(?:^|;\s*)sf_token=/.test(cookie)) return false;
  const answer = await fetch(url, { headers: { cookie } });
  const token = (await answer.json()) as { scopes?: string[] };
  return (token.scopes ?? []).length === 0;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

/**
 * A proxy in front of the commerce API that acts like an API replacing a token it does not know:
 * GET .../tokens/current with an sf_token cookie the API does not know (expired, revoked) first
 * gets a real guest token (POST .../tokens/guest on the API behind) and answers for it with the
 * API's own Set-Cookie. Everything else passes through unchanged, Set-Cookie included. Records
 * every call.
 */
export async function startIssuingProxy(): Promise<IssuingProxy> {
  const calls: ApiCall[] = [];
  const proxy = {
    url: '',
    calls,
    target: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const path = request.url ?? '/';
      const method = request.method ?? 'GET';
      let cookie = request.headers.cookie ?? '';
      calls.push({ method, path, cookie });
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name))
          headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const setCookies: string[] = [];
      const current = /^(\/auth\/v0\/[^/]+\/tokens\/)current(?:\?|$)/.exec(path);
      if (current && method === 'GET' && (await isUnknownToken(proxy.target + path, cookie))) {
        const guest = await fetch(`${proxy.target}${current[1]}guest`, { method: 'POST' });
        const issued = guest.headers.getSetCookie();
        setCookies.push(...issued);
        const token = /^sf_token=([^;]*)/.exec(issued[0] ?? '')?.[1] ?? '';
        const others = cookie.replace(/(?:^|;\s*)sf_token=[^;]*/, '').replace(/^;\s*/, '');
        cookie = others ? `${others}; sf_token=${token}` : `sf_token=${token}`;
        headers.set('cookie', cookie);
      }
      const answer = await fetch(proxy.target + path, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      setCookies.push(...answer.headers.getSetCookie());
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        ...(setCookies.length > 0 ? { 'set-cookie': setCookies } : {}),
      });
      response.end(body);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
