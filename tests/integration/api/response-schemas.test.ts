import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiServer, commerceApi } from '../../../commerce-api/app.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import type { ApiContext } from '../../../commerce-api/context.ts';
import { insertCategory, insertProduct, insertRates } from './fixtures/catalog.ts';
import { loadBrands, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Issue 8 item 3, honest schemas: every route declares the schema of its answer, and in test mode
 * (the suites) an answer that does not match it is a 500 naming the route and the difference, so
 * the whole API suite proves the schemas, and the types generated from them, true.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await insertRates(api.db);
  await insertCategory(api.db, 'anthropologie', 'schema-dresses', 'Dresses');
  await insertProduct(api.db, {
    id: 'schema-1',
    slug: 'schema-honest',
    styleNumber: 'AN-9001-001',
    displayName: 'Honest Dress',
    category: 'schema-dresses',
    content: { metaDescription: 'A dress the schema knows' },
    skus: [{ id: 'schema-1-s', color: '001', colorName: 'Ivory', size: 'S', list: 100 }],
  });
  // A content field the product schema does not list: the API would answer it as it is stored.
  await insertProduct(api.db, {
    id: 'schema-2',
    slug: 'schema-liar',
    styleNumber: 'AN-9002-001',
    displayName: 'Dress With A Secret',
    category: 'schema-dresses',
    content: { internalCostNote: 'never for shoppers' },
    skus: [{ id: 'schema-2-s', color: '001', colorName: 'Ivory', size: 'S', list: 100 }],
  });
}, 120_000);
afterAll(() => api.close());

const products = (slug: string) => `/catalog/v1/an-us/pools/US_DIRECT/products?slug=${slug}`;

describe('response schemas in test mode', () => {
  it('lets an answer its schema describes through unchanged', async () => {
    const reply = await api
      .client()
      .get<{ product: Record<string, unknown> }[]>(products('schema-honest'));
    expect(reply.status).toBe(200);
    expect(reply.body[0]?.product).toMatchObject({ metaDescription: 'A dress the schema knows' });
  });

  it('answers 500 naming the route and the first difference when the answer breaks its schema', async () => {
    const reply = await api.client().get(products('schema-liar'));
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ code: 'RESPONSE_SCHEMA_MISMATCH', status: 500 });
    expect(reply.body.message).toContain(
      'GET /catalog/v1/:siteId/pools/:inventoryPool/products answered 2xx',
    );
    expect(reply.body.message).toContain('catalog/product-list');
    expect(reply.body.message).toContain('/0/product has the property "internalCostNote"');
  });

  it('does not check in production: the schemas document and type, they never change answers', async () => {
    const production = await buildApiServer({
      db: api.db,
      brands: new BrandDirectory(loadBrands()),
      mode: 'production',
    });
    try {
      const reply = await production.inject({ method: 'GET', url: products('schema-liar') });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()[0].product.internalCostNote).toBe('never for shoppers');
    } finally {
      await production.close();
    }
  });
});

describe('every route declares the schema of its answer', () => {
  it('lists no route without one', async () => {
    const app = Fastify();
    const undeclared: string[] = [];
    let routes = 0;
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD') return;
      routes += 1;
      if (!route.schema?.response) undeclared.push(`${String(route.method)} ${route.url}`);
    });
    const context = { db: api.db, brands: new BrandDirectory([]), mode: 'test' } as ApiContext;
    await app.register(commerceApi, { prefix: '', context });
    await app.ready();
    await app.close();
    expect(routes).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });
});
