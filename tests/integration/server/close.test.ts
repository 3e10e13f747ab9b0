import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadBrand } from '../../support/brands.ts';
import { makeDistDir, startStorefront } from './harness.ts';
import type { TestStorefront } from './harness.ts';

/**
 * Stopping the server (`npm start`'s Ctrl+C, every test's teardown) does not wait for a client
 * that holds a connection open mid-request: after CLOSE_GRACE_MS the connection is cut, instead of
 * the process living on for Node's keep-alive timeout (72 s in Fastify).
 */
const dist = makeDistDir();
afterAll(() => dist.remove());

let storefront: TestStorefront;
// Started outside the test, so its time limit is about closing, not about opening a database.
beforeAll(async () => {
  storefront = await startStorefront([loadBrand('anthropologie')], dist.dir);
});

it('close() cuts a connection stuck mid-request after the grace period', async () => {
  const socket = connect(storefront.server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // Headers never finished: the request is in flight, the connection never idle.
  socket.write('GET / HTTP/1.1\r\nHost: anthropologie.localhost\r\n');
  const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await storefront.close();
  await cut;
  expect(socket.destroyed).toBe(true);
}, 20_000);
