import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/client.ts';
import { navChildrenQuery } from '../../../../engine/components/shell/header/use-nav-children.ts';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';

/** An env whose API counts the calls that reach it, with the site's component cache age. */
function envWith(componentCacheMaxAgeMs: number) {
  const calls = { count: 0 };
  const api = createApiClient({
    baseUrl: 'http://api.invalid',
    site: AN_US,
    fetch: async () => {
      calls.count += 1;
      return new Response(JSON.stringify({ itemId: 'n1', navigationItems: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const site = { limits: { timings: { componentCacheMaxAgeMs } } } as unknown as AppEnv['site'];
  return { env: { api, site }, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

// Shell spec §9 "component cache max age 600000 ms" (limits.timings.componentCacheMaxAgeMs): a
// mega-menu item's children are asked once, then kept that long before they are asked again.
describe('navigation children cache (shell spec §9, limits.timings.componentCacheMaxAgeMs)', () => {
  it.each([600_000, 60_000])('keeps the children for %i ms, then asks again', async (maxAge) => {
    const { env, calls } = envWith(maxAge);
    const client = new QueryClient();
    const query = navChildrenQuery(env, 'n1');
    await client.fetchQuery(query);
    expect(calls.count).toBe(1);
    vi.setSystemTime(Date.now() + maxAge - 1);
    await client.fetchQuery(query);
    expect(calls.count).toBe(1);
    vi.setSystemTime(Date.now() + 2);
    await client.fetchQuery(query);
    expect(calls.count).toBe(2);
    client.clear();
  });
});
