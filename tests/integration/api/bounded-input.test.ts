import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from './fixtures/catalog.ts';
import { insertProduct, signedIn } from './fixtures/registry.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Issue 10, "bounded input everywhere" (DESIGN §8: JSON depth, key counts and URL numbers are
 * bounded before use): deeply nested JSON gave a 500 (the forbidden-key check recursed until the
 * stack overflowed), and numbers such as 1e309 or Infinity reached code that could not take them.
 * Every hostile value here must answer a 4xx, never a 500.
 */
let api: TestApi;
let shopper: TestClient;
let productId: string;
let registryId: string;

beforeAll(async () => {
  api = await startApi();
  shopper = (await signedIn(api)).client;
  productId = (await insertProduct(api.db)).id;
  const registry = await shopper.post<{ id: string }>('/registry/v1/an-us', {
    event: {
      name: 'Sam & Alex',
      type: 'wedding',
      date: `${new Date().getUTCFullYear() + 1}-06-20`,
    },
    pre_event_shipping_address: {
      first_name: 'Sam',
      last_name: 'Lee',
      address_line_1: '1 Main St',
      city: 'Philadelphia',
      region: 'PA',
      postal_code: '19103',
      country_code: 'US',
    },
  });
  expect(registry.status).toBe(201);
  registryId = registry.body.id;
}, 60_000);
afterAll(() => api.close());

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON depth and key count are bounded before any walk (issue 10 "deeply nested JSON")', () => {
  it.each([
    ['6,000-level objects', nested(6000)],
    ['10,000-level objects', nested(10_000)],
    ['100,000-level arrays', arrays(100_000)],
  ])('%s answer 400 JSON_TOO_DEEP, not 500', async (_name, body) => {
    for (const path of [
      '/auth/v0/an-us/tokens/login',
      '/catalog/v0/an-us/categories/dresses/tiles',
      '/checkout/v0/an-us/carts/items',
    ]) {
      const response = await api.client().post(path, body);
      expect(response).toMatchObject({ status: 400, body: { code: 'JSON_TOO_DEEP' } });
    }
  });

  it('the forbidden-key check still finds __proto__ at the deepest allowed level', async () => {
    const body = '{"a":'.repeat(30) + '{"__proto__":{"x":1}}' + '}'.repeat(30);
    const response = await api.client().post('/auth/v0/an-us/tokens/login', body);
    expect(response).toMatchObject({ status: 400, body: { code: 'UNSAFE_KEY' } });
    expect((response.body as { message: string }).message).toContain('__proto__');
  });

  it('a body with more than 5,000 keys answers 400 JSON_TOO_MANY_KEYS', async () => {
    const many = `{${Array.from({ length: 6000 }, (_, index) => `"k${index}":1`).join(',')}}`;
    const response = await api.client().post('/auth/v0/an-us/tokens/login', many);
    expect(response).toMatchObject({ status: 400, body: { code: 'JSON_TOO_MANY_KEYS' } });
  });

  it('brackets and colons inside strings are text, not structure', async () => {
    const response = await api.client().post('/auth/v0/an-us/tokens/login', {
      email: 'nobody@example.com',
      password: `${'[{'.repeat(40)}:"\\:${'}]'.repeat(40)}`,
    });
    expect(response.status).toBe(401);
  });
});

const HOSTILE = ['1e309', 'Infinity', '-Infinity', 'NaN', '0x10', '', '99999999999999999999'];
/** Hostile where a whole number is expected (not for coordinates and distances). */
const NOT_WHOLE = ['-1', '1.5', '1e3'];

