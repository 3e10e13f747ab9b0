import type { SiteContext } from './site-context.ts';
import type { ListingRequest, NavigationLookup, ProductLookup } from './types/catalog.ts';
import type {
  ContentEntriesQuery,
  GalleryQuery,
  PersonalizedContentRequest,
} from './types/content.ts';
import type { ReviewQuery } from './types/reviews.ts';
import type { StoreSearch } from './types/stores.ts';

/**
 * Query keys per endpoint (STYLE: PWA Kit's queryKeyHelpers). Every key starts with the site
 * scope, so two sites, locales or currencies never share a cache entry, and each endpoint has a
 * `path` prefix to invalidate all its entries at once:
 *   [root, siteId, language, currency, audience, service, endpoint, params]
 * 'shopper' entries depend on the token (cart, profile): invalidate `shopperScope` on login/logout.
 */
export const QUERY_ROOT = 'storefront-api';

export type Audience = 'public' | 'shopper';

export function siteScope(site: SiteContext) {
  return [QUERY_ROOT, site.siteId, site.language, site.currency] as const;
}

export function shopperScope(site: SiteContext) {
  return [...siteScope(site), 'shopper'] as const;
}

export interface KeyHelper<P> {
  /** Prefix of every entry of this endpoint for the site: for invalidation. */
  path(site: SiteContext): readonly unknown[];
  queryKey(site: SiteContext, params: P): readonly unknown[];
}

function helper<P = Record<string, never>>(
  audience: Audience,
  service: string,
  endpoint: string,
): KeyHelper<P> {
  const path = (site: SiteContext) => [...siteScope(site), audience, service, endpoint] as const;
  return { path, queryKey: (site, params) => [...path(site), params ?? {}] as const };
}

type NoParams = Record<string, never>;

export const queryKeys = {
  getCurrentToken: helper<NoParams>('shopper', 'auth', 'getCurrentToken'),

  getProducts: helper<ProductLookup>('public', 'catalog', 'getProducts'),
  getProductBySkus: helper<{
    skus: readonly string[];
    lookup: Omit<ProductLookup, 'slug' | 'productIds'>;
  }>('public', 'catalog', 'getProductBySkus'),
  getProductBundles: helper<{ productId: string; limit?: number }>(
    'public',
    'catalog',
    'getProductBundles',
  ),
  getPriceInfo: helper<{ productId: string }>('public', 'catalog', 'getPriceInfo'),
  getProductParts: helper<{ productId: string }>('public', 'catalog', 'getProductParts'),
  getNavigation: helper<NavigationLookup>('public', 'catalog', 'getNavigation'),
  getNavigationItem: helper<{ id: string; depth?: number }>(
    'public',
    'catalog',
    'getNavigationItem',
  ),
  getPaginatedAndSortedProducts: helper<ListingRequest>(
    'public',
    'catalog',
    'getPaginatedAndSortedProducts',
  ),
  getPathRedirect: helper<{ requestPath: string }>('public', 'catalog', 'getPathRedirect'),

  searchStores: helper<StoreSearch>('public', 'stores', 'searchStores'),

  getConfiguration: helper<NoParams>('public', 'configuration', 'getConfiguration'),
  getCountryConfiguration: helper<{ countryCode: string }>(
    'public',
    'configuration',
    'getCountryConfiguration',
  ),
  getPxpPublicKey: helper<NoParams>('public', 'configuration', 'getPxpPublicKey'),

  getContentEntries: helper<ContentEntriesQuery>('public', 'content', 'getContentEntries'),
  getGallery: helper<GalleryQuery>('public', 'content', 'getGallery'),
  getProductMedia: helper<{ productIds: readonly string[] }>(
    'public',
    'content',
    'getProductMedia',
  ),
  getPersonalizedContent: helper<PersonalizedContentRequest>(
    'shopper',
    'content',
    'getPersonalizedContent',
  ),

  getReviews: helper<ReviewQuery>('public', 'review', 'getReviews'),
  getReviewFormFields: helper<{ productId: string; merchandiseClass?: string }>(
    'shopper',
    'review',
    'getReviewFormFields',
  ),

  getRegistry: helper<{ registryId: string }>('shopper', 'registry', 'getRegistry'),
  searchRegistries: helper<{ webProfileId: string; projection?: 'summary' | 'full' | 'extended' }>(
    'shopper',
    'registry',
    'searchRegistries',
  ),

  getMinicart: helper<NoParams>('shopper', 'checkout', 'getMinicart'),
  getCart: helper<{ savedPage?: number }>('shopper', 'checkout', 'getCart'),
  getDeliveryOptions: helper<NoParams>('shopper', 'checkout', 'getDeliveryOptions'),
  getPaymentMethods: helper<NoParams>('shopper', 'checkout', 'getPaymentMethods'),
  getWishlists: helper<NoParams>('shopper', 'checkout', 'getWishlists'),
  getWishlist: helper<{ id: string }>('shopper', 'checkout', 'getWishlist'),

  getLikedProducts: helper<{ offset?: number }>('shopper', 'likes', 'getLikedProducts'),
  getSocialCounts: helper<{ itemIds: readonly string[]; lookbackMins: number }>(
    'public',
    'likes',
    'getSocialCounts',
  ),

  getProfile: helper<{ loyalty?: boolean; privacyInfo?: boolean }>(
    'shopper',
    'profile',
    'getProfile',
  ),
  getPreferences: helper<NoParams>('shopper', 'profile', 'getPreferences'),
  getLoyaltyRewards: helper<NoParams>('shopper', 'profile', 'getLoyaltyRewards'),
  getAddresses: helper<NoParams>('shopper', 'profile', 'getAddresses'),
  getAddress: helper<{ id: string }>('shopper', 'profile', 'getAddress'),
  getPayments: helper<{ includeHidden?: boolean }>('shopper', 'profile', 'getPayments'),
  getTraits: helper<NoParams>('shopper', 'profile', 'getTraits'),

  getOrders: helper<{ offset?: number; limit?: number }>('shopper', 'order', 'getOrders'),
  getOrder: helper<{ orderNumber: string }>('shopper', 'order', 'getOrder'),
  getOrderTracking: helper<{ orderNumber: string }>('shopper', 'order', 'getOrderTracking'),

  getReturnableOrders: helper<NoParams>('shopper', 'returns', 'getReturnableOrders'),
  getReturnableItems: helper<{ orderNumber: string }>('shopper', 'returns', 'getReturnableItems'),
  getReturnOptions: helper<NoParams>('shopper', 'returns', 'getReturnOptions'),
  getClaimTypes: helper<NoParams>('shopper', 'claims', 'getClaimTypes'),
} as const;

export type QueryEndpoint = keyof typeof queryKeys;
