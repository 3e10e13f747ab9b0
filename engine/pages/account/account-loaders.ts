import { apiQuery, callApi } from '../../api/index.ts';
import { getProducts } from '../../api/calls/catalog.ts';
import { getLikedProducts } from '../../api/calls/likes.ts';
import { getOrder, getOrders } from '../../api/calls/orders.ts';
import { createPreferences, getPreferences } from '../../api/calls/preferences.ts';
import { getAddresses, getPayments, getProfile } from '../../api/calls/profile.ts';
import type { ApiClient } from '../../api/index.ts';
import { offsetOfQuery } from '../../domain/account/liked-products.ts';
import { rewardsProfileQuery } from '../../domain/account/login-extras.ts';
import { startProfile } from '../../domain/account/profile-start-up.ts';
import { syncPrivacyOptOut } from '../../components/account/privacy-opt-out-sync.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { rewardsQuery } from './rewards-query.ts';

/** The dashboard's and the history's page of orders (the API's default page). */
export const ORDERS_PAGE = { offset: 0, limit: 10 } as const;

/**
 * Profile start-up before any account page (shell spec §4): the profile, then the preferences
 * (created from the site's language, country and currency on 404; a 409 logged and rethrown),
 * both left in the query cache the pages read.
 */
export async function startAccount(env: AppEnv): Promise<void> {
  const { api, queryClient } = env;
  await startProfile(
    {
      loadProfile: () => queryClient.fetchQuery(apiQuery(api, getProfile, {})),
      loadPreferences: () => queryClient.fetchQuery(apiQuery(api, getPreferences, {})),
      createPreferences: async () => {
        const created = await callApi(api, createPreferences, {});
        queryClient.setQueryData(apiQuery(api, getPreferences, {}).queryKey, created);
        return created;
      },
      // The opt-out cookie is the browser's: a page the server renders syncs it once hydrated
      // (AccountLayout), a client navigation here.
      processPrivacyOptOut: (_profile, preferences) =>
        env.side === 'client' ? syncPrivacyOptOut(env, preferences) : Promise.resolve(),
      logError: (message, error) => console.error(message, error),
    },
    // The shopper's chosen language and currency on this site (the client's site context).
    { language: api.site.language, country: api.site.countryCode, currency: api.site.currency },
  );
}

/** An account view's loader: profile start-up, then the reads its first render needs. */
function accountView(
  view: string,
  reads: (env: AppEnv) => readonly Promise<unknown>[],
): (context: LoaderContext) => PageLoader {
  return ({ env }) =>
    async () => {
      await startAccount(env);
      await Promise.all(reads(env));
      return { status: 200, view };
    };
}

const fetch = <T>(env: AppEnv, query: { queryKey: readonly unknown[] } & object): Promise<T> =>
  env.queryClient.fetchQuery(query as never) as Promise<T>;

export const dashboardLoader = accountView('AccountDashboardPage', (env) => [
  fetch(env, apiQuery(env.api, getOrders, ORDERS_PAGE)),
  fetch(env, apiQuery(env.api, getAddresses, {})),
  fetch(env, apiQuery(env.api, getPayments, {})),
]);

export const addressesLoader = accountView('AccountAddressesPage', (env) => [
  fetch(env, apiQuery(env.api, getAddresses, {})),
]);

export const paymentsLoader = accountView('AccountPaymentsPage', (env) => [
  fetch(env, apiQuery(env.api, getPayments, {})),
]);

export const settingsLoader = accountView('AccountSettingsPage', () => []);

/**
 * /account/rewards (brands with routing.rewardsPage): the awards, or that a rewards account is
 * needed; with flags.enableLoyaltyUpdates the profile's loyalty account (the member number) too.
 */
export const rewardsLoader = accountView('AccountRewardsPage', (env) => [
  fetch(env, rewardsQuery(env.api)),
  ...(env.flags.enableLoyaltyUpdates === true
    ? [fetch(env, apiQuery(env.api, getProfile, rewardsProfileQuery(true)))]
    : []),
]);

/** The likes page's page size: the API's own (its answer's limit); offsets are its multiples. */
export const LIKES_PAGE_SIZE = 48;

/** A page of hearted products, then their catalogue entries (image, price, skus) in one call. */
export function likedProductsQueries(api: ApiClient, offset: number) {
  return {
    likes: apiQuery(api, getLikedProducts, { offset }),
    products: (productIds: readonly string[]) => apiQuery(api, getProducts, { productIds }),
  };
}

/** /account/hearted-products?offset=N: the offset read from the address bar as hostile input. */
export function heartedProductsLoader({ env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    await startAccount(env);
    const offset = offsetOfQuery(new URL(request.url).searchParams.get('offset'), LIKES_PAGE_SIZE);
    const queries = likedProductsQueries(env.api, offset);
    const likes = await env.queryClient.fetchQuery(queries.likes);
    const ids = likes.products.map((product) => product.productId);
    if (ids.length > 0) await env.queryClient.fetchQuery(queries.products(ids));
    return { status: 200, view: 'HeartedProductsPage', props: { offset } };
  };
}

export const ordersLoader = accountView('OrderHistoryPage', (env) => [
  fetch(env, apiQuery(env.api, getOrders, ORDERS_PAGE)),
]);

/**
 * /account/order/{id} and /order/{orderNumber}: the order-access guard has checked the order is
 * the shopper's and left it in the cache (routing/order-access.ts); a signed-in shopper's profile
 * starts up as on every account page. A guest who placed the order sees it without a profile.
 */
export function orderLoader({ env, def }: LoaderContext): PageLoader {
  return async ({ params }) => {
    const orderNumber = params.orderNumber ?? params.id;
    if (!orderNumber) return NOT_FOUND;
    if (def.name === 'account-order') await startAccount(env);
    await env.queryClient.fetchQuery(apiQuery(env.api, getOrder, { orderNumber }));
    return { status: 200, view: 'OrderDetailPage', props: { orderNumber } };
  };
}
