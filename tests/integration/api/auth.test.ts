import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** fetch may not set Host; node:http can, to play a request arriving for another host name. */
function guestCookieFor(host: string): Promise<string> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/auth/v0/an-us/tokens/guest',
        method: 'POST',
        headers: { host },
      },
      (response) => {
        response.resume();
        resolve(String(response.headers['set-cookie']?.[0] ?? ''));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

describe('tokens (DESIGN §6, shell spec §4 token scopes)', () => {
  it('issues a guest token in an HttpOnly, SameSite=Lax cookie', async () => {
    const client = api.client();
    const response = await client.post('/auth/v0/an-us/tokens/guest');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ scopes: ['guest'], authorized: false, siteId: 'an-us' });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^sf_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/auth/v0/an-us/tokens/current')).body).toMatchObject({
      scopes: ['guest'],
    });
  });

  it('sets Secure outside localhost and not on localhost', async () => {
    expect(await guestCookieFor('anthropologie.localhost:3000')).not.toMatch(/Secure/i);
    expect(await guestCookieFor('shop.example.com')).toMatch(/Secure/i);
  });

  it('logs in with rotation: the old token is refused afterwards', async () => {
    const user = await createUser(api.db);
    const client = api.client();
    await client.post('/auth/v0/an-us/tokens/guest');
    const guestToken = client.cookie('sf_token');
    const login = await client.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      scopes: ['registered', 'authorized'],
      authorized: true,
      profileId: user.id,
    });
    expect(client.cookie('sf_token')).not.toBe(guestToken);
    const old = api.client();
    old.setCookie('sf_token', guestToken ?? '');
    const refused = await old.post('/auth/v0/an-us/tokens/reauth', { password: user.password });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'TOKEN_INVALID', status: 401 });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const user = await createUser(api.db);
    const response = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email: user.email, password: 'nope' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email address or password is not right.',
      status: 401,
    });
  });

  it('a lapsed authorization leaves a registered token that reauth makes authorized again', async () => {
    const user = await createUser(api.db);
    const client = api.client();
    await client.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
    });
    await client.post('/__test/tokens/current/lapse');
    expect((await client.get('/auth/v0/an-us/tokens/current')).body).toMatchObject({
      scopes: ['registered'],
      authorized: false,
    });
    const reauth = await client.post('/auth/v0/an-us/tokens/reauth', { password: user.password });
    expect(reauth.body).toMatchObject({ authorized: true });
  });

  it('logout revokes the token and clears the cookie', async () => {
    const user = await createUser(api.db);
    const client = api.client();
    await client.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
    });
    const token = client.cookie('sf_token') ?? '';
    expect((await client.delete('/auth/v0/an-us/tokens/current')).status).toBe(204);
    expect(client.cookie('sf_token')).toBeUndefined();
    const replay = api.client();
    replay.setCookie('sf_token', token);
    expect((await replay.get('/auth/v0/an-us/tokens/current')).body).toMatchObject({ scopes: [] });
  });

  it('validates the body: 400 with field errors', async () => {
    const response = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    const fields = (response.body as { field_errors: { field: string }[] }).field_errors.map(
      (entry) => entry.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['password', 'email']));
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a JSON body with a %s key',
    async (key) => {
      const response = await api
        .client()
        .post(
          '/auth/v0/an-us/tokens/login',
          `{"email":"a@b.co","password":"x","${key}":{"polluted":true}}`,
        );
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'UNSAFE_KEY', status: 400 });
    },
  );

  it('refuses a query string with a __proto__ key', async () => {
    const response = await api
      .client()
      .get('/auth/v0/an-us/tokens/current?__proto__[x]=1&constructor=1');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'UNSAFE_KEY' });
  });

  it('refuses a cross-site write that rides the cookie', async () => {
    const client = api.client({ origin: 'https://evil.example' });
    const response = await client.post('/auth/v0/an-us/tokens/guest');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it('answers 404 SITE_NOT_FOUND for an unknown site', async () => {
    const response = await api.client().post('/auth/v0/xx-zz/tokens/guest');
    expect(response).toMatchObject({ status: 404, body: { code: 'SITE_NOT_FOUND' } });
  });
});

