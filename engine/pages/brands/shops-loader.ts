import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getShopIndex, getShopPage, shopTilesUrl } from '../../api/calls/shops.ts';
import type { ShopKind } from '../../api/calls/shops.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import { listingQueryAt, listingState } from '../../routing/listing-page.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

const KIND_OF_ROUTE: Readonly<Record<string, ShopKind>> = {
  brands: 'brands',
  brand: 'brands',
  sellers: 'sellers',
  seller: 'sellers',
};

/**
 * /brands, /sellers (the index) and /brands/{slug}, /sellers/{slug} (catalogue spec §1): a slug
 * the catalogue has no brand or seller for answers 404, not indexed (issue 11).
 */
export function shopsLoader({ def, env }: LoaderContext): PageLoader {
  const kind = KIND_OF_ROUTE[def.name] ?? 'brands';
  return async ({ params, request }) => {
    if (params.slug === undefined) {
      await env.queryClient.fetchQuery(apiQuery(env.api, getShopIndex, { kind }));
      return { status: 200, view: 'ShopPage', props: { kind } };
    }
    const slug = params.slug;
    try {
      const shop = await env.queryClient.fetchQuery(apiQuery(env.api, getShopPage, { kind, slug }));
      const url = shopTilesUrl(env.api.site, kind, shop.slug);
      const state = listingState(new URL(request.url).search);
      await env.queryClient.fetchQuery(listingQueryAt(env, url, state));
      return {
        status: 200,
        view: 'ShopPage',
        props: { kind, slug: shop.slug },
        title: shop.displayName,
      };
    } catch (error) {
      if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) {
        return NOT_FOUND;
      }
      throw error;
    }
  };
}
