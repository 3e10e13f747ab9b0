import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-context.ts';
import type { ApiClient } from './client.ts';
import { createGuestToken, login, logout, reauth } from './endpoints/auth.ts';
import {
  addPartsToCart,
  addToCart,
  checkGiftCardBalance,
  moveToCart,
  removeCartItem,
  saveForLater,
  submitSwatchRequest,
  updateCartItem,
} from './endpoints/cart.ts';
import {
  placeOrder,
  setDeliveryOption,
  setPayment,
  setShippingAddress,
} from './endpoints/checkout.ts';
import {
  submitCatalogRequest,
  submitContactUs,
  sendEmailForm,
  subscribeToMarketing,
} from './endpoints/forms.ts';
import { submitBISNform } from './endpoints/likes.ts';
import { inquireOrder, optInToOrderSms } from './endpoints/orders.ts';
import {
  addPrivacyOptOutLocations,
  createPreferences,
  updateGlobalPreferences,
  updateWebPreferences,
} from './endpoints/preferences.ts';
import {
  changePassword,
  changeUsername,
  createAddress,
  createPayment,
  deleteAddress,
  deletePayment,
  linkEmployee,
  patchProfile,
  patchTraits,
  registerUser,
  requestPasswordReset,
  requestVerification,
  resetPassword,
  savePhoneNumber,
  setTraits,
  updateAddress,
  updatePayment,
  updateProfile,
  verifyPayment,
} from './endpoints/profile.ts';
import {
  addRegistryItems,
  createRegistry,
  removeRegistryItem,
  updateRegistryItem,
} from './endpoints/registry.ts';
import { submitClaim, submitReturn } from './endpoints/returns.ts';
import { submitReview, uploadReviewMedia } from './endpoints/reviews.ts';
import { addWishlistItem, removeWishlistItem } from './endpoints/wishlists.ts';
import { queryKeys, shopperScope } from './query-keys.ts';
import type { KeyHelper } from './query-keys.ts';

/**
 * A mutation over an endpoint function; on success it invalidates the entries its change makes
 * stale (every entry of each listed endpoint, or the whole shopper scope after a token change).
 */
