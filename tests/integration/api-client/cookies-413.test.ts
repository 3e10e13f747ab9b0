import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { createGuestToken, getCurrentToken } from '../../../engine/api/calls/auth.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { START_TIMEOUT_MS, armFault, clearFaults, clientFor } from './setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, START_TIMEOUT_MS);
afterEach(() => clearFaults(api));
afterAll(() => api.close());

const TOKEN_PATH = '/auth/v0/an-us/tokens/current';

describe('413 with cookies over 10 000 characters (shell spec §4, catalogue spec §8)', () => {
  it('clears third-party cookies, keeps the storefront ones and retries once', async () => {
    const { client, jar, sent } = clientFor(api, { clearThirdPartyAboveChars: 10_000 });
    await callApi(client, createGuestToken, {});
    jar.set('urbn_site_choice', 'an-us');
    jar.set('_ga', 'x'.repeat(6_000));
    jar.set('ad_tracker', 'y'.repeat(5_000));
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: '413', times: 1 });

    await expect(callApi(client, getCurrentToken, {})).resolves.toMatchObject({
      scopes: ['guest'],
    });
    expect(jar.names().sort()).toEqual(['sf_token', 'urbn_site_choice']);
    const calls = sent.filter((request) => request.path === TOKEN_PATH);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.cookie.length).toBeGreaterThan(10_000);
    expect(calls[1]?.cookie.length).toBeLessThan(200);
  });

  it('retries only once: a second 413 is rejected', async () => {
    const { client, jar, sent } = clientFor(api);
    jar.set('_ga', 'x'.repeat(10_001));
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: '413', times: 2 });
    await expect(callApi(client, getCurrentToken, {})).rejects.toMatchObject({ status: 413 });
    expect(sent).toHaveLength(2);
  });

  it('clears nothing and rejects when the cookies are within the limit', async () => {
    const { client, jar, sent } = clientFor(api);
    jar.set('_ga', 'x'.repeat(9_000));
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: '413', times: 1 });
    await expect(callApi(client, getCurrentToken, {})).rejects.toMatchObject({
      status: 413,
      code: 'REQUEST_TOO_LARGE',
    });
    expect(jar.names()).toEqual(['_ga']);
    expect(sent).toHaveLength(1);
  });

  it('reads the limit from the site (limits.cookies.clearThirdPartyAboveChars)', async () => {
    const { client, jar } = clientFor(api, { clearThirdPartyAboveChars: 100 });
    jar.set('_ga', 'x'.repeat(150));
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: '413', times: 1 });
    await expect(callApi(client, getCurrentToken, {})).resolves.toBeDefined();
    expect(jar.names()).toEqual([]);
  });
});
