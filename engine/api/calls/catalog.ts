import type {
  BundlesQuery,
  CategoryListing,
  CategoryTilesRequest,
  NavigationItemRequest,
  NavigationItemResponse,
  NavigationQuery,
  NavigationResponse,
  PathRedirect,
  PriceInfo,
  ProductBundles,
  ProductList,
  ProductParts,
  ProductsQuery,
  RedirectSearchRequest,
} from '../../../schemas/api/generated/types.ts';
import {
  isValidNavigationLookup,
  isValidPagination,
  isValidRedirectLookup,
  isValidSkuList,
} from '../../domain/validation/catalogue.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { refinementProblem } from '../../domain/validation/refinements.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { commaList, numeral, flag, siteBase } from './wire.ts';

/** Catalogue service (catalogue spec §7). */
const products = (site: SiteContext) =>
  `${siteBase(site, 'catalog', 'v1')}/pools/${segment(site.inventoryPool)}/products`;

/** How products are looked up beside the key (slug, product ids or skus). */
export interface ProductProjection {
  readonly projection?: readonly string[];
  readonly projectionSlug?: ProductsQuery['projection-slug'];
  readonly includePools?: boolean;
  readonly includeRealtimeInventory?: boolean;
  /** e.g. 'oos-color'. */
  readonly excludeFilter?: string;
  readonly countryCode?: string;
}

export interface ProductLookup extends ProductProjection {
  /** One of slug or productIds (skus: getProductBySkus). */
  readonly slug?: string;
  readonly productIds?: readonly string[];
}

/**
 * The query beside the key. Catalogue product calls carry the site's countryCode when the caller
 * gives none (shell spec §7, catalogue spec §7), so quick-ship answers for the shopper's country.
 */
function projectionQuery(lookup: ProductProjection, site: SiteContext): ProductsQuery {
  return {
    projection: commaList(lookup.projection),
    'projection-slug': lookup.projectionSlug,
    'include-pools': flag(lookup.includePools),
    'include-realtime-inventory': flag(lookup.includeRealtimeInventory),
    'exclude-filter': lookup.excludeFilter,
    countryCode: lookup.countryCode || site.countryCode,
  };
}

/** Products by slug or by product ids. */
export const getProducts = defineCall<ProductLookup, ProductList>({
  operation: 'getProducts',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: products,
  query: ({ slug, productIds, ...lookup }, site): ProductsQuery => ({
    slug,
    'product-id': commaList(productIds),
    ...projectionQuery(lookup, site),
  }),
});

/** Products by sku ids (catalogue spec §8: 'sku is required for getProductBySkus'). */
export const getProductBySkus = defineCall<
  ProductProjection & { readonly skus: readonly string[] },
  ProductList
>({
  operation: 'getProductBySkus',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: products,
  query: ({ skus, ...lookup }, site): ProductsQuery => ({
    sku: commaList(skus),
    ...projectionQuery(lookup, site),
  }),
  validate: ({ skus }) => (isValidSkuList(skus) ? undefined : VALIDATION_MESSAGES.skuLookup),
});

/** Bundles a product belongs to: limit 5 (limits.listing.bundleListLimit), no out-of-stock colours. */
export const getProductBundles = defineCall<
  { readonly productId: string; readonly limit?: number },
  ProductBundles
>({
  operation: 'getProductBundles',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { productId }) => `${products(site)}/${segment(productId)}/bundles`,
  query: ({ limit }): BundlesQuery => ({
    limit: numeral(limit),
    'exclude-filter': 'oos-color',
    'projection-slug': 'bundle-quick-add',
  }),
});

export const getPriceInfo = defineCall<{ readonly productId: string }, PriceInfo>({
  operation: 'getPriceInfo',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { productId }) =>
    `${siteBase(site, 'catalog', 'v0')}/products/${segment(productId)}/price-info`,
});

export const getProductParts = defineCall<{ readonly productId: string }, ProductParts>({
  operation: 'getProductParts',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { productId }) =>
    `${siteBase(site, 'catalog', 'v0')}/products/${segment(productId)}/parts`,
});

export interface NavigationLookup {
  /** A slug or a category id, not both (catalogue spec §5); neither gives the whole tree. */
  readonly slug?: string;
  readonly categoryId?: string;
  readonly projectionSlug?: NavigationQuery['projection-slug'];
  readonly breadcrumbs?: boolean;
  readonly navigation?: boolean;
  readonly projection?: readonly string[];
}

export const getNavigation = defineCall<NavigationLookup, NavigationResponse>({
  operation: 'getNavigation',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${siteBase(site, 'catalog', 'v0')}/navigation`,
  query: (lookup): NavigationQuery => ({
    slug: lookup.slug,
    categoryId: lookup.categoryId,
    'projection-slug': lookup.projectionSlug,
    breadcrumbs: flag(lookup.breadcrumbs),
    navigation: flag(lookup.navigation),
    projection: commaList(lookup.projection),
  }),
  validate: (lookup) => {
    const named = lookup.slug !== undefined || lookup.categoryId !== undefined;
    return named && !isValidNavigationLookup(lookup) ? VALIDATION_MESSAGES.navigation : undefined;
  },
});

/** A navigation item with its children (mobile navigation push-in). */
export const getNavigationItem = defineCall<
  NavigationItemRequest & { readonly id: string },
  NavigationItemResponse
>({
  operation: 'getNavigationItem',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'POST',
  path: (site, { id }) => `${siteBase(site, 'catalog', 'v0')}/navigation-items/${segment(id)}`,
  body: ({ id: _id, ...body }): NavigationItemRequest => body,
});

/** The listing url of a category (designed: POST .../categories/{slug}/tiles). */
export function categoryTilesUrl(site: SiteContext, slug: string): string {
  return `${siteBase(site, 'catalog', 'v0')}/categories/${segment(slug)}/tiles`;
}

export type ListingRequest = CategoryTilesRequest & {
  /** The category listing url, as categoryTilesUrl() or the navigation gives it. */
  readonly url: string;
};

/**
 * A category page (catalogue spec §7): the pool in a header; the spec's pagination and
 * refinement rules checked first (shell spec §5). The answer has facet counts only when the
 * request says `facets: true` (refinement controls ask it); a tray or a listing that shows none
 * leaves it out, so the API does not count them (issue 9 item 7).
 */
export const getPaginatedAndSortedProducts = defineCall<ListingRequest, CategoryListing>({
  operation: 'getPaginatedAndSortedProducts',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'POST',
  path: (_site, { url }) => url,
  headers: (_params, site) => ({ 'x-urbn-pool': site.inventoryPool }),
  body: ({ url: _url, ...body }): CategoryTilesRequest => ({
    projectionSlug: 'categorytiles',
    ...body,
  }),
  validate: (request, site) =>
    isValidPagination({ ...request, inventoryPool: site.inventoryPool })
      ? refinementProblem(request.refinements ?? [])
      : VALIDATION_MESSAGES.pagination,
});

/** The redirect for a path that answered 404 (catalogue spec §7, §8). */
export const getPathRedirect = defineCall<RedirectSearchRequest, PathRedirect>({
  operation: 'getPathRedirect',
  service: 'catalog',
  audience: 'public',
  method: 'POST',
  path: (site) => `${siteBase(site, 'catalog', 'v0')}/redirects/searches`,
  body: ({ requestPath }): RedirectSearchRequest => ({ requestPath }),
  validate: ({ requestPath }) =>
    isValidRedirectLookup(requestPath) ? undefined : VALIDATION_MESSAGES.pathRedirect,
});
