import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { getCurrentToken } from '../../../engine/api/calls/auth.ts';
import { ApiRequestError } from '../../../engine/api/errors.ts';
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

describe('GET Network Error retry (shell spec §8)', () => {
  it('retries a GET once after a dropped connection while online, and succeeds', async () => {
    const { client, sent, logger } = clientFor(api, { online: () => true });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'drop', times: 1 });
    await expect(callApi(client, getCurrentToken, {})).resolves.toMatchObject({ scopes: [] });
    expect(sent.map((request) => request.path)).toEqual([TOKEN_PATH, TOKEN_PATH]);
    expect(logger.lines.find((line) => line.message === 'Network Error')).toMatchObject({
      level: 'error',
      fields: { status: 0, code: 'Network Error' },
    });
  });

  it('retries only once: a second drop rejects with the Network Error', async () => {
    const { client, sent } = clientFor(api, { online: () => true });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'drop', times: 2 });
    const error = await callApi(client, getCurrentToken, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ label: 'Network Error', status: 0 });
    expect(sent).toHaveLength(2);
  });

  it('does not retry while offline', async () => {
    const { client, sent } = clientFor(api, { online: () => false });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'drop', times: 1 });
    await expect(callApi(client, getCurrentToken, {})).rejects.toMatchObject({
      label: 'Network Error',
    });
    expect(sent).toHaveLength(1);
  });

  it('never repeats a write blind: a dropped POST is rejected at once', async () => {
    const { client, sent } = clientFor(api, { online: () => true });
    await armFault(api, { pathPrefix: '/auth/v0/an-us/tokens/guest', fault: 'drop', times: 1 });
    await expect(
      client.request({
        operation: 'createGuestToken',
        method: 'POST',
        path: '/auth/v0/an-us/tokens/guest',
      }),
    ).rejects.toMatchObject({ label: 'Network Error' });
    expect(sent).toHaveLength(1);
  });
});

describe('request time-out (shell spec §9 request timeout, §8 labels)', () => {
  it('aborts a call with no answer within the time-out, labelled zero-timeout', async () => {
    const { client, logger } = clientFor(api, { timeoutMs: 100 });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'delay', delayMs: 1500, times: 1 });
    const started = Date.now();
    await expect(callApi(client, getCurrentToken, {})).rejects.toMatchObject({
      label: 'zero-timeout',
      status: 0,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(logger.lines.map((line) => line.message)).toContain('zero-timeout');
  });

  it('answers a slow call that arrives within the time-out', async () => {
    const { client } = clientFor(api, { timeoutMs: 5000 });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'delay', delayMs: 50, times: 1 });
    await expect(callApi(client, getCurrentToken, {})).resolves.toMatchObject({ scopes: [] });
  });

  it('labels a call the caller cancelled Request aborted, logs it at debug and does not retry', async () => {
    const { client, sent, logger } = clientFor(api, { online: () => true });
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: 'delay', delayMs: 1500, times: 1 });
    const controller = new AbortController();
    const pending = callApi(client, getCurrentToken, {}, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ label: 'Request aborted' });
    expect(sent).toHaveLength(1);
    expect(logger.lines.find((line) => line.message === 'Request aborted')?.level).toBe('debug');
  });
});

describe('logged response fields (shell spec §8)', () => {
  it('logs code, message and status of a server failure at error', async () => {
    const { client, logger } = clientFor(api);
    await armFault(api, { pathPrefix: TOKEN_PATH, fault: '500', times: 1 });
    await expect(callApi(client, getCurrentToken, {})).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
    });
    expect(logger.lines).toContainEqual({
      level: 'error',
      message: 'getCurrentToken failed with 500',
      fields: expect.objectContaining({
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
        status: 500,
      }),
    });
  });

  it('logs field_errors of a validation failure, at warn', async () => {
    const { client, logger } = clientFor(api);
    const error = await client
      .request({
        operation: 'login',
        method: 'POST',
        path: '/auth/v0/an-us/tokens/login',
        body: {},
      })
      .catch((caught: unknown) => caught as ApiRequestError);
    expect(error).toMatchObject({ status: 400 });
    const line = logger.lines.find((entry) => entry.message === 'login failed with 400');
    expect(line?.level).toBe('warn');
    expect(line?.fields).toHaveProperty('field_errors');
  });

  it('logs at the level of the configured status lists', async () => {
    const { client, logger } = clientFor(api, {
      statusLevels: { debug: [], warn: [], error: [404] },
    });
    await expect(
      client.request({
        operation: 'probe',
        method: 'GET',
        path: '/auth/v0/no-such-site/tokens/current',
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(logger.lines[0]?.level).toBe('error');
  });

  it('logs a 404 at debug by default', async () => {
    const { client, logger } = clientFor(api);
    await expect(
      client.request({
        operation: 'probe',
        method: 'GET',
        path: '/auth/v0/no-such-site/tokens/current',
      }),
    ).rejects.toMatchObject({ status: 404, code: 'SITE_NOT_FOUND' });
    expect(logger.lines[0]?.level).toBe('debug');
  });
});
