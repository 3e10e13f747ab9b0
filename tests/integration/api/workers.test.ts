import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { cachedDistDir, spawnCli } from '../cli/spawn-cli.ts';
import type { RunningCli } from '../cli/spawn-cli.ts';

/**
 * Issue 9 item 6, the second way to run: `storefront start --workers N` on DATABASE_URL's
 * PostgreSQL, N processes serving one port and sharing nothing but the database. On PostgreSQL
 * (the CI's API pass) two workers really run, and a shopper signed in with a cart stays so after
 * both workers that served them are killed and replaced; without DATABASE_URL the command must
 * refuse, saying to set it.
 */
const url = process.env.DATABASE_URL;

describe.runIf(!url)('storefront start --workers 2 on PGlite (issue 9 item 6)', () => {
  it('exits 1 saying to set DATABASE_URL, before building or opening anything', async () => {
    const cli = spawnCli(['start', '--workers', '2'], { DATABASE_URL: undefined });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('--workers 2 needs PostgreSQL');
    expect(cli.output()).toContain('Set DATABASE_URL');
    expect(cli.output()).not.toContain('Building');
  }, 60_000);
});

describe.runIf(url)('storefront start --workers 2 on PostgreSQL (issue 9 item 6)', () => {
  const schema = `workers_${randomUUID().replace(/-/g, '')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'storefront-workers-'));
  let db: Database;
  let cli: RunningCli;
  let base: string;
  let pids: number[];

  beforeAll(async () => {
    const admin = await openDatabase({ url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const scoped = new URL(url!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    db = await openDatabase({ url: scoped.toString() });
    cli = spawnCli(
      [
        'start',
        'anthropologie',
        '--workers',
        '2',
        '--dist-dir',
        cachedDistDir('scale-out-workers'),
      ],
      {
        PORT: '0',
        DATABASE_URL: scoped.toString(),
        CARD_KEY_FILE: join(scratch, 'keys', 'card-keys.pem'),
        CARD_PRIVATE_KEYS: undefined,
      },
    );
    const banner = await cli.waitFor(
      /Storefront on (http:\/\/localhost:\d+) {2}\(database: PostgreSQL \(DATABASE_URL\), 2 workers: pids (\d+), (\d+)\)/,
      420_000,
    );
    base = banner[1]!;
    pids = [Number(banner[2]), Number(banner[3])];
  }, 450_000);

  afterAll(async () => {
    await cli?.stop();
    await db?.close();
    const admin = await openDatabase({ url });
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('runs two worker processes besides the primary, serving pages and the API on one port', async () => {
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(cli.child.pid);
    expect(pids.every(alive)).toBe(true);
    for (const path of ['/', '/dresses']) {
      const page = await fetch(base + path);
      expect(page.status, cli.output().slice(-3000)).toBe(200);
    }
    // A fresh worker's first pages load the brand's SSR entry: seconds on a busy machine.
  }, 120_000);

  it('keeps a shopper signed in with their cart after both workers are killed and replaced', async () => {
    const jar: string[] = [];
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: {
          origin: base,
          ...(jar.length ? { cookie: jar.join('; ') } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      for (const line of response.headers.getSetCookie())
        jar.splice(0, jar.length, line.split(';')[0]!);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const login = await call('POST', '/auth/v0/an-us/tokens/login', {
      email: 'shopper@anthropologie.example',
      password: 'Storefront!2026',
    });
    expect(login.status).toBe(200);
    const [line] = await db.query<{ product_id: string; sku_id: string }>(
      `SELECT s.product_id, s.id AS sku_id FROM skus s
         JOIN inventory i ON i.sku_id = s.id AND i.pool_id = 'US_DIRECT'
         JOIN products p ON p.id = s.product_id
       WHERE p.brand_id = 'anthropologie' AND p.product_type = 'standard'
         AND i.available_status = 'available' AND i.stock_level > 5
       ORDER BY s.id LIMIT 1`,
    );
    const added = await call('POST', '/checkout/v0/an-us/carts/items', {
      cartType: 'TRANSACTIONAL',
      fulfillmentType: 'DIRECT',
      quantity: 3,
      poolId: 'US_DIRECT',
      productId: line!.product_id,
      skuId: line!.sku_id,
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const cartBefore = await call('GET', '/checkout/v0/an-us/minicart');

    for (const pid of pids) {
      const from = cli.output().length;
      process.kill(pid, 'SIGKILL');
      await cli.waitFor(
        new RegExp(
          `worker ${pid} was stopped by SIGKILL; starting another[\\s\\S]*listening \\(a replacement\\)`,
        ),
        240_000,
        from,
      );
    }
    expect(pids.some(alive)).toBe(false);

    const current = await call('GET', '/auth/v0/an-us/tokens/current');
    expect(current.body).toMatchObject({
      profileId: login.body.profileId,
      authorized: true,
    });
    const cartAfter = await call('GET', '/checkout/v0/an-us/minicart');
    expect(cartAfter.body).toEqual(cartBefore.body);
    expect(cartAfter.body).toMatchObject({ meta: { totalQuantity: expect.any(Number) } });
    expect((await fetch(`${base}/`)).status).toBe(200);
  }, 600_000);

  it('stops every worker and exits 0 on Ctrl+C', async () => {
    const workers = [...cli.output().matchAll(/worker (\d+) listening \(a replacement\)/g)].map(
      (match) => Number(match[1]),
    );
    expect(await cli.stop('SIGINT')).toBe(0);
    expect(workers.some(alive)).toBe(false);
  }, 60_000);
});
