import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { login } from '../../../engine/api/calls/auth.ts';
import { createPreferences, getPreferences } from '../../../engine/api/calls/preferences.ts';
import { startApi, createUser } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { START_TIMEOUT_MS, clientFor } from './setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, START_TIMEOUT_MS);
afterAll(() => api.close());

async function signedIn() {
  const user = await createUser(api.db);
  const setup = clientFor(api);
  await callApi(setup.client, login, { email: user.email, password: user.password });
  setup.sent.length = 0;
  return setup;
}

describe('preferences at profile start-up (shell spec §4, §8)', () => {
  it('creates missing preferences from the site language, country and currency', async () => {
    const setup = await signedIn();

    const preferences = await callApi(setup.client, getPreferences, {});

    expect(preferences.global).toMatchObject({ language: 'en-US', country: 'US', currency: 'USD' });
    expect(setup.sent.map((request) => request.method)).toEqual(['GET', 'POST']);
    // Created for real: the next read finds them without creating again.
    setup.sent.length = 0;
    await expect(callApi(setup.client, getPreferences, {})).resolves.toMatchObject({
      global: { currency: 'USD' },
    });
    expect(setup.sent.map((request) => request.method)).toEqual(['GET']);
  });

  it('logs a 409 on creating preferences that exist, and rethrows it', async () => {
    const setup = await signedIn();
    await callApi(setup.client, createPreferences, {});

    await expect(callApi(setup.client, createPreferences, {})).rejects.toMatchObject({
      status: 409,
      code: 'PREFERENCES_EXIST',
    });

    expect(setup.logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Preferences already exist; not created',
      }),
    );
  });
});
