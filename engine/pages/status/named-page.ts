import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getRegistry } from '../../api/calls/registry.ts';
import { getShopPage } from '../../api/calls/shops.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { NOT_FOUND, placeholder } from '../../routing/page-data.ts';
import type { PageData } from '../../routing/page-data.ts';

const SHOP_KINDS: Readonly<Record<string, 'brands' | 'sellers'>> = {
  brand: 'brands',
  seller: 'sellers',
};

/** A 404 from the API means the page names nothing: the page answers 404, not indexed. */
async function orNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
      return undefined;
    throw error;
  }
}

/**
 * The pages that name a thing in the catalogue (issue 11: /brands/{slug}, /sellers/{slug},
 * /registry/{id}): the thing's page when it exists, else 404 (it used to be a 200 placeholder
 * a crawler would index for any slug). Undefined for the routes that name nothing.
 */
export async function namedPage(
  env: AppEnv,
  routeName: string,
  params: Readonly<Record<string, string | undefined>>,
): Promise<PageData | undefined> {
  const kind = SHOP_KINDS[routeName];
  if (kind) {
    const shop = await orNotFound(
      env.queryClient.fetchQuery(apiQuery(env.api, getShopPage, { kind, slug: params.slug ?? '' })),
    );
    return shop
      ? { ...placeholder(routeName, shop.displayName), title: shop.displayName }
      : NOT_FOUND;
  }
  if (routeName === 'registry') {
    const registry = await orNotFound(
      env.queryClient.fetchQuery(apiQuery(env.api, getRegistry, { registryId: params.id ?? '' })),
    );
    return registry
      ? { ...placeholder(routeName, registry.event.name), title: registry.event.name }
      : NOT_FOUND;
  }
  return undefined;
}
