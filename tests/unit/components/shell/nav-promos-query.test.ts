import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../engine/api/client.ts';
import { navPromosQuery } from '../../../../engine/components/shell/header/use-nav-promos.ts';
import type { AppEnv } from '../../../../engine/routing/app-env.ts';
import { AN_US } from '../../../fixtures/api-client-site.ts';

// Shell spec §7 "Navigation personalised fetch", §9 "Content include depth ... 2 for config, 3 for
// promos": the mega-menu's request sends the site's limits.content depths, whatever they are.
describe('the mega-menu promos request (limits.content.includeDepthPromos, includeDepthConfig)', () => {
  it.each([
    [3, 2],
    [1, 0],
  ])('sends include %i for the containers and %i for the promos', async (promos, config) => {
    const bodies: unknown[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.invalid',
      site: AN_US,
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ results: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const site = {
      limits: {
        content: { includeDepthPromos: promos, includeDepthConfig: config },
        timings: { componentCacheMaxAgeMs: 600_000 },
      },
    } as unknown as AppEnv['site'];
    const client = new QueryClient();
    await client.fetchQuery(navPromosQuery({ api, site }, true));
    expect(bodies.at(-1)).toMatchObject({
      action: 'NavigationView',
      queries: [
        { contentType: 'superNavContentModulesContainer', include: promos },
        { contentType: 'componentSuperNavPromo', include: config },
      ],
    });
    client.clear();
  });
});

// Shell spec §8 (a guest's console shows no 4xx): a session without a token makes its guest token
// before asking, instead of being refused with 401 first; a session with one asks at once.
describe('the mega-menu promos request and the guest token', () => {
  it.each([
    [false, ['POST guest', 'POST personalized-content']],
    [true, ['POST personalized-content']],
  ])('with a token %s, calls %j', async (hasToken, calls) => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.invalid',
      site: AN_US,
      fetch: async (url, init) => {
        const path = new URL(String(url)).pathname;
        seen.push(`${init?.method ?? 'GET'} ${path.split('/').at(-1)}`);
        const body = path.endsWith('/guest')
          ? { accessToken: 'a', scopes: ['guest'], expiresIn: 60 }
          : { results: [] };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const site = {
      limits: {
        content: { includeDepthPromos: 3, includeDepthConfig: 2 },
        timings: { componentCacheMaxAgeMs: 600_000 },
      },
    } as unknown as AppEnv['site'];
    const client = new QueryClient();
    await client.fetchQuery(navPromosQuery({ api, site }, hasToken));
    expect(seen).toEqual(calls);
    client.clear();
  });
});
