import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { getCurrentToken } from '../../../engine/api/calls/auth.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { AN_US, START_TIMEOUT_MS, clientFor } from './setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, START_TIMEOUT_MS);
afterAll(() => api.close());

describe('request headers (shell spec §3.4 request headers, §7 web referer)', () => {
  it('sends site id, language, currency, pool, time, trace id and accepted scopes on every call', async () => {
    const fixedNow = Date.UTC(2025, 0, 2, 3, 4, 5);
    const { client, sent } = clientFor(api, { now: () => fixedNow });
    await callApi(client, getCurrentToken, {});
    const headers = sent[0]?.headers;
    expect(headers?.get('x-urbn-site-id')).toBe(AN_US.siteId);
    expect(headers?.get('x-urbn-language')).toBe('en-US');
    expect(headers?.get('x-urbn-currency')).toBe('USD');
    expect(headers?.get('x-urbn-pool')).toBe('US_DIRECT');
    expect(headers?.get('x-urbn-time')).toBe('2025-01-02T03:04:05.000Z');
    expect(headers?.get('x-urbn-trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(headers?.get('x-urbn-accepted-scopes')).toBe(
      'guest,registered,authorized,call-centre,stylist',
    );
    expect(headers?.has('x-urbn-web-referer')).toBe(false);
    expect(headers?.has('x-urbn-captcha-token')).toBe(false);
  });

  it('gives every request its own trace id', async () => {
    const { client, sent } = clientFor(api);
    await callApi(client, getCurrentToken, {});
    await callApi(client, getCurrentToken, {});
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.get('x-urbn-trace-id')).not.toBe(
      sent[1]?.headers.get('x-urbn-trace-id'),
    );
  });

  it('sends the web referer on GET, POST and PUT when known, never on DELETE', async () => {
    const { client, sent } = clientFor(api, { referer: () => 'https://shop.example/shop/dress' });
    await client.request({
      operation: 'probe',
      method: 'GET',
      path: '/auth/v0/an-us/tokens/current',
    });
    await client.request({
      operation: 'probe',
      method: 'POST',
      path: '/auth/v0/an-us/tokens/guest',
    });
    await client.request({
      operation: 'probe',
      method: 'DELETE',
      path: '/auth/v0/an-us/tokens/current',
    });
    expect(sent.map((request) => request.headers.get('x-urbn-web-referer'))).toEqual([
      'https://shop.example/shop/dress',
      'https://shop.example/shop/dress',
      null,
    ]);
  });

  it('sends the captcha token when the call carries one', async () => {
    const { client, sent } = clientFor(api);
    await client.request({
      operation: 'probe',
      method: 'POST',
      path: '/auth/v0/an-us/tokens/guest',
      captchaToken: 'captcha-123',
    });
    expect(sent[0]?.headers.get('x-urbn-captcha-token')).toBe('captcha-123');
  });

  it('sends credentials with every call so the HttpOnly token cookie travels', async () => {
    const seen: RequestInit[] = [];
    const { client } = clientFor(api, {
      fetch: (input, init) => {
        seen.push(init ?? {});
        return fetch(input, init);
      },
    });
    await callApi(client, getCurrentToken, {});
    expect(seen[0]?.credentials).toBe('include');
  });

  it('keeps the token cookie between calls (the server answers for the same shopper)', async () => {
    const { client, jar } = clientFor(api);
    await client.request({
      operation: 'probe',
      method: 'POST',
      path: '/auth/v0/an-us/tokens/guest',
    });
    expect(jar.get('sf_token')).toBeTruthy();
    expect(await callApi(client, getCurrentToken, {})).toMatchObject({
      scopes: ['guest'],
      siteId: 'an-us',
    });
  });
});
