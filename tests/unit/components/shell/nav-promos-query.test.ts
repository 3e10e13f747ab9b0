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
    await client.fetchQuery(navPromosQuery({ api, site }));
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
