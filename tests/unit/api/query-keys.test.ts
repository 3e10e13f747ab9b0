import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  apiKey,
  apiQuery,
  callScope,
  shopperScope,
  siteScope,
} from '../../../engine/api/api-query.ts';
import { getCart } from '../../../engine/api/calls/cart.ts';
import { getMinicart } from '../../../engine/api/calls/minicart.ts';
import { getNavigation, getProducts } from '../../../engine/api/calls/catalog.ts';
import { ALL_CALLS } from '../../../engine/api/calls/all.ts';
import { getOrder, getOrderTracking } from '../../../engine/api/calls/orders.ts';
import { getProfile } from '../../../engine/api/calls/profile.ts';
import { createApiClient } from '../../../engine/api/client.ts';
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

describe('query keys (STYLE: per-call keys with site and locale)', () => {
  it('have the shape [root, siteId, language, currency, audience, service, operation, params]', () => {
    expect(apiKey(AN_US, getProducts, { slug: 'dress' })).toEqual([
      'storefront-api',
      'an-us',
      'en-US',
      'USD',
      'public',
      'catalog',
      'getProducts',
      { slug: 'dress' },
    ]);
  });

  it('differ by site', () => {
    expect(apiKey(AN_US, getProducts, { slug: 'dress' })).not.toEqual(
      apiKey(AN_UK, getProducts, { slug: 'dress' }),
    );
  });

  it('differ by locale on the same site', () => {
    expect(apiKey(AN_CA_FR, getNavigation, {})).not.toEqual(apiKey(AN_CA_EN, getNavigation, {}));
  });

  it('differ by currency, since prices are converted', () => {
    expect(apiKey(AN_US, getMinicart, {})).not.toEqual(
      apiKey({ ...AN_US, currency: 'CAD' }, getMinicart, {}),
    );
  });

  it('differ by parameters and by call', () => {
    expect(apiKey(AN_US, getProducts, { slug: 'a' })).not.toEqual(
      apiKey(AN_US, getProducts, { slug: 'b' }),
    );
    expect(apiKey(AN_US, getOrder, { orderNumber: '1' })).not.toEqual(
      apiKey(AN_US, getOrderTracking, { orderNumber: '1' }),
    );
  });

  it('start with the call scope, which starts with the site scope (invalidation prefixes)', () => {
    const key = apiKey(AN_US, getCart, { savedPage: 2 });
    const scope = callScope(AN_US, getCart);
    expect(key.slice(0, scope.length)).toEqual(scope);
    expect(scope.slice(0, siteScope(AN_US).length)).toEqual(siteScope(AN_US));
    expect(scope.slice(0, shopperScope(AN_US).length)).toEqual(shopperScope(AN_US));
    expect(siteScope(AN_US)).toEqual(['storefront-api', 'an-us', 'en-US', 'USD']);
  });

  it('keep public data out of the shopper scope, so login does not refetch the catalogue', () => {
    const shopper = shopperScope(AN_US);
    const products = callScope(AN_US, getProducts);
    expect(products.slice(0, shopper.length)).not.toEqual(shopper);
  });

  it('are unique across declared calls', () => {
    const scopes = ALL_CALLS.map((declaration) => JSON.stringify(callScope(AN_US, declaration)));
    expect(new Set(scopes).size).toBe(scopes.length);
  });
});

describe('apiQuery', () => {
  it('carries the call key, so invalidating the call scope reaches the cached entry', async () => {
    const client = clientOf(AN_US);
    const queryClient = new QueryClient();
    const options = apiQuery(client, getProducts, { slug: 'dress' });
    expect(options.queryKey).toEqual(apiKey(AN_US, getProducts, { slug: 'dress' }));
    queryClient.setQueryData(options.queryKey, []);
    await queryClient.invalidateQueries({ queryKey: callScope(AN_US, getProducts) });
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
  });

  it('for two sites never share a cache entry', () => {
    const queryClient = new QueryClient();
    const us = apiQuery(clientOf(AN_US), getMinicart, {});
    const uk = apiQuery(clientOf(AN_UK), getMinicart, {});
    queryClient.setQueryData(us.queryKey, {
      meta: { totalQuantity: 3 },
      priceInfo: { discountableSubtotal: 0, categorySpendAmounts: {} },
    });
    expect(queryClient.getQueryData(uk.queryKey)).toBeUndefined();
  });

  it('invalidating the shopper scope (login, logout) reaches cart and profile but not products', async () => {
    const client = clientOf(AN_US);
    const queryClient = new QueryClient();
    const cart = apiQuery(client, getCart, {}).queryKey;
    const profile = apiQuery(client, getProfile, {}).queryKey;
    const products = apiQuery(client, getProducts, { slug: 'dress' }).queryKey;
    for (const key of [cart, profile, products]) queryClient.setQueryData(key, {} as never);
    await queryClient.invalidateQueries({ queryKey: shopperScope(AN_US) });
    expect(queryClient.getQueryState(cart)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profile)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(products)?.isInvalidated).toBe(false);
  });
});
