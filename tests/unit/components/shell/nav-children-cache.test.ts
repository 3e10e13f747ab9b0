import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../engine/api/client.ts';
import { trimComponentCache } from '../../../../engine/components/shell/header/component-cache.ts';
import {
  COMPONENT_CALLS,
  navChildrenQuery,
} from '../../../../engine/components/shell/header/use-nav-children.ts';
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

// Shell spec §9 "component cache ... max size 1048576" (limits.timings.componentCacheMaxSize): the
// header's component answers in the page's cache add up to at most the size; the oldest go first.
describe('navigation component cache size (shell spec §9, limits.timings.componentCacheMaxSize)', () => {
  const answerOf = (id: string) => ({ itemId: id, navigationItems: [{ name: 'x'.repeat(80) }] });
  const size = JSON.stringify(answerOf('n1')).length;

  async function cacheOf(maxSize: number) {
    const client = new QueryClient();
    for (const [index, id] of ['n1', 'n2', 'n3'].entries()) {
      vi.setSystemTime(1_000 + index);
      client.setQueryData(
        ['an-us', 'public', 'catalog', 'getNavigationItem', { id }],
        answerOf(id),
      );
    }
    client.setQueryData(['an-us', 'public', 'catalog', 'getProducts', {}], {
      big: 'y'.repeat(999),
    });
    const dropped = trimComponentCache(client, COMPONENT_CALLS, maxSize);
    const kept = client
      .getQueryCache()
      .findAll({ queryKey: ['an-us', 'public', 'catalog', 'getNavigationItem'] })
      .map((query) => (query.queryKey[4] as { id: string }).id)
      .sort();
    return {
      dropped,
      kept,
      others: client.getQueryData(['an-us', 'public', 'catalog', 'getProducts', {}]),
    };
  }

  it('keeps every answer within the size', async () => {
    expect(await cacheOf(1_048_576)).toMatchObject({ dropped: 0, kept: ['n1', 'n2', 'n3'] });
  });

  it('drops the least recently loaded past the size, never the newest nor other calls', async () => {
    expect(await cacheOf(size * 2)).toMatchObject({ dropped: 1, kept: ['n2', 'n3'] });
    expect(await cacheOf(1)).toMatchObject({ dropped: 2, kept: ['n3'] });
    expect((await cacheOf(1)).others).toBeDefined();
  });
});