function useApiMutation<V, R>(
  run: (client: ApiClient, variables: V) => Promise<R>,
  stale: readonly KeyHelper<never>[] | 'shopper',
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(client, variables),
    onSuccess: async () => {
      const prefixes =
        stale === 'shopper'
          ? [shopperScope(client.site)]
          : stale.map((key) => key.path(client.site));
      await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

const CART = [queryKeys.getCart, queryKeys.getMinicart] as const;
const CHECKOUT = [
  queryKeys.getCart,
  queryKeys.getMinicart,
  queryKeys.getDeliveryOptions,
  queryKeys.getPaymentMethods,
] as const;
const REGISTRY = [queryKeys.getRegistry, queryKeys.searchRegistries] as const;
const WISHLISTS = [queryKeys.getWishlists, queryKeys.getWishlist] as const;
const PROFILE = [queryKeys.getProfile] as const;
const ADDRESSES = [queryKeys.getAddresses, queryKeys.getAddress, queryKeys.getProfile] as const;
const PAYMENTS = [queryKeys.getPayments, queryKeys.getProfile] as const;
const PREFERENCES = [queryKeys.getPreferences] as const;
const RETURNS = [
  queryKeys.getReturnableOrders,
  queryKeys.getReturnableItems,
  queryKeys.getOrders,
  queryKeys.getOrder,
] as const;

// Mutations: one hook per write call.
export const useLogin = () => useApiMutation(login, 'shopper');
export const useReauth = () => useApiMutation(reauth, 'shopper');
export const useLogout = () =>
  useApiMutation((client: ApiClient, _: void) => logout(client), 'shopper');
export const useGuestToken = () =>
  useApiMutation((client: ApiClient, _: void) => createGuestToken(client), 'shopper');
export const useRegisterUser = () => useApiMutation(registerUser, []);

export const useAddToCart = () => useApiMutation(addToCart, CART);
export const useAddPartsToCart = () => useApiMutation(addPartsToCart, CART);
export const useUpdateCartItem = () => useApiMutation(updateCartItem, CHECKOUT);
export const useRemoveCartItem = () => useApiMutation(removeCartItem, CHECKOUT);
export const useSaveForLater = () => useApiMutation(saveForLater, CART);
export const useMoveToCart = () => useApiMutation(moveToCart, CART);
export const useCheckGiftCardBalance = () =>
  useApiMutation(
    (
      client: ApiClient,
      params: { giftCard: { cardNumber: string; pin: string }; captchaToken?: string },
    ) => checkGiftCardBalance(client, params.giftCard, params.captchaToken),
    [],
  );
export const useSubmitSwatchRequest = () => useApiMutation(submitSwatchRequest, []);
export const useSetShippingAddress = () => useApiMutation(setShippingAddress, CHECKOUT);
export const useSetDeliveryOption = () => useApiMutation(setDeliveryOption, CHECKOUT);
export const useSetPayment = () => useApiMutation(setPayment, CHECKOUT);
export const usePlaceOrder = () => useApiMutation(placeOrder, [...CHECKOUT, queryKeys.getOrders]);

export const useAddWishlistItem = () => useApiMutation(addWishlistItem, WISHLISTS);
export const useRemoveWishlistItem = () => useApiMutation(removeWishlistItem, WISHLISTS);

export const useCreateRegistry = () => useApiMutation(createRegistry, REGISTRY);
export const useAddRegistryItems = () => useApiMutation(addRegistryItems, REGISTRY);
export const useUpdateRegistryItem = () => useApiMutation(updateRegistryItem, REGISTRY);
export const useRemoveRegistryItem = () => useApiMutation(removeRegistryItem, REGISTRY);

export const useSubmitBISNform = () => useApiMutation(submitBISNform, []);
export const useSubmitContactUs = () =>
  useApiMutation(
    (
      client: ApiClient,
      params: { form: Parameters<typeof submitContactUs>[1]; captchaToken?: string },
    ) => submitContactUs(client, params.form, params.captchaToken),
    [],
  );
export const useSubmitCatalogRequest = () =>
  useApiMutation(
    (
      client: ApiClient,
      params: {
        form: Parameters<typeof submitCatalogRequest>[1];
        options?: Parameters<typeof submitCatalogRequest>[2];
      },
    ) => submitCatalogRequest(client, params.form, params.options),
    [],
  );
export const useSubscribeToMarketing = () =>
  useApiMutation(
    (
      client: ApiClient,
      params: { form: Parameters<typeof subscribeToMarketing>[1]; signedIn?: boolean },
    ) => subscribeToMarketing(client, params.form, { signedIn: params.signedIn }),
    [],
  );
export const useSendEmailForm = () => useApiMutation(sendEmailForm, []);

export const useSubmitReview = () =>
  useApiMutation(
    (
      client: ApiClient,
      params: { productId: string; review: Parameters<typeof submitReview>[2] },
    ) => submitReview(client, params.productId, params.review),
    [queryKeys.getReviews],
  );
export const useUploadReviewMedia = () => useApiMutation(uploadReviewMedia, []);

export const useUpdateProfile = () => useApiMutation(updateProfile, PROFILE);
export const usePatchProfile = () => useApiMutation(patchProfile, PROFILE);
export const useCreateAddress = () => useApiMutation(createAddress, ADDRESSES);
export const useUpdateAddress = () =>
  useApiMutation(
    (client: ApiClient, params: { id: string; address: Parameters<typeof updateAddress>[2] }) =>
      updateAddress(client, params.id, params.address),
    ADDRESSES,
  );
export const useDeleteAddress = () => useApiMutation(deleteAddress, ADDRESSES);
export const useCreatePayment = () => useApiMutation(createPayment, PAYMENTS);
export const useUpdatePayment = () =>
  useApiMutation(
    (client: ApiClient, params: { id: string; update: Parameters<typeof updatePayment>[2] }) =>
      updatePayment(client, params.id, params.update),
    PAYMENTS,
  );
export const useDeletePayment = () => useApiMutation(deletePayment, PAYMENTS);
export const useVerifyPayment = () =>
  useApiMutation(
    (client: ApiClient, params: { id: string; code: Parameters<typeof verifyPayment>[2] }) =>
      verifyPayment(client, params.id, params.code),
    PAYMENTS,
  );
export const useChangePassword = () => useApiMutation(changePassword, []);
export const useRequestPasswordReset = () => useApiMutation(requestPasswordReset, []);
export const useResetPassword = () => useApiMutation(resetPassword, []);
export const useRequestVerification = () => useApiMutation(requestVerification, []);
export const useSavePhoneNumber = () => useApiMutation(savePhoneNumber, PROFILE);
export const useChangeUsername = () => useApiMutation(changeUsername, PROFILE);
export const useLinkEmployee = () => useApiMutation(linkEmployee, PROFILE);
export const useSetTraits = () => useApiMutation(setTraits, [queryKeys.getTraits]);
export const usePatchTraits = () => useApiMutation(patchTraits, [queryKeys.getTraits]);
export const useCreatePreferences = () =>
  useApiMutation((client: ApiClient, _: void) => createPreferences(client), PREFERENCES);
export const useUpdateGlobalPreferences = () =>
  useApiMutation(updateGlobalPreferences, PREFERENCES);
export const useUpdateWebPreferences = () => useApiMutation(updateWebPreferences, PREFERENCES);
export const useAddPrivacyOptOutLocations = () =>
  useApiMutation(addPrivacyOptOutLocations, PREFERENCES);

export const useInquireOrder = () => useApiMutation(inquireOrder, []);
export const useOptInToOrderSms = () => useApiMutation(optInToOrderSms, []);
export const useSubmitReturn = () => useApiMutation(submitReturn, RETURNS);
export const useSubmitClaim = () => useApiMutation(submitClaim, RETURNS);