describe('every number the API reads from a URL is range-checked (issue 10 "bounded input")', () => {
  const queries = () => [
    `/review/v0/an-us/products/${productId}/reviews?offset=`,
    `/review/v0/an-us/products/${productId}/reviews?limit=`,
    '/likes/v0/an-us/me/likes/products?offset=',
    '/order/v0/an-us/orders?offset=',
    '/order/v0/an-us/orders?limit=',
    '/content/v1/an-us/entries?skip=',
    '/content/v1/an-us/entries?limit=',
    '/content/v1/an-us/entries?include=',
    '/content/v1/anthropologie/galleries/dresses?limit=',
    '/content/v1/anthropologie/galleries/dresses?offset=',
    '/images/anthropologie/AN-4130921-001_041_b?width=',
    '/images/anthropologie/AN-4130921-001_041_b?quality=',
    `/catalog/v1/an-us/pools/US_DIRECT/products/${productId}/bundles?limit=`,
    '/checkout/v0/an-us/carts/current?savedPage=',
    `/slipstream/api/social/v0?siteId=an-us&itemIds=${productId}&lookbackMins=`,
  ];

  const coordinates = [
    '/misl/v1/stores/search?brandId=anthropologie&lng=0&lat=',
    '/misl/v1/stores/search?brandId=anthropologie&lat=0&lng=',
    '/misl/v1/stores/search?brandId=anthropologie&lat=0&lng=0&distance=',
  ];

  async function statusesFor(value: string, paths: readonly string[]) {
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      statuses[path] = (await shopper.get(path + encodeURIComponent(value))).status;
    }
    return statuses;
  }

  it.each(HOSTILE)('answers 400 for %j in every numeric query parameter', async (value) => {
    const paths = [...queries(), ...coordinates];
    // Every one refused with a 400, none with a 500.
    expect(await statusesFor(value, paths)).toEqual(
      Object.fromEntries(paths.map((path) => [path, 400])),
    );
  });

  it.each(NOT_WHOLE)('answers 400 for %j where a whole number is expected', async (value) => {
    expect(await statusesFor(value, queries())).toEqual(
      Object.fromEntries(queries().map((path) => [path, 400])),
    );
  });
});

describe('every number the API reads from a body is range-checked (issue 10 "bounded input")', () => {
  const tiles = (body: object) =>
    api.client().post(
      '/catalog/v0/an-us/categories/dresses/tiles',
      { pageSize: 24, skip: 0, ...body },
      {
        'x-urbn-pool': 'US_DIRECT',
      },
    );

  it.each(['1e309', '-1e309', '1e20', '-1', '1.5', '"10"', 'null'])(
    'tiles: skip or pageSize %s answers 400, never 500',
    async (value) => {
      for (const body of [`{"pageSize":24,"skip":${value}}`, `{"pageSize":${value},"skip":0}`]) {
        const response = await api
          .client()
          .post('/catalog/v0/an-us/categories/dresses/tiles', body, { 'x-urbn-pool': 'US_DIRECT' });
        expect(response.status).toBe(400);
      }
    },
  );

  it('tiles: the largest skip answers an empty page, not a 500', async () => {
    await insertCategory(api.db, 'anthropologie', 'dresses', { 'en-US': 'Dresses' });
    const response = await tiles({ skip: 1_000_000 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ skip: 1_000_000 });
  });

  it.each(['1e309', '1e20', '4294967296', '-5'])(
    'cart quantity, review height and registry version %s answer 400, never 500',
    async (value) => {
      const sku = `${productId}-sku-1`;
      const cart = await shopper.post(
        '/checkout/v0/an-us/carts/items',
        `{"productId":"${productId}","skuId":"${sku}","poolId":"US_DIRECT","quantity":${value}}`,
      );
      expect(cart.status).toBe(400);
      const review = await shopper.post(
        `/review/v0/an-us/products/${productId}/reviews`,
        `{"rating":5,"reviewTitle":"Fine","reviewText":"${'Lovely fabric. '.repeat(4)}","userNickname":"Annie","heightFeet":${value}}`,
      );
      expect(review.status).toBe(400);
      const registry = await shopper.post(
        `/registry/v1/an-us/${registryId}/items`,
        `{"version":${value},"items":[{"product_id":"${productId}","sku":"${sku}","requested_quantity":1}]}`,
      );
      expect(registry.status).toBe(400);
    },
  );

  it('the same calls with ordinary numbers are taken, so the 400s above are about the numbers', async () => {
    const sku = `${productId}-sku-1`;
    const registry = await shopper.post(`/registry/v1/an-us/${registryId}/items`, {
      version: 1,
      items: [{ product_id: productId, sku, requested_quantity: 1 }],
    });
    expect(registry.status).toBeLessThan(300);
    const review = await shopper.post(`/review/v0/an-us/products/${productId}/reviews`, {
      rating: 5,
      reviewTitle: 'Fine',
      reviewText: 'Lovely fabric. '.repeat(4),
      userNickname: 'Annie',
      heightFeet: 5,
    });
    expect(review.status).toBe(201);
  });

  it('a trait of 1e309 is refused; the largest finite number is kept as sent', async () => {
    const infinite = await shopper.patch(
      '/profile/v0/an-us/me/traits',
      '[{"op":"add","path":"/height","value":1e309}]',
    );
    expect(infinite.status).toBe(400);
    const largest = await shopper.patch('/profile/v0/an-us/me/traits', [
      { op: 'add', path: '/height', value: Number.MAX_VALUE },
    ]);
    expect(largest.status).toBeLessThan(500);
  });
});
