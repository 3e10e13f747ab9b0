import {
  isValidNavigationLookup,
  isValidPagination,
  isValidRedirectLookup,
  isValidSkuList,
} from '../../domain/validation/catalogue.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import {
  isValidMultiValueRefinement,
  isValidRangeRefinement,
} from '../../domain/validation/refinements.ts';
import { segment } from '../call.ts';
import type { Query } from '../call.ts';
import type { ApiClient } from '../client.ts';
import { OPERATION } from '../operations.ts';
import type {
  Listing,
  ListingRequest,
  NavigationLookup,
  NavigationNode,
  NavigationResponse,
  PathRedirect,
  PriceInfo,
  ProductBundles,
  ProductList,
  ProductLookup,
  ProductParts,
  Refinement,
} from '../types/catalog.ts';
import { siteBase } from './paths.ts';

/** Catalogue service (catalogue spec §7). countryCode is added by the policy when missing. */
const products = (client: ApiClient) =>
  `${siteBase(client, 'catalog', 'v1')}/pools/${segment(client.site.inventoryPool)}/products`;

function lookupQuery(lookup: Omit<ProductLookup, 'slug' | 'productIds'>): Query {
  return {
    projection: lookup.projection,
    'projection-slug': lookup.projectionSlug,
    'include-pools': lookup.includePools,
    'include-realtime-inventory': lookup.includeRealtimeInventory,
    'exclude-filter': lookup.excludeFilter,
    countryCode: lookup.countryCode,
  };
}

/** Products by slug or by product ids (a comma list). */
export function getProducts(
  client: ApiClient,
  lookup: ProductLookup,
  signal?: AbortSignal,
): Promise<ProductList> {
  const { slug, productIds, ...rest } = lookup;
  return client.request({
    operation: OPERATION.getProducts,
    method: 'GET',
    path: products(client),
    query: { slug, 'product-id': productIds, ...lookupQuery(rest) },
    signal,
  });
}

/** Products by sku ids (catalogue spec §8: 'sku is required for getProductBySkus'). */
export async function getProductBySkus(
  client: ApiClient,
  skus: readonly string[],
  lookup: Omit<ProductLookup, 'slug' | 'productIds'> = {},
  signal?: AbortSignal,
): Promise<ProductList> {
  if (!isValidSkuList(skus)) throw client.invalid(VALIDATION_MESSAGES.skuLookup);
  return client.request({
    operation: OPERATION.getProductBySkus,
    method: 'GET',
    path: products(client),
    query: { sku: skus, ...lookupQuery(lookup) },
    signal,
  });
}

/** Bundles a product belongs to: limit 5 (limits.listing.bundleListLimit), no out-of-stock colours. */
export function getProductBundles(
  client: ApiClient,
  params: { productId: string; limit?: number },
  signal?: AbortSignal,
): Promise<ProductBundles> {
  return client.request({
    operation: 'getProductBundles',
    method: 'GET',
    path: `${products(client)}/${segment(params.productId)}/bundles`,
    query: {
      limit: params.limit,
      'exclude-filter': 'oos-color',
      'projection-slug': 'bundle-quick-add',
    },
    signal,
  });
}

export function getPriceInfo(
  client: ApiClient,
  productId: string,
  signal?: AbortSignal,
): Promise<PriceInfo> {
  return client.request({
    operation: 'getPriceInfo',
    method: 'GET',
    path: `${siteBase(client, 'catalog', 'v0')}/products/${segment(productId)}/price-info`,
    signal,
  });
}

export function getProductParts(
  client: ApiClient,
  productId: string,
  signal?: AbortSignal,
): Promise<ProductParts> {
  return client.request({
    operation: 'getProductParts',
    method: 'GET',
    path: `${siteBase(client, 'catalog', 'v0')}/products/${segment(productId)}/parts`,
    signal,
  });
}

/** Navigation by slug or category id, not both (catalogue spec §5); neither gives the whole tree. */
export async function getNavigation(
  client: ApiClient,
  lookup: NavigationLookup = {},
  signal?: AbortSignal,
): Promise<NavigationResponse> {
  const named = lookup.slug !== undefined || lookup.categoryId !== undefined;
  if (named && !isValidNavigationLookup(lookup))
    throw client.invalid(VALIDATION_MESSAGES.navigation);
  return client.request({
    operation: 'getNavigation',
    method: 'GET',
    path: `${siteBase(client, 'catalog', 'v0')}/navigation`,
    query: {
      slug: lookup.slug,
      categoryId: lookup.categoryId,
      'projection-slug': lookup.projectionSlug,
      breadcrumbs: lookup.breadcrumbs,
      navigation: lookup.navigation,
      projection: lookup.projection,
    },
    signal,
  });
}

/** A navigation item with its children (mobile navigation push-in). */
export function getNavigationItem(
  client: ApiClient,
  params: { id: string; depth?: number },
): Promise<NavigationNode & { ancestorNavigationItems: readonly NavigationNode[] }> {
  return client.request({
    operation: 'getNavigationItem',
    method: 'POST',
    path: `${siteBase(client, 'catalog', 'v0')}/navigation-items/${segment(params.id)}`,
    body: params.depth === undefined ? {} : { depth: params.depth },
  });
}

/** The listing url of a category (designed: POST .../categories/{slug}/tiles). */
export function categoryTilesUrl(client: ApiClient, slug: string): string {
  return `${siteBase(client, 'catalog', 'v0')}/categories/${segment(slug)}/tiles`;
}

/**
 * A category page (catalogue spec §7): the pool in a header; the spec's pagination and refinement
 * rules checked first (shell spec §5).
 */
export async function getPaginatedAndSortedProducts(
  client: ApiClient,
  request: ListingRequest,
  signal?: AbortSignal,
): Promise<Listing> {
  const valid = isValidPagination({ ...request, inventoryPool: client.site.inventoryPool });
  if (!valid) throw client.invalid(VALIDATION_MESSAGES.pagination);
  const refinementProblem = (request.refinements ?? []).map(refinementMessage).find(Boolean);
  if (refinementProblem) throw client.invalid(refinementProblem);
  const { url, ...body } = request;
  return client.request({
    operation: 'getPaginatedAndSortedProducts',
    method: 'POST',
    path: url,
    headers: { 'x-urbn-pool': client.site.inventoryPool },
    body: { projectionSlug: 'categorytiles', ...body },
    signal,
  });
}

/** The redirect for a path that answered 404 (catalogue spec §7, §8). */
export async function getPathRedirect(
  client: ApiClient,
  requestPath: string,
  signal?: AbortSignal,
): Promise<PathRedirect> {
  if (!isValidRedirectLookup(requestPath)) throw client.invalid(VALIDATION_MESSAGES.pathRedirect);
  return client.request({
    operation: 'getPathRedirect',
    method: 'POST',
    path: `${siteBase(client, 'catalog', 'v0')}/redirects/searches`,
    body: { requestPath },
    signal,
  });
}

function refinementMessage(refinement: Refinement): string | undefined {
  const values = typeof refinement.value === 'string' ? [refinement.value] : refinement.value;
  if (refinement.type === 'Range' && !values.every(isValidRangeRefinement)) {
    return VALIDATION_MESSAGES.rangeRefinement;
  }
  if (refinement.type === 'MultiValue' && !values.every(isValidMultiValueRefinement)) {
    return VALIDATION_MESSAGES.multiValueRefinement;
  }
  return undefined;
}
