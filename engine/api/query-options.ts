import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { getCurrentToken } from './endpoints/auth.ts';
import { getCart, getMinicart } from './endpoints/cart.ts';
import {
  getNavigation,
  getNavigationItem,
  getPaginatedAndSortedProducts,
  getPathRedirect,
  getPriceInfo,
  getProductBundles,
  getProductBySkus,
  getProductParts,
  getProducts,
} from './endpoints/catalog.ts';
import { getDeliveryOptions, getPaymentMethods } from './endpoints/checkout.ts';
import {
  getConfiguration,
  getCountryConfiguration,
  getPxpPublicKey,
} from './endpoints/configuration.ts';
import {
  getContentEntries,
  getGallery,
  getPersonalizedContent,
  getProductMedia,
} from './endpoints/content.ts';
import { getLikedProducts, getSocialCounts } from './endpoints/likes.ts';
import { getOrder, getOrders, getOrderTracking } from './endpoints/orders.ts';
import { getPreferences } from './endpoints/preferences.ts';
import {
  getAddress,
  getAddresses,
  getLoyaltyRewards,
  getPayments,
  getProfile,
  getTraits,
} from './endpoints/profile.ts';
import { getRegistry, searchRegistries } from './endpoints/registry.ts';
import {
  getClaimTypes,
  getReturnableItems,
  getReturnableOrders,
  getReturnOptions,
} from './endpoints/returns.ts';
import { getReviewFormFields, getReviews } from './endpoints/reviews.ts';
import { searchStores } from './endpoints/stores.ts';
import { getWishlist, getWishlists } from './endpoints/wishlists.ts';
import { queryKeys } from './query-keys.ts';
import type { ListingRequest, NavigationLookup, ProductLookup } from './types/catalog.ts';
import type {
  ContentEntriesQuery,
  GalleryQuery,
  PersonalizedContentRequest,
} from './types/content.ts';
import type { ReviewQuery } from './types/reviews.ts';
import type { StoreSearch } from './types/stores.ts';

/**
 * queryOptions per read call: the key from query-keys.ts and the endpoint function, so SSR
 * loaders (queryClient.ensureQueryData), hooks and invalidation all agree on one key.
 */
const EMPTY = {} as Record<string, never>;

