import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../engine/api/client.ts';
import { apiQueries } from '../../../engine/api/query-options.ts';
import { queryKeys, shopperScope, siteScope } from '../../../engine/api/query-keys.ts';
import type { SiteContext } from '../../../engine/api/site-context.ts';
import { AN_US } from '../../fixtures/api-client-site.ts';

const AN_UK: SiteContext = {
  ...AN_US,
  siteId: 'an-uk',
  language: 'en-GB',
  currency: 'GBP',
  countryCode: 'GB',
};
const AN_CA_FR: SiteContext = {
  ...AN_US,
  siteId: 'an-ca',
  language: 'fr-CA',
  currency: 'CAD',
  countryCode: 'CA',
};
const AN_CA_EN: SiteContext = { ...AN_CA_FR, language: 'en-CA' };

/** A client that must never be called: these tests only build keys. */
const clientOf = (site: SiteContext) =>
  createApiClient({
    baseUrl: 'http://unused.invalid',
    site,
    fetch: () => Promise.reject(new Error('no network in key tests')),
  });

describe('query key factories (STYLE: per-endpoint factories with site and locale)', () => {
  it('differ by site', () => {
    expect(queryKeys.getProducts.queryKey(AN_US, { slug: 'dress' })).not.toEqual(
      queryKeys.getProducts.queryKey(AN_UK, { slug: 'dress' }),
    );
  });

  it('differ by locale on the same site', () => {
    expect(queryKeys.getNavigation.queryKey(AN_CA_FR, {})).not.toEqual(
      queryKeys.getNavigation.queryKey(AN_CA_EN, {}),
    );
  });

  it('differ by currency, since prices are converted', () => {
    expect(queryKeys.getMinicart.queryKey(AN_US, {})).not.toEqual(
      queryKeys.getMinicart.queryKey({ ...AN_US, currency: 'CAD' }, {}),
    );
  });

  it('differ by parameters and by endpoint', () => {
    expect(queryKeys.getProducts.queryKey(AN_US, { slug: 'a' })).not.toEqual(
      queryKeys.getProducts.queryKey(AN_US, { slug: 'b' }),
    );
    expect(queryKeys.getOrder.queryKey(AN_US, { orderNumber: '1' })).not.toEqual(
      queryKeys.getOrderTracking.queryKey(AN_US, { orderNumber: '1' }),
    );
  });

  it('start with the endpoint path, which starts with the site scope (invalidation prefixes)', () => {
    const key = queryKeys.getCart.queryKey(AN_US, { savedPage: 2 });
    const path = queryKeys.getCart.path(AN_US);
    expect(key.slice(0, path.length)).toEqual(path);
    expect(path.slice(0, siteScope(AN_US).length)).toEqual(siteScope(AN_US));
    expect(path.slice(0, shopperScope(AN_US).length)).toEqual(shopperScope(AN_US));
    expect(siteScope(AN_US)).toEqual(['storefront-api', 'an-us', 'en-US', 'USD']);
  });

  it('keep public data out of the shopper scope, so login does not refetch the catalogue', () => {
    const shopper = shopperScope(AN_US);
    const products = queryKeys.getProducts.path(AN_US);
    expect(products.slice(0, shopper.length)).not.toEqual(shopper);
  });

  it('are unique across endpoints', () => {
    const paths = Object.values(queryKeys).map((helper) => JSON.stringify(helper.path(AN_US)));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('queryOptions wrappers', () => {
  it('carry the factory key, so invalidating an endpoint path reaches the cached entry', async () => {
    const client = clientOf(AN_US);
    const queryClient = new QueryClient();
    const options = apiQueries.products(client, { slug: 'dress' });
    expect(options.queryKey).toEqual(queryKeys.getProducts.queryKey(AN_US, { slug: 'dress' }));
    queryClient.setQueryData(options.queryKey, []);
    await queryClient.invalidateQueries({ queryKey: queryKeys.getProducts.path(AN_US) });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('for two sites never share a cache entry', () => {
    const queryClient = new QueryClient();
    const us = apiQueries.minicart(clientOf(AN_US));
    const uk = apiQueries.minicart(clientOf(AN_UK));
    queryClient.setQueryData(us.queryKey, {
      meta: { totalQuantity: 3 },
      priceInfo: { discountableSubtotal: 0, categorySpendAmounts: {} },
    });
    expect(queryClient.getQueryData(uk.queryKey)).toBeUndefined();
  });

  it('invalidating the shopper scope (login, logout) reaches cart and profile but not products', async () => {
    const client = clientOf(AN_US);
    const queryClient = new QueryClient();
    const cart = apiQueries.cart(client).queryKey;
    const profile = apiQueries.profile(client).queryKey;
    const products = apiQueries.products(client, { slug: 'dress' }).queryKey;
    for (const key of [cart, profile, products]) queryClient.setQueryData(key, {} as never);
    await queryClient.invalidateQueries({ queryKey: shopperScope(AN_US) });
    expect(queryClient.getQueryState(cart)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profile)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(products)?.isInvalidated).toBe(false);
  });
});
