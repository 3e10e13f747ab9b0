import { describe, expect, it } from 'vitest';
import { getPaginatedAndSortedProducts } from '../../../engine/api/calls/catalog.ts';
import { createApiClient } from '../../../engine/api/client.ts';
import { requestOf } from '../../../engine/api/declaration.ts';
import { trayQuery } from '../../../engine/routing/page-queries.ts';
import { AN_US } from '../../fixtures/api-client-site.ts';

const api = createApiClient({
  baseUrl: 'http://unused.invalid',
  site: AN_US,
  fetch: () => Promise.reject(new Error('no network in declaration tests')),
});

/** The body the listing call sends for the params a query was built with (its key's last part). */
function bodyOf(queryKey: readonly unknown[]) {
  const params = queryKey.at(-1) as Parameters<typeof getPaginatedAndSortedProducts.path>[1];
  return requestOf(getPaginatedAndSortedProducts, params, AN_US).call.body as Record<
    string,
    unknown
  >;
}

describe('the listing call asks for facets only when shown (issue 9 item 7)', () => {
  it('a product tray does not ask for facets, so the API does not count them', () => {
    const body = bodyOf(trayQuery(api, 'dresses', 5).queryKey);
    expect(body).toMatchObject({ pageSize: 5, skip: 0, projectionSlug: 'categorytray' });
    expect(body.facets).not.toBe(true);
  });

  it('passes facets: true through when a caller asks', () => {
    const body = bodyOf([
      { url: '/catalog/v0/an-us/categories/dresses/tiles', pageSize: 72, skip: 0, facets: true },
    ]);
    expect(body).toMatchObject({ facets: true, projectionSlug: 'categorytiles' });
    expect(body).not.toHaveProperty('url');
  });
});
