import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../commerce-api/storage/database.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { insertProduct, signedIn } from './fixtures/registry.ts';
import { createUser, openTestDatabase, startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Issue 9 item 6 (DESIGN "Tiers and scale"): two API processes on one database serve one store,
 * so nothing a shopper depends on may live in one process's memory. Two API servers here share
 * only the database: on PostgreSQL (DATABASE_URL) through two connection pools, as two processes
 * would; on PGlite, which one process alone can open, through one instance. What one server
 * writes, the other must see: sessions, carts, sign-in throttling, rate limits, uploaded media
 * and the fault switch.
 */
let first: Database;
let second: Database;
let a: TestApi;
let b: TestApi;

beforeAll(async () => {
  first = await openTestDatabase();
  await migrate(first);
  second = await sameDatabase(first);
  [a, b] = await Promise.all([startApi({ db: first }), startApi({ db: second })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  if (second !== first) await second.close();
  await first.close();
});

/** A second pool on the same PostgreSQL schema; PGlite: the same instance. */
async function sameDatabase(db: Database): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return db;
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${row!.schema}`);
  return openDatabase({ url: scoped.toString() });
}

/** The same cookie jar against the other server, as a load balancer would send the next request. */
function on(api: TestApi, from: TestClient, options?: { localAddress?: string }): TestClient {
  const client = api.client(options);
  const token = from.cookie('sf_token');
  if (token) client.setCookie('sf_token', token);
  return client;
}

const LOGIN = '/auth/v0/an-us/tokens/login';

describe('two API servers on one database share the shopper (issue 9 item 6)', () => {
  it('runs on two connection pools when the database is PostgreSQL', () => {
    expect(second === first).toBe(!process.env.DATABASE_URL);
  });

  it('a session signed in on one is signed in on the other, and signing out on the other ends it', async () => {
    const user = await createUser(a.db);
    const onA = a.client();
    expect((await onA.post(LOGIN, { email: user.email, password: user.password })).status).toBe(
      200,
    );
    const onB = on(b, onA);
    expect((await onB.get('/auth/v0/an-us/tokens/current')).body).toMatchObject({
      profileId: user.id,
      authorized: true,
    });
    expect((await onB.delete('/auth/v0/an-us/tokens/current')).status).toBe(204);
    const after = await on(a, onA).get('/auth/v0/an-us/tokens/current');
    expect(after.body).not.toMatchObject({ profileId: user.id });
  });

  it('a cart filled through one is the cart the other answers', async () => {
    const product = await insertProduct(a.db);
    const onA = a.client();
    await onA.post('/auth/v0/an-us/tokens/guest');
    const added = await onA.post('/checkout/v0/an-us/carts/items', {
      cartType: 'TRANSACTIONAL',
      fulfillmentType: 'DIRECT',
      quantity: 2,
      poolId: 'US_DIRECT',
      productId: product.id,
      skuId: product.skus[1], // in stock (the first is not)
    });
    expect(added.status).toBeLessThan(300);
    expect((await on(b, onA).get('/checkout/v0/an-us/minicart')).body).toMatchObject({
      meta: { totalQuantity: 2 },
    });
  });

  it('wrong passwords counted by one make the other refuse the sixth (sign-in throttling)', async () => {
    const user = await createUser(a.db);
    const wrong = { email: user.email, password: 'not the password' };
    const device = '127.0.0.7';
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      statuses.push((await server.client({ localAddress: device }).post(LOGIN, wrong)).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const sixth = await b.client({ localAddress: device }).post(LOGIN, wrong);
    expect(sixth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it('a photo uploaded to one is served by the other (the media store is the database)', async () => {
    const product = await insertProduct(a.db);
    const { client } = await signedIn(a);
    const photo = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#1f2a44' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('merchandise-class', 'dresses');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    const uploaded = await client.post<{ id: string; url: string }>(
      `/review/v0/an-us/products/${product.id}/images`,
      form,
    );
    expect(uploaded.status).toBe(201);
    const served = await fetch(b.url + uploaded.body.url, {
      headers: { cookie: `sf_token=${client.cookie('sf_token')}` },
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('the test fault switch armed on one fires on the other', async () => {
    await a.client().post('/__test/faults', {
      pathPrefix: '/auth/v0/an-us/tokens/current',
      fault: '502',
      times: 1,
    });
    expect((await b.client().get('/auth/v0/an-us/tokens/current')).status).toBe(502);
    expect((await a.client().get('/auth/v0/an-us/tokens/current')).status).toBe(200);
  });
});
