import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './api-context.ts';
import { apiQueries } from './query-options.ts';
import type { ListingRequest, NavigationLookup, ProductLookup } from './types/catalog.ts';
import type {
  ContentEntriesQuery,
  GalleryQuery,
  PersonalizedContentRequest,
} from './types/content.ts';
import type { ReviewQuery } from './types/reviews.ts';
import type { StoreSearch } from './types/stores.ts';

/** Mutation hooks live beside these; one import gives a page both. */
export * from './mutation-hooks.ts';

/** What a page may tune on a query; the key and the fetch stay the endpoint's. */
export interface QueryTuning {
  readonly enabled?: boolean;
  readonly staleTime?: number;
}

// Queries: one hook per read call, over apiQueries so SSR and the browser share keys.
export const useCurrentToken = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.currentToken(useApiClient()), ...tuning });
export const useProducts = (lookup: ProductLookup, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.products(useApiClient(), lookup), ...tuning });
/** One product by slug: the first entry of the product list. */
export const useProduct = (
  slug: string,
  lookup: Omit<ProductLookup, 'slug' | 'productIds'> = {},
  tuning?: QueryTuning,
) =>
  useQuery({
    ...apiQueries.products(useApiClient(), { ...lookup, slug }),
    select: (list) => list[0],
    ...tuning,
  });
export const useProductBySkus = (skus: readonly string[], tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.productBySkus(useApiClient(), skus), ...tuning });
export const useProductBundles = (
  params: { productId: string; limit?: number },
  tuning?: QueryTuning,
) => useQuery({ ...apiQueries.productBundles(useApiClient(), params), ...tuning });
export const usePriceInfo = (productId: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.priceInfo(useApiClient(), productId), ...tuning });
export const useProductParts = (productId: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.productParts(useApiClient(), productId), ...tuning });
export const useNavigation = (lookup: NavigationLookup = {}, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.navigation(useApiClient(), lookup), ...tuning });
export const useNavigationItem = (params: { id: string; depth?: number }, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.navigationItem(useApiClient(), params), ...tuning });
export const useCategoryTiles = (request: ListingRequest, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.categoryTiles(useApiClient(), request), ...tuning });
export const usePathRedirect = (requestPath: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.pathRedirect(useApiClient(), requestPath), ...tuning });
export const useStores = (search: StoreSearch, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.stores(useApiClient(), search), ...tuning });
export const useConfiguration = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.configuration(useApiClient()), ...tuning });
export const useCountryConfiguration = (countryCode: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.countryConfiguration(useApiClient(), countryCode), ...tuning });
export const usePxpPublicKey = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.pxpPublicKey(useApiClient()), ...tuning });
export const useContentEntries = (query: ContentEntriesQuery, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.contentEntries(useApiClient(), query), ...tuning });
export const useGallery = (params: GalleryQuery, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.gallery(useApiClient(), params), ...tuning });
export const useProductMedia = (productIds: readonly string[], tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.productMedia(useApiClient(), productIds), ...tuning });
export const usePersonalizedContent = (request: PersonalizedContentRequest, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.personalizedContent(useApiClient(), request), ...tuning });
export const useReviews = (query: ReviewQuery, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.reviews(useApiClient(), query), ...tuning });
export const useReviewFormFields = (
  params: { productId: string; merchandiseClass?: string },
  tuning?: QueryTuning,
) => useQuery({ ...apiQueries.reviewFormFields(useApiClient(), params), ...tuning });
export const useRegistry = (registryId: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.registry(useApiClient(), registryId), ...tuning });
export const useRegistrySearch = (
  params: { webProfileId: string; projection?: 'summary' | 'full' | 'extended' },
  tuning?: QueryTuning,
) => useQuery({ ...apiQueries.registrySearch(useApiClient(), params), ...tuning });
export const useMinicart = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.minicart(useApiClient()), ...tuning });
export const useCart = (params: { savedPage?: number } = {}, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.cart(useApiClient(), params), ...tuning });
export const useDeliveryOptions = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.deliveryOptions(useApiClient()), ...tuning });
export const usePaymentMethods = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.paymentMethods(useApiClient()), ...tuning });
export const useWishlists = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.wishlists(useApiClient()), ...tuning });
export const useWishlist = (id: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.wishlist(useApiClient(), id), ...tuning });
export const useLikedProducts = (params: { offset?: number } = {}, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.likedProducts(useApiClient(), params), ...tuning });
export const useSocialCounts = (
  params: { itemIds: readonly string[]; lookbackMins: number },
  tuning?: QueryTuning,
) => useQuery({ ...apiQueries.socialCounts(useApiClient(), params), ...tuning });
export const useProfile = (
  params: { loyalty?: boolean; privacyInfo?: boolean } = {},
  tuning?: QueryTuning,
) => useQuery({ ...apiQueries.profile(useApiClient(), params), ...tuning });
export const usePreferences = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.preferences(useApiClient()), ...tuning });
export const useLoyaltyRewards = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.loyaltyRewards(useApiClient()), ...tuning });
export const useAddresses = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.addresses(useApiClient()), ...tuning });
export const useAddress = (id: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.address(useApiClient(), id), ...tuning });
export const usePayments = (params: { includeHidden?: boolean } = {}, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.payments(useApiClient(), params), ...tuning });
export const useTraits = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.traits(useApiClient()), ...tuning });
export const useOrders = (params: { offset?: number; limit?: number } = {}, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.orders(useApiClient(), params), ...tuning });
export const useOrder = (orderNumber: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.order(useApiClient(), orderNumber), ...tuning });
export const useOrderTracking = (orderNumber: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.orderTracking(useApiClient(), orderNumber), ...tuning });
export const useReturnableOrders = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.returnableOrders(useApiClient()), ...tuning });
export const useReturnableItems = (orderNumber: string, tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.returnableItems(useApiClient(), orderNumber), ...tuning });
export const useReturnOptions = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.returnOptions(useApiClient()), ...tuning });
export const useClaimTypes = (tuning?: QueryTuning) =>
  useQuery({ ...apiQueries.claimTypes(useApiClient()), ...tuning });
