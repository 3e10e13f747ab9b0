import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Search and the brand and seller pages through HTTP (catalogue spec §1 /search, /brands,
 * /sellers; §7 the listing call's body and pool header; issue 11), on the seeded catalogue.
 */
let api: TestApi;
const base = () => `${api.url}/catalog/v0/an-us`;
const listing = (path: string, body: object = { pageSize: 5, skip: 0 }) =>
  fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-urbn-pool': 'US_DIRECT' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  api = await startApi({ seedProducts: 30 });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('search results (POST /catalog/v0/{siteId}/search/tiles?q=)', () => {
  it('lists products holding every word, with the listing call’s totals, sort and facets', async () => {
    const tiles = await (await listing('/categories/clothing/tiles')).json();
    const word = (tiles.records[0].displayName as string).split(' ').at(-1)!.toLowerCase();
    const response = await listing(
      `/search/tiles?q=${encodeURIComponent(` ${word.toUpperCase()} `)}`,
      {
        pageSize: 5,
        skip: 0,
        sort: { field: 'price' },
        facets: true,
      },
    );
    expect(response.status).toBe(200);
    const found = await response.json();
    expect(found.total).toBeGreaterThan(0);
    expect(found.sort).toEqual({ field: 'price', order: 'asc' });
    expect(found.facets.map((facet: { name: string }) => facet.name)).toContain('colorway');
    for (const record of found.records) expect(record.displayName.toLowerCase()).toContain(word);
  });

  it('finds nothing for no word, and refuses a missing or too long q and bad pagination', async () => {
    const none = await (await listing('/search/tiles?q=%21%21')).json();
    expect(none.total).toBe(0);
    expect((await listing('/search/tiles')).status).toBe(400);
    expect((await listing(`/search/tiles?q=${'x'.repeat(201)}`)).status).toBe(400);
    const bad = await listing('/search/tiles?q=dress', { pageSize: 5, skip: -1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Invalid parameters for getPaginatedAndSortedProducts');
  });

  it('suggests categories and products by name (GET .../search/suggestions)', async () => {
    const response = await fetch(`${base()}/search/suggestions?q=clothing`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.categories).toContainEqual({
      slug: 'clothing',
      displayName: 'Clothing',
      path: '/clothing',
    });
    expect(body.products.length).toBeLessThanOrEqual(6);
  });
});

describe('brands and sellers (GET .../shops/{kind}, POST .../shops/{kind}/{slug}/tiles)', () => {
  it('indexes brands by name with their slugs, and lists a brand’s products', async () => {
    const index = await (await fetch(`${base()}/shops/brands`)).json();
    expect(index.kind).toBe('brands');
    expect(index.shops.length).toBeGreaterThan(0);
    const [first] = index.shops;
    const page = await (await listing(`/shops/brands/${first.slug}/tiles`)).json();
    expect(page.category).toEqual({
      slug: first.slug,
      parentSlug: null,
      displayName: first.displayName,
    });
    // Listed: the brand's products with a sellable sku in the pool.
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(first.productCount);
  });

  it('answers 404 for an unknown kind or slug', async () => {
    expect((await fetch(`${base()}/shops/makers`)).status).toBe(404);
    expect((await listing('/shops/brands/no-such-brand/tiles')).status).toBe(404);
    expect((await listing('/shops/sellers/NOT_A_SLUG/tiles')).status).toBe(404);
  });
});
