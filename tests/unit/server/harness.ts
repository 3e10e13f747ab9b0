import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { seed } from '../../../commerce-api/seed/index.ts';
import { buildBrand } from '../../../engine/build/build-brand.ts';
import type { BrandBuild } from '../../../engine/build/build-brand.ts';
import type { AppEntries } from '../../../engine/build/vite-config.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { loadBrand, REPO_ROOT } from '../../../engine/config/validate.ts';
import { createStorefrontServer } from '../../../engine/server/create-server.ts';
import type { StorefrontServer } from '../../../engine/server/create-server.ts';

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
  /** A GET with a Host header naming a brand ("free-people.localhost"). */
  get(path: string, host?: string, headers?: Record<string, string>): Promise<TestReply>;
  close(): Promise<void>;
}

/** The storefront server on a free port, over an in-memory database with the migrations. */
export async function startStorefront(
  brands: readonly ResolvedBrand[],
  distDir: string,
  options: { seedProducts?: number } = {},
): Promise<TestStorefront> {
  const db = await openDatabase({ dataDir: 'memory' });
  await migrate(db);
  if (options.seedProducts !== undefined) {
    await seed(db, brands as unknown as ApiBrandConfig[], {
      productsPerBrand: options.seedProducts,
    });
  }
  const server = await createStorefrontServer({
    brands,
    distDir,
    port: 0,
    host: '127.0.0.1',
    apiContext: {
      db,
      brands: new BrandDirectory(brands as unknown as ApiBrandConfig[]),
      mode: 'test',
    },
  });
  return {
    server,
    db,
    get: (path, host, headers) => get(server.port, path, host, headers),
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
