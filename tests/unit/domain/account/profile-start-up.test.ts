import { describe, expect, it, vi } from 'vitest';
import {
  preferencesFailure,
  startProfile,
} from '../../../../engine/domain/account/profile-start-up.ts';

const SITE = { language: 'fr-FR', country: 'FR', currency: 'EUR' };
const failing = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

// shell spec §4 "Profile start-up", §8 "404 on preferences creates them; 409 on creation is
// logged and rethrown"
describe('preferencesFailure (shell spec §4, §8)', () => {
  it.each([
    ['read', 404, 'create'],
    ['read', 409, 'fail'],
    ['read', 500, 'fail'],
    ['read', undefined, 'fail'],
    ['create', 409, 'conflict'],
    ['create', 404, 'fail'],
    ['create', 500, 'fail'],
  ] as const)('%s answering %s -> %s', (step, status, expected) => {
    expect(preferencesFailure(step, status)).toBe(expected);
  });
});

describe('startProfile (shell spec §4 "Profile start-up")', () => {
  function steps(read: () => Promise<string>, create: () => Promise<string>) {
    const order: string[] = [];
    return {
      order,
      logError: vi.fn(),
      loadProfile: async () => {
        order.push('profile');
        return 'profile';
      },
      loadPreferences: async () => {
        order.push('preferences');
        return read();
      },
      createPreferences: vi.fn(async (initial: object) => {
        order.push(`create ${JSON.stringify(initial)}`);
        return create();
      }),
      processPrivacyOptOut: async (_profile: string, preferences: string) => {
        order.push('privacy');
        expect(preferences).toMatch(/^(saved|created)$/);
      },
    };
  }

  it.each([
    {
      name: 'preferences exist: profile, preferences, privacy, ready',
      read: async () => 'saved',
      expected: { preferences: 'saved', order: ['profile', 'preferences', 'privacy'] },
    },
    {
      name: '404 creates them from the site language, country and currency',
      read: async () => Promise.reject(failing(404)),
      expected: {
        preferences: 'created',
        order: [
          'profile',
          'preferences',
          'create {"language":"fr-FR","country":"FR","currency":"EUR"}',
          'privacy',
        ],
      },
    },
  ])('$name', async ({ read, expected }) => {
    const given = steps(read, async () => 'created');
    const ready = await startProfile(given, SITE);
    expect(ready).toEqual({ profile: 'profile', preferences: expected.preferences, ready: true });
    expect(given.order).toEqual(expected.order);
    expect(given.logError).not.toHaveBeenCalled();
  });

  it('a 409 on creation is logged and rethrown; the profile is not ready', async () => {
    const conflict = failing(409);
    const given = steps(
      async () => Promise.reject(failing(404)),
      async () => Promise.reject(conflict),
    );
    await expect(startProfile(given, SITE)).rejects.toBe(conflict);
    expect(given.logError).toHaveBeenCalledWith(expect.stringContaining('already exist'), conflict);
    expect(given.order).not.toContain('privacy');
  });

  it.each([500, 403])('a %s reading preferences is rethrown without creating', async (status) => {
    const given = steps(
      async () => Promise.reject(failing(status)),
      async () => 'created',
    );
    await expect(startProfile(given, SITE)).rejects.toMatchObject({ status });
    expect(given.createPreferences).not.toHaveBeenCalled();
  });
});
