import { request as httpRequest } from 'node:http';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { seed } from '../../../commerce-api/seed/index.ts';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { createStorefrontServer } from '../../../engine/server/create-server.ts';
import type { StorefrontServer } from '../../../engine/server/create-server.ts';
import { benchPages } from '../../lib/bench-pages.ts';

/** Products seeded for the brand: enough for listings of several pages, quick to seed. */
const VERIFY_PRODUCTS = 60;

export interface PageReply {
  readonly status: number;
  readonly location?: string;
  readonly body: string;
}

/** The brand served as `storefront start` serves it, on a free port, over its own database. */
export interface VerifyStore {
  readonly brand: ResolvedBrand;
  readonly port: number;
  readonly db: Database;
  /** The brand's own origin in a browser (Chromium maps *.localhost to the server). */
  readonly origin: string;
  /** A GET of a path on the brand's host, no redirect followed. */
  get(path: string): Promise<PageReply>;
  /** Any request to the brand's host, no redirect followed. */
  send(request: StoreRequest): Promise<StoreReply>;
  /** A real product slug and the largest category of the seeded catalogue. */
  samples(): Promise<{ productSlug: string; categorySlug: string }>;
  close(): Promise<void>;
}

/**
 * Starts the storefront server in this process on the embedded database (an in-memory PGlite,
 * migrated and seeded with the brand's demo catalogue): what `storefront start` runs, with
 * nothing written to .data/.
 */
export async function startVerifyStore(
  brand: ResolvedBrand,
  distDir: string,
): Promise<VerifyStore> {
  const db = await openDatabase({ dataDir: 'memory' });
  let server: StorefrontServer | undefined;
  try {
    await migrate(db);
    const apiBrands = [brand] as unknown as ApiBrandConfig[];
    await seed(db, apiBrands, { productsPerBrand: VERIFY_PRODUCTS });
    server = await createStorefrontServer({
      brands: [brand],
      distDir,
      port: 0,
      host: '127.0.0.1',
      defaultBrand: brand.id,
      logger: false,
      pageCache: false,
      apiContext: { db, brands: new BrandDirectory(apiBrands), mode: 'production' },
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const started = server;
  const host = `${brand.id}.localhost:${started.port}`;
  return {
    brand,
    port: started.port,
    db,
    origin: `http://${host}`,
    get: (path) => send(started.port, host, { path }),
    send: (request) => send(started.port, host, request),
    async samples() {
      const pages = await benchPages(db, brand.id);
      const slugOf = (kind: string, prefix: string) =>
        (pages.find(([name]) => name === kind)?.[1] ?? '').slice(prefix.length);
      return { productSlug: slugOf('product', '/shop/'), categorySlug: slugOf('listing', '/') };
    },
    async close() {
      await started.close();
      await db.close();
    },
  };
}

/** A request of a check to the brand's host (a shopper's call, with its cookie and body). */
export interface StoreRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface StoreReply extends PageReply {
  readonly setCookies: readonly string[];
}

/** node:http rather than fetch, which drops a Host header; no decompression asked for. */
function send(port: number, host: string, sent: StoreRequest): Promise<StoreReply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: sent.path,
        method: sent.method ?? 'GET',
        headers: { host, accept: 'text/html', ...sent.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(response.headers.location ? { location: response.headers.location } : {}),
            body: Buffer.concat(chunks).toString('utf8'),
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    outgoing.setTimeout(30_000, () =>
      outgoing.destroy(new Error(`no answer to ${sent.path} within 30 s`)),
    );
    outgoing.on('error', reject);
    outgoing.end(sent.body);
  });
}
