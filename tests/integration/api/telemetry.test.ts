import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const ERRORS = '/telemetry/v0/an-fr/errors';
const EVENTS = '/telemetry/v0/an-fr/events';

describe('the default error reporter and analytics sink (shell spec §4, §9)', () => {
  it('accepts a batch of browser errors with its sampling', async () => {
    const response = await api.client().post(ERRORS, {
      events: [{ message: 'TypeError: x is undefined', stack: 'at a (b.js:1)', url: '/fr-fr/' }],
      sampling: { trace: false, replay: false, replayOnError: true },
    });
    expect(response.status).toBe(204);
  });

  it.each([
    ['no events', { events: [] }],
    ['an unknown field', { events: [{ message: 'x', cookie: 'token=1' }] }],
    ['more than 20 events', { events: Array.from({ length: 21 }, () => ({ message: 'x' })) }],
  ])('rejects %s with a 400 naming the call', async (_name, body) => {
    const response = await api.client().post(ERRORS, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Invalid parameters for the error report' });
  });

  it('accepts known analytics events and rejects unknown names', async () => {
    const ok = await api.client().post(EVENTS, {
      events: [{ name: 'campaign_click', data: { bannerName: 'Black Friday', slot: 1 } }],
    });
    expect(ok.status).toBe(204);
    const bad = await api.client().post(EVENTS, { events: [{ name: '__proto__' }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Invalid parameters for analytics events' });
  });

  it('answers 404 for a site the API does not know', async () => {
    const response = await api.client().post('/telemetry/v0/zz-zz/errors', {
      events: [{ message: 'x' }],
    });
    expect(response.status).toBe(404);
  });
});
