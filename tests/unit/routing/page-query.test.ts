import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../engine/api/index.ts';
import { pageQuery } from '../../../engine/routing/page-queries.ts';
import type { AppEnv } from '../../../engine/routing/app-env.ts';

const SITE_CONTEXT = {
  brandId: 'acme',
  siteId: 'ac-us',
  language: 'en-US',
  currency: 'USD',
  inventoryPool: 'US_DIRECT',
  countryCode: 'US',
};

/** The query string a page entry request goes out with. */
async function requestedQuery(includeDepthDefault: number): Promise<URLSearchParams> {
  let url = '';
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: SITE_CONTEXT,
    fetch: async (input) => {
      url = String(input instanceof Request ? input.url : input);
      return new Response(JSON.stringify({ items: [], includes: { Entry: [] }, total: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const env = {
    api,
    locale: 'en-US',
    site: { limits: { content: { includeDepthDefault } } },
  } as unknown as Pick<AppEnv, 'api' | 'locale' | 'site'>;
  const query = pageQuery(env, 'about');
  await (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });
  return new URL(url).searchParams;
}

// Shell spec §9: content include depth 1 by default (limits.content.includeDepthDefault).
describe('the page entry query asks for the default include depth (shell spec §9)', () => {
  it.each([1, 0, 3])('includeDepthDefault %i is the include of the request', async (depth) => {
    const params = await requestedQuery(depth);
    expect(params.get('content_type')).toBe('page');
    expect(params.get('slug')).toBe('about');
    expect(params.get('include')).toBe(String(depth));
  });
});
