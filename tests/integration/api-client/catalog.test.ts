import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { getPriceInfo, getProductBySkus, getProducts } from '../../../engine/api/calls/catalog.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { insertProduct } from './fixtures.ts';
import type { ClientFixtureProduct } from './fixtures.ts';
import { START_TIMEOUT_MS, clientFor } from './setup.ts';

let api: TestApi;
let product: ClientFixtureProduct;
beforeAll(async () => {
  api = await startApi();
  product = await insertProduct(api.db);
}, START_TIMEOUT_MS);
afterAll(() => api.close());

describe('catalogue calls against the server (catalogue spec §7)', () => {
  it('adds the site countryCode to product calls when missing (shell spec §7)', async () => {
    const { client, sent } = clientFor(api);
    const list = await callApi(client, getProducts, { slug: product.slug });
    expect(list[0]?.product.productId).toBe(product.productId);
    const url = new URL(`http://x${sent[0]?.path}`);
    expect(url.pathname).toBe('/catalog/v1/an-us/pools/US_DIRECT/products');
    expect(url.searchParams.get('slug')).toBe(product.slug);
    expect(url.searchParams.get('countryCode')).toBe('US');
  });

  it('keeps a countryCode the caller gave', async () => {
    const { client, sent } = clientFor(api);
    await callApi(client, getProducts, {
      productIds: [product.productId],
      countryCode: 'CA',
    });
    const url = new URL(`http://x${sent[0]?.path}`);
    expect(url.searchParams.get('countryCode')).toBe('CA');
    expect(url.searchParams.get('product-id')).toBe(product.productId);
  });

  it('looks products up by sku', async () => {
    const { client } = clientFor(api);
    const list = await callApi(client, getProductBySkus, { skus: [product.skuId] });
    expect(list.map((entry) => entry.product.productId)).toEqual([product.productId]);
  });

  it('reads prices in the site currency', async () => {
    const { client } = clientFor(api);
    const price = await callApi(client, getPriceInfo, { productId: product.productId });
    expect(price).toMatchObject({ productId: product.productId, currency: 'USD' });
    expect(price.skus[0]).toMatchObject({ skuId: product.skuId, listPrice: 80, salePrice: 60 });
  });
});