describe('sign-in throttling strangers cannot turn into a lockout (issue 10; DESIGN §8)', () => {
  const LOGIN = '/auth/v0/an-us/tokens/login';
  type Throttled = { code: string; retryAfterSeconds: number };
  const credentials = ({ email, password }: { email: string; password: string }) => ({
    email,
    password,
  });

  it('ten wrong passwords from one client do not stop the owner signing in from another client', async () => {
    const owner = await createUser(api.db);
    const stranger = api.client();
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push(
        await stranger.post<Throttled>(LOGIN, { email: owner.email, password: 'guess' }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      401, 401, 401, 401, 429, 429, 429, 429, 429, 429,
    ]);
    const last = answers.at(-1)!;
    expect(last.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', status: 429 });
    expect(last.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(last.body.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(last.headers.get('retry-after')).toBe(String(last.body.retryAfterSeconds));
    // The stranger's client waits even with the right password...
    expect((await stranger.post(LOGIN, credentials(owner))).status).toBe(429);
    // ...the owner, on their own device, signs in at once.
    const device = api.client({ localAddress: '127.0.0.2' });
    expect(
      await device.post(LOGIN, { email: owner.email, password: owner.password }),
    ).toMatchObject({
      status: 200,
      body: { authorized: true },
    });
  });

  it('waits twice as long after each further failure; a success clears the count', async () => {
    const owner = await createUser(api.db);
    const client = api.client({ localAddress: '127.0.0.4' });
    const wrong = () => client.post<Throttled>(LOGIN, { email: owner.email, password: 'guess' });
    // The wait ends without sleeping: the test moves the pair's lock into the past.
    const endWait = () =>
      api.db.query(
        "UPDATE login_failures SET locked_until = now() - interval '1 second' WHERE key LIKE $1",
        [`%${owner.email}%`],
      );
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrong()).status).toBe(401);
    const first = await wrong();
    expect(first).toMatchObject({ status: 429, body: { retryAfterSeconds: 30 } });
    await endWait();
    const second = await wrong();
    expect(second).toMatchObject({ status: 429, body: { retryAfterSeconds: 60 } });
    await endWait();
    expect(await wrong()).toMatchObject({ status: 429, body: { retryAfterSeconds: 120 } });
    await endWait();
    expect((await client.post(LOGIN, credentials(owner))).status).toBe(200);
    const afterSuccess = [];
    for (let attempt = 0; attempt < 4; attempt += 1) afterSuccess.push((await wrong()).status);
    expect(afterSuccess).toEqual([401, 401, 401, 401]);
  });

  it('a successful sign-in never counts: fifteen in a row all succeed', async () => {
    const owner = await createUser(api.db);
    const client = api.client({ localAddress: '127.0.0.5' });
    const statuses = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push((await client.post(LOGIN, credentials(owner))).status);
    }
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('a coarse limit per client (@fastify/rate-limit, counted in the database) holds across processes', async () => {
    const client = api.client({ localAddress: '127.0.0.3' });
    const statuses = [];
    // Sixty sign-ins to sixty addresses in ten minutes is the most one client may try.
    for (let attempt = 0; attempt < 60; attempt += 1) {
      statuses.push(
        (await client.post(LOGIN, { email: `nobody-${attempt}@example.com`, password: 'guess' }))
          .status,
      );
    }
    expect(statuses).toEqual(Array(60).fill(401));
    const other = await startApi({ db: api.db });
    try {
      const refused = await other
        .client({ localAddress: '127.0.0.3' })
        .post<Throttled>(LOGIN, { email: 'nobody-60@example.com', password: 'guess' });
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers.get('retry-after'))).toBe(refused.body.retryAfterSeconds);
      expect(refused.body.retryAfterSeconds).toBeGreaterThan(500);
      // Another client is not affected.
      const owner = await createUser(api.db);
      expect((await other.client().post(LOGIN, credentials(owner))).status).toBe(200);
    } finally {
      await other.close();
    }
    // Sixty-one sign-ins, each hashing a password: more than the default 5 s on a busy machine.
  }, 60_000);
});

describe('fault switch (DESIGN §6, test mode only)', () => {
  it.each([
    ['412', 412, 'CART_NOT_ACTIVE'],
    ['413', 413, 'REQUEST_TOO_LARGE'],
    ['500', 500, 'INTERNAL_ERROR'],
    ['502', 502, 'BAD_GATEWAY'],
  ])('fault %s answers %i %s for the next call only', async (fault, status, code) => {
    const client = api.client();
    await client.post('/__test/faults', {
      pathPrefix: '/auth/v0/an-us/tokens/current',
      fault,
      times: 1,
    });
    expect(await client.get('/auth/v0/an-us/tokens/current')).toMatchObject({
      status,
      body: { code, status },
    });
    expect((await client.get('/auth/v0/an-us/tokens/current')).status).toBe(200);
  });

  it('drops the connection', async () => {
    const client = api.client();
    await client.post('/__test/faults', {
      pathPrefix: '/auth/v0/an-us/tokens/current',
      fault: 'drop',
    });
    await expect(client.get('/auth/v0/an-us/tokens/current')).rejects.toThrow();
  });
});