export const apiQueries = {
  currentToken: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getCurrentToken.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getCurrentToken(client, signal),
    }),

  products: (client: ApiClient, lookup: ProductLookup) =>
    queryOptions({
      queryKey: queryKeys.getProducts.queryKey(client.site, lookup),
      queryFn: ({ signal }) => getProducts(client, lookup, signal),
    }),
  productBySkus: (
    client: ApiClient,
    skus: readonly string[],
    lookup: Omit<ProductLookup, 'slug' | 'productIds'> = {},
  ) =>
    queryOptions({
      queryKey: queryKeys.getProductBySkus.queryKey(client.site, { skus, lookup }),
      queryFn: ({ signal }) => getProductBySkus(client, skus, lookup, signal),
    }),
  productBundles: (client: ApiClient, params: { productId: string; limit?: number }) =>
    queryOptions({
      queryKey: queryKeys.getProductBundles.queryKey(client.site, params),
      queryFn: ({ signal }) => getProductBundles(client, params, signal),
    }),
  priceInfo: (client: ApiClient, productId: string) =>
    queryOptions({
      queryKey: queryKeys.getPriceInfo.queryKey(client.site, { productId }),
      queryFn: ({ signal }) => getPriceInfo(client, productId, signal),
    }),
  productParts: (client: ApiClient, productId: string) =>
    queryOptions({
      queryKey: queryKeys.getProductParts.queryKey(client.site, { productId }),
      queryFn: ({ signal }) => getProductParts(client, productId, signal),
    }),
  navigation: (client: ApiClient, lookup: NavigationLookup = {}) =>
    queryOptions({
      queryKey: queryKeys.getNavigation.queryKey(client.site, lookup),
      queryFn: ({ signal }) => getNavigation(client, lookup, signal),
    }),
  navigationItem: (client: ApiClient, params: { id: string; depth?: number }) =>
    queryOptions({
      queryKey: queryKeys.getNavigationItem.queryKey(client.site, params),
      queryFn: () => getNavigationItem(client, params),
    }),
  categoryTiles: (client: ApiClient, request: ListingRequest) =>
    queryOptions({
      queryKey: queryKeys.getPaginatedAndSortedProducts.queryKey(client.site, request),
      queryFn: ({ signal }) => getPaginatedAndSortedProducts(client, request, signal),
    }),
  pathRedirect: (client: ApiClient, requestPath: string) =>
    queryOptions({
      queryKey: queryKeys.getPathRedirect.queryKey(client.site, { requestPath }),
      queryFn: ({ signal }) => getPathRedirect(client, requestPath, signal),
    }),

  stores: (client: ApiClient, search: StoreSearch) =>
    queryOptions({
      queryKey: queryKeys.searchStores.queryKey(client.site, search),
      queryFn: ({ signal }) => searchStores(client, search, signal),
    }),

  configuration: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getConfiguration.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getConfiguration(client, signal),
    }),
  countryConfiguration: (client: ApiClient, countryCode: string) =>
    queryOptions({
      queryKey: queryKeys.getCountryConfiguration.queryKey(client.site, { countryCode }),
      queryFn: ({ signal }) => getCountryConfiguration(client, countryCode, signal),
    }),
  pxpPublicKey: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getPxpPublicKey.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getPxpPublicKey(client, signal),
    }),

  contentEntries: (client: ApiClient, query: ContentEntriesQuery) =>
    queryOptions({
      queryKey: queryKeys.getContentEntries.queryKey(client.site, query),
      queryFn: ({ signal }) => getContentEntries(client, query, signal),
    }),
  gallery: (client: ApiClient, params: GalleryQuery) =>
    queryOptions({
      queryKey: queryKeys.getGallery.queryKey(client.site, params),
      queryFn: ({ signal }) => getGallery(client, params, signal),
    }),
  productMedia: (client: ApiClient, productIds: readonly string[]) =>
    queryOptions({
      queryKey: queryKeys.getProductMedia.queryKey(client.site, { productIds }),
      queryFn: ({ signal }) => getProductMedia(client, productIds, signal),
    }),
  personalizedContent: (client: ApiClient, request: PersonalizedContentRequest) =>
    queryOptions({
      queryKey: queryKeys.getPersonalizedContent.queryKey(client.site, request),
      queryFn: ({ signal }) => getPersonalizedContent(client, request, signal),
    }),

  reviews: (client: ApiClient, query: ReviewQuery) =>
    queryOptions({
      queryKey: queryKeys.getReviews.queryKey(client.site, query),
      queryFn: ({ signal }) => getReviews(client, query, signal),
    }),
  reviewFormFields: (client: ApiClient, params: { productId: string; merchandiseClass?: string }) =>
    queryOptions({
      queryKey: queryKeys.getReviewFormFields.queryKey(client.site, params),
      queryFn: ({ signal }) => getReviewFormFields(client, params, signal),
    }),

  registry: (client: ApiClient, registryId: string) =>
    queryOptions({
      queryKey: queryKeys.getRegistry.queryKey(client.site, { registryId }),
      queryFn: ({ signal }) => getRegistry(client, registryId, signal),
    }),
  registrySearch: (
    client: ApiClient,
    params: { webProfileId: string; projection?: 'summary' | 'full' | 'extended' },
  ) =>
    queryOptions({
      queryKey: queryKeys.searchRegistries.queryKey(client.site, params),
      queryFn: ({ signal }) => searchRegistries(client, params, signal),
    }),

  minicart: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getMinicart.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getMinicart(client, signal),
    }),
  cart: (client: ApiClient, params: { savedPage?: number } = {}) =>
    queryOptions({
      queryKey: queryKeys.getCart.queryKey(client.site, params),
      queryFn: ({ signal }) => getCart(client, params, signal),
    }),
  deliveryOptions: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getDeliveryOptions.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getDeliveryOptions(client, signal),
    }),
  paymentMethods: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getPaymentMethods.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getPaymentMethods(client, signal),
    }),
  wishlists: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getWishlists.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getWishlists(client, signal),
    }),
  wishlist: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.getWishlist.queryKey(client.site, { id }),
      queryFn: ({ signal }) => getWishlist(client, id, signal),
    }),

  likedProducts: (client: ApiClient, params: { offset?: number } = {}) =>
    queryOptions({
      queryKey: queryKeys.getLikedProducts.queryKey(client.site, params),
      queryFn: ({ signal }) => getLikedProducts(client, params, signal),
    }),
  socialCounts: (client: ApiClient, params: { itemIds: readonly string[]; lookbackMins: number }) =>
    queryOptions({
      queryKey: queryKeys.getSocialCounts.queryKey(client.site, params),
      queryFn: ({ signal }) => getSocialCounts(client, params, signal),
    }),

  profile: (client: ApiClient, params: { loyalty?: boolean; privacyInfo?: boolean } = {}) =>
    queryOptions({
      queryKey: queryKeys.getProfile.queryKey(client.site, params),
      queryFn: ({ signal }) => getProfile(client, params, signal),
    }),
  preferences: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getPreferences.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getPreferences(client, signal),
    }),
  loyaltyRewards: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getLoyaltyRewards.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getLoyaltyRewards(client, signal),
    }),
  addresses: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getAddresses.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getAddresses(client, signal),
    }),
  address: (client: ApiClient, id: string) =>
    queryOptions({
      queryKey: queryKeys.getAddress.queryKey(client.site, { id }),
      queryFn: ({ signal }) => getAddress(client, id, signal),
    }),
  payments: (client: ApiClient, params: { includeHidden?: boolean } = {}) =>
    queryOptions({
      queryKey: queryKeys.getPayments.queryKey(client.site, params),
      queryFn: ({ signal }) => getPayments(client, params, signal),
    }),
  traits: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getTraits.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getTraits(client, signal),
    }),

  orders: (client: ApiClient, params: { offset?: number; limit?: number } = {}) =>
    queryOptions({
      queryKey: queryKeys.getOrders.queryKey(client.site, params),
      queryFn: ({ signal }) => getOrders(client, params, signal),
    }),
  order: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: queryKeys.getOrder.queryKey(client.site, { orderNumber }),
      queryFn: ({ signal }) => getOrder(client, orderNumber, signal),
    }),
  orderTracking: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: queryKeys.getOrderTracking.queryKey(client.site, { orderNumber }),
      queryFn: ({ signal }) => getOrderTracking(client, orderNumber, signal),
    }),

  returnableOrders: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getReturnableOrders.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getReturnableOrders(client, signal),
    }),
  returnableItems: (client: ApiClient, orderNumber: string) =>
    queryOptions({
      queryKey: queryKeys.getReturnableItems.queryKey(client.site, { orderNumber }),
      queryFn: ({ signal }) => getReturnableItems(client, orderNumber, signal),
    }),
  returnOptions: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getReturnOptions.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getReturnOptions(client, signal),
    }),
  claimTypes: (client: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.getClaimTypes.queryKey(client.site, EMPTY),
      queryFn: ({ signal }) => getClaimTypes(client, signal),
    }),
};
