import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiServer } from '../../../commerce-api/app.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import { seed } from '../../../commerce-api/seed/index.ts';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { loadBrands } from '../api/harness.ts';
import { cachedDistDir, spawnCli } from './spawn-cli.ts';
import type { RunningCli } from './spawn-cli.ts';
import type { StartReport } from '../../../scripts/cli/start-command.ts';

/**
 * Issue 9 item 6, the third way to run: the storefront tier alone in front of a remote commerce
 * API (`storefront start --api-url`). The API runs here, on its own port and database, trusting
 * the tier's address; the tier runs as the CLI starts it, with a DATABASE_URL that leads nowhere
 * and a PGlite folder that must stay unmade: it must not open a database, and its pages and the
 * browser's /api calls must be served by that API.
 */
const scratch = mkdtempSync(join(tmpdir(), 'storefront-api-url-'));
const neverMade = join(scratch, 'pglite');
let db: Database;
let api: FastifyInstance;
let apiUrl: string;
let tier: RunningCli;
let base: string;
let report: StartReport;
const seen: { method: string; path: string; ip: string; host: string | undefined }[] = [];

beforeAll(async () => {
  const brands = loadBrands().filter((brand) => brand.id === 'anthropologie');
  db = await openDatabase({ dataDir: 'memory' });
  await migrate(db);
  await seed(db, brands);
  api = await buildApiServer({ db, brands: new BrandDirectory(brands), mode: 'test' }, '', {
    trustProxy: ['127.0.0.1'],
  });
  api.addHook('onRequest', async (request) => {
    seen.push({
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      ip: request.ip,
      host: request.headers.host,
    });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  tier = spawnCli(
    [
      'start',
      'anthropologie',
      '--api-url',
      apiUrl,
      '--dist-dir',
      cachedDistDir('scale-out-remote'),
      '--json',
    ],
    {
      PORT: '0',
      STOREFRONT_DATA_DIR: neverMade,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing',
    },
  );
  // --json (issue 15): one line on stdout once listening, every other line on stderr.
  await tier.waitFor(/"event":"listening".*\n/);
  report = JSON.parse(tier.stdout().trim()) as StartReport;
  base = `http://localhost:${report.port}`;
}, 300_000);

afterAll(async () => {
  await tier?.stop();
  await api?.close();
  await db?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A request from another loopback address, so the API can tell the shopper from the tier. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      base + path,
      { method, headers, localAddress: '127.0.0.2' },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('storefront start --api-url: the storefront tier alone (issue 9 item 6)', () => {
  it('opens no database: it names the remote API, and the PGlite folder is never made', () => {
    expect(report).toMatchObject({ event: 'listening', remoteApi: apiUrl, database: null });
    expect(existsSync(neverMade)).toBe(false);
  });

  it('--json names every site of the brand with its URL, language and currency (issue 15)', () => {
    const [brand] = report.brands;
    expect(brand?.id).toBe('anthropologie');
    const sites = Object.fromEntries(brand!.sites.map((site) => [site.id, site]));
    expect(sites['an-us']).toEqual({
      id: 'an-us',
      url: `${base}/`,
      locale: 'en-US',
      currency: 'USD',
    });
    expect(sites['an-fr']).toMatchObject({ url: `${base}/fr-fr`, currency: 'EUR' });
  });

  it('renders pages with data fetched from the remote API', async () => {
    const before = seen.length;
    const page = await fetch(`${base}/dresses`);
    expect(page.status, tier.output().slice(-3000)).toBe(200);
    expect(await page.text()).toMatch(/class="sf-tiles[ "]/);
    expect(seen.slice(before)).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/catalog/v0/an-us/categories/dresses/tiles',
      }),
    );
  });

  it("forwards the browser's /api calls with the shopper's host, address and cookies", async () => {
    const host = new URL(base).host;
    const before = seen.length;
    const issued = await send('POST', '/api/auth/v0/an-us/tokens/guest', {
      origin: base,
    });
    expect(issued.status, issued.body).toBe(200);
    const cookie = String(issued.headers['set-cookie']?.[0] ?? '');
    expect(cookie).toMatch(/^sf_token=[^;]+;/);
    // The Host the browser used reached the API: localhost, so the cookie is not Secure there.
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(seen.slice(before)).toContainEqual({
      method: 'POST',
      path: '/auth/v0/an-us/tokens/guest',
      ip: '127.0.0.2',
      host,
    });
    const current = await send('GET', '/api/auth/v0/an-us/tokens/current', {
      cookie: cookie.split(';')[0]!,
    });
    expect(current.status).toBe(200);
    expect(JSON.parse(current.body)).toMatchObject({ scopes: ['guest'] });
  });

  it('answers a 502 in the API error shape when the remote API does not answer', async () => {
    await api.close();
    const answer = await send('GET', '/api/auth/v0/an-us/tokens/current');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'API_UNREACHABLE', status: 502 });
  });
});
