import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../engine/api/index.ts';
import { contentLoader } from '../../../engine/pages/content/content-loader.ts';
import type { AppEnv } from '../../../engine/routing/app-env.ts';
import type { Registry } from '../../../engine/registry/registry.ts';
import type { RouteDefinition } from '../../../engine/routing/route-table.ts';
import { DEFAULT_META } from '../../../engine/routing/route-meta.ts';

/**
 * The catch-all /{slug} (shell spec §2.1, issue 13): a navigation category's slug is its listing,
 * known from the navigation config, so no content page is asked for first (no 404 in the browser's
 * console, no second spent on a retried 404); "Home" is the Home category, not the home page.
 */
const SITE = {
  brandId: 'acme',
  siteId: 'ac-us',
  language: 'en-US',
  currency: 'USD',
  inventoryPool: 'US_DIRECT',
  countryCode: 'US',
};

const NAVIGATION = {
  items: [
    { itemId: 'home', slug: 'home', typeCode: 'GATEWAY', displayName: 'Home' },
    { itemId: 'clothing', slug: 'clothing', typeCode: 'DEFAULT', displayName: 'Clothing' },
    { itemId: 'story', slug: 'our-story', typeCode: 'CONTENT', displayName: 'Our story' },
  ],
};

const tiles = (slug: string) => ({
  category: { slug, displayName: slug === 'home' ? 'Home' : 'Clothing' },
  records: [],
  totalRecordCount: 0,
});
const page = (slug: string) => ({
  items: [{ sys: { id: slug }, fields: { slug, title: slug, kind: 'landing', modules: [] } }],
});

function envOn(side: 'client' | 'server') {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: SITE,
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      calls.push(url.pathname);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname.endsWith('/tiles')) return json(tiles(url.pathname.split('/').at(-2)!));
      const slug = url.searchParams.get('slug') ?? '';
      if (slug === 'home' || slug === 'our-story') return json(page(slug));
      return json({ code: 'NOT_FOUND', message: 'no page', status: 404 }, 404);
    },
  });
  const env = {
    brand: {
      id: 'acme',
      content: {
        navigation: NAVIGATION,
        pages: {
          pages: [
            { slug: 'home', modules: [] },
            { slug: 'our-story', modules: [] },
          ],
        },
      },
      settings: { components: { homePage: 'home' }, routing: { trailingSlash: false } },
    },
    site: {
      id: 'ac-us',
      limits: { listing: { tilesPerPage: 72 }, content: { includeDepthDefault: 1 } },
    },
    flags: {},
    locale: 'en-US',
    side,
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  } as unknown as AppEnv;
  return { env, calls };
}

const def: RouteDefinition = {
  name: 'content',
  path: '/:slug',
  meta: { ...DEFAULT_META, kind: 'landing' },
};
const registry = { prefetch: async () => undefined } as unknown as Registry;

async function open(side: 'client' | 'server', slug: string) {
  const { env, calls } = envOn(side);
  const loader = contentLoader({ def, env, registry });
  const data = await loader({
    params: { slug },
    request: new Request(`http://shop.test/${slug}`),
    context: undefined,
  } as never);
  return { data, calls };
}

describe('the catch-all knows a category from the navigation (shell spec §2.1, issue 13)', () => {
  it.each(['client', 'server'] as const)(
    'a category slug on the %s goes to its listing without asking for a content page',
    async (side) => {
      const { data, calls } = await open(side, 'clothing');
      expect(data.view).toBe('ListingPage');
      expect(calls.filter((path) => path.includes('/content/'))).toEqual([]);
    },
  );

  it.each(['client', 'server'] as const)(
    'the "Home" category slug on the %s is the Home listing, not the home page',
    async (side) => {
      const { data } = await open(side, 'home');
      expect({ view: data.view, title: data.title }).toEqual({
        view: 'ListingPage',
        title: 'Home',
      });
    },
  );

  it('a content navigation item is still a content page', async () => {
    const { data } = await open('client', 'our-story');
    expect(data.view).toBe('ContentPage');
  });
});
