import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { commerceApi } from '../../../commerce-api/app.ts';
import type { ApiContext } from '../../../commerce-api/context.ts';
import { callUrl } from '../../../engine/api/call.ts';
import { categoryTilesUrl, getProducts } from '../../../engine/api/calls/catalog.ts';
import { getReviews } from '../../../engine/api/calls/reviews.ts';
import { searchTilesUrl } from '../../../engine/api/calls/search.ts';
import { shopTilesUrl } from '../../../engine/api/calls/shops.ts';
import { requestOf } from '../../../engine/api/declaration.ts';
import { ALL_CALLS, CALLS_BY_OPERATION } from '../../../engine/api/calls/all.ts';
import { AN_US } from '../../fixtures/api-client-site.ts';

/** Issue 8 item 3: each API call declared once, and every route the engine calls declared. */

/** Routes of the commerce API the engine does not call through its client, and why. */
const NOT_CALLED: Readonly<Record<string, string>> = {
  'GET /images/:brandId/:name': 'image URLs go into <img src>, built by engine/domain/image-url.ts',
  'GET /review/v0/:siteId/media/:mediaId': 'review media URLs come in the review answers',
  'POST /telemetry/v0/:siteId/events':
    'the default analytics sink posts with fetch keepalive, a send that outlives the page (components/shell/services, replaceable by setAnalyticsSink)',
  'POST /telemetry/v0/:siteId/errors':
    'the default error reporter posts with fetch keepalive, a send that outlives the page (components/shell/services, replaceable by setErrorReporter)',
  'GET /payments/v0/:siteId/provider/:sessionId':
    "the reference provider's page: the browser is sent there (location.assign of the session's providerPath), not fetched",
  'POST /payments/v0/:siteId/provider/:sessionId':
    "the reference provider page's own form posts it; the engine never calls it",
  'GET /payments/v0/:siteId/provider-library.js':
    "the card payment provider's library: a script element loads it (components/checkout/payment-library.ts), not a fetch",
  'GET /profile/v0/:siteId/help-codes/:code':
    "a call-centre agent's lookup of a shopper's help code (issue 13): the agents' own tools call it, not the storefront",
  'POST /__test/faults': 'test mode only: the fault switch',
  'DELETE /__test/faults': 'test mode only: the fault switch',
  'POST /__test/tokens/current/lapse': 'test mode only: ends an authorization window',
};

/** Every route the API registers, as "METHOD /path/:param". */
async function apiRoutes(): Promise<string[]> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    }
  });
  // Registering the routes touches neither the database nor the brands: no server is started, and
  // the services that start-up would open (logger, card keys, media store) are given.
  const context = {
    db: { query: async () => [] },
    brands: {},
    mode: 'test',
    logger: pino({ level: 'silent' }),
    cardKeys: { current: { id: 'ck-test', publicPem: '' }, ids: ['ck-test'] },
    media: {},
  } as unknown as ApiContext;
  await app.register(commerceApi, { prefix: '', context });
  await app.ready();
  await app.close();
  return routes;
}

/** A declaration's path with every parameter filled with a sample value. */
function samplePath(declaration: (typeof ALL_CALLS)[number]): string {
  const params = new Proxy(
    {},
    { get: (_target, key) => (key === 'url' ? categoryTilesUrl(AN_US, 'p1') : 'p1') },
  );
  return declaration.path(AN_US, params);
}

const matches = (route: string, method: string, path: string) => {
  const [routeMethod, template = ''] = route.split(' ');
  const pattern = new RegExp(`^${template.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return routeMethod === method && pattern.test(path);
};

describe('call declarations (DESIGN §4a)', () => {
  it('have unique operation names', () => {
    const names = ALL_CALLS.map((declaration) => declaration.operation);
    expect(names.length).toBeGreaterThan(80);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('invalidate only declared reads', () => {
    for (const declaration of ALL_CALLS) {
      const stale = declaration.invalidates;
      if (stale === undefined || stale === 'shopper') continue;
      for (const operation of stale) {
        expect(
          CALLS_BY_OPERATION.get(operation)?.method,
          `${declaration.operation} -> ${operation}`,
        ).toBeDefined();
      }
    }
  });

  it('encode every caller-given path segment, so an id cannot climb out of its path', () => {
    const hostile = new Proxy({}, { get: () => '../../x?y#z' });
    for (const declaration of ALL_CALLS) {
      if (declaration.operation === 'getPaginatedAndSortedProducts') continue; // the url is the path
      const path = declaration.path(AN_US, hostile);
      expect(path, declaration.operation).not.toMatch(/\.\.\/|[?#]/);
    }
  });

  it('each name a route of the commerce API, and every route the engine calls has one', async () => {
    const routes = await apiRoutes();
    const undeclared = routes.filter(
      (route) =>
        !(route in NOT_CALLED) &&
        !ALL_CALLS.some((declaration) =>
          matches(route, declaration.method, samplePath(declaration)),
        ) &&
        // The listing call's other urls: search results and brand and seller pages (issue 11).
        ![searchTilesUrl(AN_US, 'p1'), shopTilesUrl(AN_US, 'brands', 'p1')].some((url) =>
          matches(route, 'POST', url.split('?')[0]!),
        ),
    );
    expect(undeclared).toEqual([]);
    const routeless = ALL_CALLS.filter(
      (declaration) =>
        !routes.some((route) => matches(route, declaration.method, samplePath(declaration))),
    ).map((declaration) => declaration.operation);
    expect(routeless).toEqual([]);
    for (const route of Object.keys(NOT_CALLED)) expect(routes).toContain(route);
  });
});

describe('query strings as the query schemas take them', () => {
  const url = (made: ReturnType<typeof requestOf>) => callUrl('/api', made.call);

  it("sends the spec's comma lists as one value", () => {
    const made = requestOf(getProducts, { productIds: ['p1', 'p2'], includePools: true }, AN_US);
    expect(url(made)).toBe(
      '/api/catalog/v1/an-us/pools/US_DIRECT/products?product-id=p1%2Cp2&include-pools=true&countryCode=US',
    );
  });

  it('repeats a list parameter once per value, since a value may hold commas', () => {
    const made = requestOf(
      getReviews,
      { productId: 'p1', filters: ['rating:4,5', 'hasMedia:true'], limit: 5 },
      AN_US,
    );
    expect(url(made)).toBe(
      '/api/review/v0/an-us/products/p1/reviews?limit=5&filter=rating%3A4%2C5&filter=hasMedia%3Atrue',
    );
  });
});
