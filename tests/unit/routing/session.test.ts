import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/index.ts';
import type { ApiLogger } from '../../../engine/api/index.ts';
import { GUEST_SESSION } from '../../../engine/routing/app-env.ts';
import type { AppEnv } from '../../../engine/routing/app-env.ts';
import { loadSession } from '../../../engine/routing/session.ts';

const SITE_CONTEXT = {
  brandId: 'acme',
  siteId: 'ac-us',
  language: 'en-US',
  currency: 'USD',
  inventoryPool: 'US_DIRECT',
  countryCode: 'US',
};

function envAnswering(status: number, body: unknown) {
  const logger: ApiLogger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: SITE_CONTEXT,
    logger,
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { env: { api, queryClient } as unknown as AppEnv, logger };
}

const MISSING = 'Missing user state: a guest session is used';

// Shell spec §8 (error catalogue): "Missing userState logged, fallback built."
describe('a missing user state is logged and a guest session built (shell spec §8)', () => {
  it('the token call fails: the guest fallback, and one warning that says so', async () => {
    const { env, logger } = envAnswering(500, { code: 'INTERNAL', message: 'down', status: 500 });
    await expect(loadSession(env)).resolves.toBe(GUEST_SESSION);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(MISSING, { error: expect.any(String) });
  });

  it('a user state answered: its session, and no such warning', async () => {
    const { env, logger } = envAnswering(200, {
      scopes: ['guest', 'registered'],
      authorized: true,
      siteId: 'ac-us',
    });
    await expect(loadSession(env)).resolves.toEqual({
      scopes: ['guest', 'registered'],
      registered: true,
      authorized: true,
    });
    expect(logger.warn).not.toHaveBeenCalledWith(MISSING, expect.anything());
  });
});
