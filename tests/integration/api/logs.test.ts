import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApiServer } from '../../../commerce-api/app.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import { TEST_LOG_FILE } from '../../../commerce-api/http/logger.ts';
import { openCardKeyring } from '../../../commerce-api/payments/card-keyring.ts';
import { DEMO_PASSWORD } from '../../../commerce-api/seed/index.ts';
import { createGiftCard } from '../../../commerce-api/carts/gift-cards.ts';
import { encryptedCard, futureExpiry, signIn } from './fixtures/profile.ts';
import { loadBrands, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';
import { rememberSecret, secretsInLog } from './secrets.ts';

/**
 * Issue 10, "every 5xx is logged": the API's logger was off, so failures left no trace. Now every
 * 5xx is one structured pino line (request id, route, status, error code), never with the body;
 * expected 4xx are not logged as errors; no line holds a token, password, card number or
 * one-time code (DESIGN §8).
 */
let api: TestApi;

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  route?: string;
  method?: string;
  status?: number;
  code?: string;
  err?: { type: string; message: string };
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Line);
const failures = () => parsed(api.logLines()).filter((line) => line.level >= 50);

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

/** A 5xx from deep inside a route, after the body was read: its table is gone for a moment. */
async function withoutTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  await api.db.query(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    return await work();
  } finally {
    await api.db.query(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

describe('every 5xx is logged once, as one structured line (issue 10; DESIGN §8)', () => {
  it('names the request id, method, route, status and error code, and never the body', async () => {
    const before = failures().length;
    const response = await withoutTable('login_failures', () =>
      api.client().post('/auth/v0/an-us/tokens/login', {
        email: 'shopper@anthropologie.example',
        password: DEMO_PASSWORD,
      }),
    );
    expect(response).toMatchObject({ status: 500, body: { code: 'INTERNAL_ERROR' } });
    const lines = failures().slice(before);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: '[storefront:api] request failed',
        reqId: expect.any(String),
        method: 'POST',
        route: '/auth/v0/:siteId/tokens/login',
        status: 500,
        code: 'INTERNAL_ERROR',
        // The database's own error code; its message's quoted values are masked.
        err: expect.objectContaining({ code: '42P01', message: 'relation "…" does not exist' }),
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('shopper@anthropologie.example');
  });

  it('logs a 5xx from the fault switch too, once per request', async () => {
    const before = failures().length;
    await api.client().post('/__test/faults', {
      pathPrefix: '/auth/v0/an-us/tokens/current',
      fault: '502',
      times: 2,
    });
    expect((await api.client().get('/auth/v0/an-us/tokens/current')).status).toBe(502);
    expect((await api.client().get('/auth/v0/an-us/tokens/current')).status).toBe(502);
    expect((await api.client().get('/auth/v0/an-us/tokens/current')).status).toBe(200);
    expect(failures().slice(before)).toEqual([
      expect.objectContaining({
        status: 502,
        code: 'BAD_GATEWAY',
        route: '/auth/v0/:siteId/tokens/current',
      }),
      expect.objectContaining({ status: 502, code: 'BAD_GATEWAY' }),
    ]);
  });

  it('does not log the 4xx answers a shopper provokes (400, 401, 403, 404, 413, 415, 429)', async () => {
    const before = parsed(api.logLines()).filter((line) => line.level >= 40).length;
    const client = api.client();
    const statuses = [
      (await client.post('/auth/v0/an-us/tokens/login', { email: 'x' })).status,
      (await client.get('/profile/v0/an-us/me')).status,
      (await api.client({ origin: 'https://evil.example' }).post('/auth/v0/an-us/tokens/guest'))
        .status,
      (await client.get('/catalog/v0/an-us/nowhere')).status,
      (await client.post('/auth/v0/an-us/tokens/login', '{"a":"' + 'x'.repeat(1_100_000) + '"}'))
        .status,
      (
        await fetch(`${api.url}/auth/v0/an-us/tokens/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'x=1',
        })
      ).status,
    ];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await client.post('/auth/v0/an-us/tokens/login', { email: 'a@b.example', password: 'no' }))
          .status,
      );
    }
    expect(statuses).toEqual([400, 401, 403, 404, 413, 415, 401, 401, 401, 401, 429]);
    expect(parsed(api.logLines()).filter((line) => line.level >= 40).length).toBe(before);
  });
});

describe('no log line holds a token, password, card number or one-time code (issue 10; DESIGN §8)', () => {
  it('the log of failing calls that carry each secret holds none of them', async () => {
    const { client } = await signIn(api);
    // A one-time code and a new password, refused by a 5xx after the body was read.
    const code = await client.post<{ code: string; referenceId: string }>(
      '/profile/v0/an-us/me/verifications',
      { emailAddress: 'new-address@example.com' },
    );
    expect(code.body.code).toMatch(/^\d{6}$/);
    const reset = await withoutTable('verifications', () =>
      client.put('/profile/v0/an-us/credentials/password', {
        emailAddress: 'new-address@example.com',
        referenceId: code.body.referenceId,
        otp: code.body.code,
        newPassword: 'A whole new Passw0rd!',
      }),
    );
    expect(reset.status).toBeGreaterThanOrEqual(400);
    // A gift card number and PIN.
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006491234567890',
      pin: '7391',
      balance: 100,
      currency: 'USD',
    });
    rememberSecret('6006491234567890', 'a gift card number');
    const guestClient = api.client();
    await guestClient.post('/auth/v0/an-us/tokens/guest');
    const balance = await withoutTable('gift_cards', () =>
      guestClient.post(
        '/checkout/v0/an-us/balance-inquiries',
        { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006491234567890', pin: '7391' } },
        { 'x-urbn-captcha-token': 'token' },
      ),
    );
    expect(balance.status).toBe(500);
    // A card number, encrypted in the browser, decrypted here, then the save fails.
    const card = await encryptedCard(client, {
      number: '4111111111111111',
      expiry: futureExpiry(),
    });
    const saved = await withoutTable('payments', () =>
      client.post('/profile/v0/an-us/me/payments', {
        paymentType: 'CREDIT_CARD',
        creditCardDetail: card,
      }),
    );
    expect(saved.status).toBe(500);
    // The session token rides every one of these calls in its cookie.
    const token = client.cookie('sf_token')!;
    const log = api.logLines().join('\n');
    expect(log).toContain('"status":500');
    for (const secret of [
      DEMO_PASSWORD,
      code.body.code,
      'A whole new Passw0rd!',
      '6006491234567890',
      '4111111111111111',
      token,
    ]) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
    expect(secretsInLog(log)).toEqual([]);
  });

  it('redacts a cookie, a password or a body that reaches a log object by accident', async () => {
    const line = await new Promise<string>((resolve) => {
      void import('../../../commerce-api/http/logger.ts').then(({ createApiLogger }) => {
        const logger = createApiLogger({
          mode: 'test',
          destination: { write: (text: string) => resolve(text) },
        });
        logger.error(
          {
            req: { headers: { cookie: 'sf_token=secret-token' } },
            options: { headers: { cookie: 'sf_token=secret-token' } },
            body: { password: DEMO_PASSWORD },
            form: { otp: '482913', newPassword: 'pw-secret' },
          },
          'oops',
        );
      });
    });
    expect(line).not.toContain('secret-token');
    expect(line).not.toContain(DEMO_PASSWORD);
    expect(line).not.toContain('482913');
    expect(line).not.toContain('pw-secret');
    expect(line).toContain('[Redacted]');
  });
});

describe('the API logs by default (issue 10: its logger was off)', () => {
  it('a server started without a logger writes its 5xx lines, at warn and above, to .data/logs in test mode', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sf-log-default-'));
    const { keyring } = await openCardKeyring({ kind: 'file', path: join(folder, 'k.pem') });
    const app = await buildApiServer({
      db: api.db,
      brands: new BrandDirectory(loadBrands()),
      mode: 'test',
      cardKeys: keyring,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const start = existsSync(TEST_LOG_FILE) ? statSync(TEST_LOG_FILE).size : 0;
      await fetch(`${url}/__test/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pathPrefix: '/catalog/v0/an-us/navigation', fault: '500' }),
      });
      expect((await fetch(`${url}/catalog/v0/an-us/navigation`)).status).toBe(500);
      await vi.waitFor(() =>
        expect(readFileSync(TEST_LOG_FILE).subarray(start).toString()).toContain(
          '"route":"/catalog/v0/:siteId/navigation"',
        ),
      );
      const written = parsed(
        readFileSync(TEST_LOG_FILE).subarray(start).toString().split('\n').filter(Boolean),
      );
      // Nothing below warn: a served request or a server start is not news.
      expect(written.every((line) => line.level >= 40)).toBe(true);
    } finally {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
    // A card key made (RSA 2048) and the brands validated: more than 5 s on a busy machine.
  }, 60_000);
});
