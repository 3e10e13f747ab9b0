import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../engine/api/client.ts';
import * as calls from '../../../engine/api/calls/index.ts';
import { ALL_CALLS } from '../../../engine/api/calls/all.ts';
import { callApi } from '../../../engine/api/call-api.ts';
import { ApiRequestError } from '../../../engine/api/errors.ts';
import { createUser, startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { insertProduct } from './fixtures.ts';
import type { ClientFixtureProduct } from './fixtures.ts';
import { START_TIMEOUT_MS, clientFor } from './setup.ts';

let api: TestApi;
let product: ClientFixtureProduct;
let client: ApiClient;
const UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  api = await startApi();
  product = await insertProduct(api.db);
  const user = await createUser(api.db);
  client = clientFor(api).client;
  await callApi(client, calls.login, { email: user.email, password: user.password });
}, START_TIMEOUT_MS);
afterAll(() => api.close());

/**
 * Every declared call against the real server (test mode, so each answer is also checked against
 * its response schema): whatever the answer (a result, a 400 for an
 * unknown id, a 404 for a missing thing), the server must know the method and path. The server's
 * catch-all answers 404 "No API route ..." — that alone means the client calls a route that does
 * not exist.
 */
async function reachesARoute(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    expect(error.message, `${error.method} ${error.url}`).not.toMatch(/^No API route/);
    expect(error.status, `${error.method} ${error.url}: ${error.message}`).not.toBe(0);
    expect(error.code, error.message).not.toBe('RESPONSE_SCHEMA_MISMATCH');
  }
}

const address = {
  name: { first: 'Ada', last: 'Lovelace' },
  address1: '1 Main St',
  city: 'Philadelphia',
  region: 'PA',
  postalCode: '19103',
  country: 'US',
  phoneNumber: '2155550100',
};

const samples: Record<string, () => Promise<unknown>> = {
  getCurrentToken: () => callApi(client, calls.getCurrentToken, {}),
  getProducts: () => callApi(client, calls.getProducts, { slug: product.slug }),
  getProductBySkus: () => callApi(client, calls.getProductBySkus, { skus: [product.skuId] }),
  getProductBundles: () =>
    callApi(client, calls.getProductBundles, { productId: product.productId }),
  getPriceInfo: () => callApi(client, calls.getPriceInfo, { productId: product.productId }),
  getProductParts: () => callApi(client, calls.getProductParts, { productId: product.productId }),
  getNavigation: () => callApi(client, calls.getNavigation, {}),
  getNavigationItem: () => callApi(client, calls.getNavigationItem, { id: 'dresses' }),
  getPaginatedAndSortedProducts: () =>
    callApi(client, calls.getPaginatedAndSortedProducts, {
      url: calls.categoryTilesUrl(client.site, 'dresses'),
      pageSize: 72,
      skip: 0,
      refinements: [{ facet: 'salePrice', type: 'Range', value: '0-500' }],
    }),
  getPathRedirect: () => callApi(client, calls.getPathRedirect, { requestPath: '/old-page' }),
  getShopPage: () => callApi(client, calls.getShopPage, { kind: 'brands', slug: 'no-such-brand' }),
  getShopIndex: () => callApi(client, calls.getShopIndex, { kind: 'sellers' }),
  getSearchSuggestions: () => callApi(client, calls.getSearchSuggestions, { q: 'dress' }),
  getSitemapProducts: () => callApi(client, calls.getSitemapProducts, { skip: 0, limit: 10 }),
  searchStores: () => callApi(client, calls.searchStores, { lat: 39.95, lng: -75.16 }),
  getConfiguration: () => callApi(client, calls.getConfiguration, {}),
  getCountryConfiguration: () =>
    callApi(client, calls.getCountryConfiguration, { countryCode: 'US' }),
  getPxpPublicKey: () => callApi(client, calls.getPxpPublicKey, {}),
  getContentEntries: () => callApi(client, calls.getContentEntries, { contentType: 'page' }),
  getGallery: () => callApi(client, calls.getGallery, { galleryId: 'dresses' }),
  getProductMedia: () =>
    callApi(client, calls.getProductMedia, { productIds: [product.productId] }),
  getPersonalizedContent: () =>
    callApi(client, calls.getPersonalizedContent, {
      action: 'PageView',
      queries: [{ contentType: 'page' }],
    }),
  getReviews: () =>
    callApi(client, calls.getReviews, { productId: product.productId, filters: ['rating:5'] }),
  getReviewFormFields: () =>
    callApi(client, calls.getReviewFormFields, { productId: product.productId }),
  submitReview: () =>
    callApi(client, calls.submitReview, {
      productId: product.productId,
      rating: 5,
      reviewTitle: 'Lovely',
      reviewText: 'Fits well and the colour is as shown.',
      userNickname: 'ada',
    }),
  uploadReviewPhoto: () =>
    callApi(client, calls.uploadReviewPhoto, {
      productId: product.productId,
      merchandiseClass: 'apparel',
      file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      fileName: 'photo.png',
    }),
  // An id no upload has: the call reaches the route and answers 404 in the API's error format.
  deleteReviewMedia: () =>
    callApi(client, calls.deleteReviewMedia, { mediaId: '00000000-0000-4000-8000-000000000000' }),
  uploadReviewVideo: () =>
    callApi(client, calls.uploadReviewVideo, {
      productId: product.productId,
      merchandiseClass: 'apparel',
      file: new Blob([new Uint8Array([0, 0, 0, 0x18])], { type: 'video/mp4' }),
      fileName: 'clip.mp4',
    }),
  createRegistry: () =>
    callApi(client, calls.createRegistry, {
      event: { name: 'Our wedding', type: 'wedding', date: '2099-06-01' },
    }),
  getRegistry: () => callApi(client, calls.getRegistry, { registryId: UUID }),
  searchRegistries: () => callApi(client, calls.searchRegistries, { webProfileId: UUID }),
  updateRegistry: () =>
    callApi(client, calls.updateRegistry, {
      registryId: UUID,
      version: 1,
      post_event_shipping_address: null,
    }),
  addRegistryItems: () =>
    callApi(client, calls.addRegistryItems, {
      registryId: UUID,
      items: [{ productId: product.productId, sku: product.skuId, quantity: 1 }],
    }),
  updateRegistryItem: () =>
    callApi(client, calls.updateRegistryItem, {
      registryId: UUID,
      version: 1,
      sku: product.skuId,
      quantity: 2,
    }),
  removeRegistryItem: () =>
    callApi(client, calls.removeRegistryItem, {
      registryId: UUID,
      version: 1,
      sku: product.skuId,
    }),
  addToCart: () =>
    callApi(client, calls.addToCart, {
      productId: product.productId,
      skuId: product.skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  addPartsToCart: () =>
    callApi(client, calls.addPartsToCart, {
      poolId: 'US_DIRECT',
      items: [{ productId: product.productId, skuId: product.skuId, quantity: 1 }],
    }),
  getMinicart: () => callApi(client, calls.getMinicart, {}),
  getCart: () => callApi(client, calls.getCart, {}),
  updateCartItem: () => callApi(client, calls.updateCartItem, { itemId: UUID, quantity: 1 }),
  saveForLater: () => callApi(client, calls.saveForLater, { itemId: UUID }),
  moveToCart: () => callApi(client, calls.moveToCart, { itemId: UUID }),
  watchItem: () => callApi(client, calls.watchItem, { itemId: UUID }),
  removeCartItem: () => callApi(client, calls.removeCartItem, { itemId: UUID }),
  applyPromoCode: () => callApi(client, calls.applyPromoCode, { code: 'WELCOME15' }),
  removePromoCode: () => callApi(client, calls.removePromoCode, { code: 'WELCOME15' }),
  getGiftOptions: () => callApi(client, calls.getGiftOptions, {}),
  setGiftOptions: () =>
    callApi(client, calls.setGiftOptions, { giftWrapSku: null, giftMessage: 'For you' }),
  setDeliveryPass: () => callApi(client, calls.setDeliveryPass, { added: false }),
  checkGiftCardBalance: () =>
    callApi(client, calls.checkGiftCardBalance, {
      giftCard: { cardNumber: '6006491234567890', pin: '1234' },
    }),
  submitSwatchRequest: () =>
    callApi(client, calls.submitSwatchRequest, {
      productId: product.productId,
      contactInfo: {
        name: { first: 'Ada', last: 'L' },
        email: 'ada@example.com',
        address: {
          address1: '1 Main St',
          city: 'Philadelphia',
          postalCode: '19103',
          country: 'US',
        },
      },
      swatches: [{ colorCode: '001' }],
    }),
  setShippingAddress: () => callApi(client, calls.setShippingAddress, { address }),
  getDeliveryOptions: () => callApi(client, calls.getDeliveryOptions, {}),
  setDeliveryOption: () =>
    callApi(client, calls.setDeliveryOption, { deliveryOptionId: 'STANDARD' }),
  getPaymentMethods: () => callApi(client, calls.getPaymentMethods, {}),
  getAddressSuggestions: () =>
    callApi(client, calls.getAddressSuggestions, { country: 'US', q: '1 Market' }),
  setPayment: () =>
    callApi(client, calls.setPayment, {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006491234567890', pin: '1234' },
    }),
  startPaymentSession: () =>
    callApi(client, calls.startPaymentSession, { returnPath: '/checkout/payment' }),
  placeOrder: () => callApi(client, calls.placeOrder, {}),
  getWishlists: () => callApi(client, calls.getWishlists, {}),
  getWishlist: () => callApi(client, calls.getWishlist, { id: UUID }),
  addWishlistItem: () =>
    callApi(client, calls.addWishlistItem, {
      wishlistId: UUID,
      productId: product.productId,
      skuId: product.skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  removeWishlistItem: () =>
    callApi(client, calls.removeWishlistItem, { wishlistId: UUID, itemId: UUID }),
  createWishlist: () => callApi(client, calls.createWishlist, { name: 'Endpoints' }),
  renameWishlist: () => callApi(client, calls.renameWishlist, { id: UUID, name: 'Renamed' }),
  deleteWishlist: () => callApi(client, calls.deleteWishlist, { id: UUID }),
  moveWishlistItem: () =>
    callApi(client, calls.moveWishlistItem, { wishlistId: UUID, itemId: UUID, toWishlistId: UUID }),
  getLikedProducts: () => callApi(client, calls.getLikedProducts, { offset: 0 }),
  likeProduct: () => callApi(client, calls.likeProduct, { productId: product.productId }),
  unlikeProduct: () => callApi(client, calls.unlikeProduct, { productId: product.productId }),
  submitBISNform: () =>
    callApi(client, calls.submitBISNform, {
      productId: product.productId,
      skuId: product.skuId,
      styleNumber: 'AN-4130921-001',
      poolId: 'US_DIRECT',
      email: 'ada@example.com',
    }),
  getSocialCounts: () =>
    callApi(client, calls.getSocialCounts, { itemIds: [product.productId], lookbackMins: 60 }),
  getAccountSubscription: () => callApi(client, calls.getAccountSubscription, {}),
  createHelpCode: () => callApi(client, calls.createHelpCode, { page: '/stores' }),
  submitContactUs: () =>
    callApi(client, calls.submitContactUs, {
      name: { first: 'Ada', last: 'L' },
      replyToEmail: 'ada@example.com',
      subjectCode: 'ORDER',
      subjectText: 'Where is it?',
    }),
  submitCatalogRequest: () =>
    callApi(client, calls.submitCatalogRequest, {
      name: { first: 'Ada', last: 'L' },
      address1: '1 Main St',
      city: 'Philadelphia',
      region: 'PA',
      postalCode: '19103',
      country: 'US',
    }),
  submitTradeApplication: () =>
    callApi(client, calls.submitTradeApplication, {
      businessName: 'Lovelace Interiors',
      businessType: 'INTERIOR_DESIGN',
      taxId: '12-3456789',
      name: { first: 'Ada', last: 'L' },
      email: 'ada@example.com',
      phoneNumber: '(215) 555-0100',
      country: 'US',
    }),
  subscribeToMarketing: () =>
    callApi(client, calls.subscribeToMarketing, {
      emailAddress: 'ada@example.com',
      gender: 'UNKNOWN',
      source: 'footer',
      additionalBrands: [],
    }),
  subscribeToMarketingSignedIn: () =>
    callApi(client, calls.subscribeToMarketingSignedIn, {
      gender: 'UNKNOWN',
      source: 'account',
      additionalBrands: [],
    }),
  sendEmailForm: () =>
    callApi(client, calls.sendEmailForm, {
      brand: 'anthropologie',
      campaignId: 'trade',
      body: { message: 'hello' },
      config: { brandCode: 'AN', eid: 'e1', sendToEmail: 'trade@example.com' },
    }),
  getProfile: () => callApi(client, calls.getProfile, { loyalty: true, privacyInfo: true }),
  updateProfile: () =>
    callApi(client, calls.updateProfile, { name: { first: 'Ada', last: 'Lovelace' } }),
  patchProfile: () => callApi(client, calls.patchProfile, [{ path: '/name/first', value: 'Ada' }]),
  registerUser: () =>
    callApi(client, calls.registerUser, {
      email: `new-${Date.now()}@example.com`,
      password: 'a long enough password 1',
      name: { first: 'N', last: 'U' },
    }),
  getLoyaltyRewards: () => callApi(client, calls.getLoyaltyRewards, {}),
  joinLoyalty: () => callApi(client, calls.joinLoyalty, {}),
  enterGiveaway: () => callApi(client, calls.enterGiveaway, { acceptRules: true }),
  getAddresses: () => callApi(client, calls.getAddresses, {}),
  createAddress: () => callApi(client, calls.createAddress, { address }),
  getAddress: () => callApi(client, calls.getAddress, { id: UUID }),
  updateAddress: () => callApi(client, calls.updateAddress, { id: UUID, address }),
  deleteAddress: () => callApi(client, calls.deleteAddress, { id: UUID }),
  getPayments: () => callApi(client, calls.getPayments, { includeHidden: true }),
  createPayment: () =>
    callApi(client, calls.createPayment, { encryptionId: 'x', encryptedCardData: 'AAAA' }),
  updatePayment: () => callApi(client, calls.updatePayment, { id: UUID, visible: false }),
  deletePayment: () => callApi(client, calls.deletePayment, { id: UUID }),
  verifyPayment: () =>
    callApi(client, calls.verifyPayment, {
      id: UUID,
      encryptionId: 'x',
      encryptedSecurityCode: 'AAAA',
    }),
  changePassword: () =>
    callApi(client, calls.changePassword, {
      currentPassword: 'wrong',
      newPassword: 'another long password 2',
    }),
  requestPasswordReset: () =>
    callApi(client, calls.requestPasswordReset, { emailAddress: 'ada@example.com' }),
  resetPassword: () =>
    callApi(client, calls.resetPassword, {
      emailAddress: 'ada@example.com',
      referenceId: UUID,
      otp: '123456',
      newPassword: 'another long password 2',
    }),
  requestVerification: () =>
    callApi(client, calls.requestVerification, { phoneNumber: '(215) 555-0100' }),
  addPhoneNumber: () =>
    callApi(client, calls.addPhoneNumber, {
      phoneNumber: '2155550100',
      otp: '123456',
      referenceId: UUID,
    }),
  changePhoneNumber: () =>
    callApi(client, calls.changePhoneNumber, {
      phoneNumber: '2155550100',
      otp: '123456',
      referenceId: UUID,
    }),
  changeUsername: () =>
    callApi(client, calls.changeUsername, {
      username: 'ada2@example.com',
      otp: '123456',
      referenceId: UUID,
    }),
  linkEmployee: () =>
    callApi(client, calls.linkEmployee, {
      continent: 'NORTH_AMERICA',
      employeeId: '12345',
      storeLocation: 'Philadelphia',
    }),
  getTraits: () => callApi(client, calls.getTraits, {}),
  setTraits: () => callApi(client, calls.setTraits, { favouriteColour: 'green' }),
  patchTraits: () =>
    callApi(client, calls.patchTraits, [
      { op: 'replace', path: '/favouriteColour', value: 'blue' },
    ]),
  getPreferences: () => callApi(client, calls.getPreferences, {}),
  createPreferences: () => callApi(client, calls.createPreferences, {}),
  updateGlobalPreferences: () =>
    callApi(client, calls.updateGlobalPreferences, { currency: 'USD' }),
  updateWebPreferences: () =>
    callApi(client, calls.updateWebPreferences, { interstitialDeclined: true }),
  addPrivacyOptOutLocations: () =>
    callApi(client, calls.addPrivacyOptOutLocations, {
      locations: [{ countryCode: 'US', regionCode: 'CA' }],
    }),
  getOrders: () => callApi(client, calls.getOrders, { offset: 0, limit: 10 }),
  getOrder: () => callApi(client, calls.getOrder, { orderNumber: 'AN1000' }),
  getStylistOrders: () => callApi(client, calls.getStylistOrders, { offset: 0, limit: 10 }),
  recordStylistPayment: () =>
    callApi(client, calls.recordStylistPayment, { orderNumber: 'AN1000', amount: 10 }),
  cancelOrder: () =>
    callApi(client, calls.cancelOrder, { orderNumber: 'AN1000', reason: 'Ordered by mistake' }),
  getOrderTracking: () => callApi(client, calls.getOrderTracking, { orderNumber: 'AN1000' }),
  inquireOrder: () =>
    callApi(client, calls.inquireOrder, { orderNumber: 'AN1000', email: 'ada@example.com' }),
  optInToOrderSms: () =>
    callApi(client, calls.optInToOrderSms, { orderId: 'AN1000', phoneNumber: '215-555-0100' }),
  getReturnableOrders: () => callApi(client, calls.getReturnableOrders, {}),
  getReturnableItems: () => callApi(client, calls.getReturnableItems, { orderNumber: 'AN1000' }),
  getReturnOptions: () => callApi(client, calls.getReturnOptions, {}),
  submitReturn: () =>
    callApi(client, calls.submitReturn, {
      orderNumber: 'AN1000',
      items: [{ itemId: UUID, quantity: 1, reason: 'TOO_SMALL' }],
      method: 'MAIL',
    }),
  getClaimTypes: () => callApi(client, calls.getClaimTypes, {}),
  submitClaim: () =>
    callApi(client, calls.submitClaim, {
      claimType: 'DAMAGED',
      orderNumber: 'AN1000',
      items: [{ itemId: UUID, quantity: 1 }],
      method: 'MAIL',
      details: { description: 'Arrived torn.' },
    }),
  createGuestToken: () => callApi(client, calls.createGuestToken, {}),
  login: () =>
    callApi(client, calls.login, { email: 'nobody@example.com', password: 'not the password' }),
  reauth: () => callApi(client, calls.reauth, { password: 'wrong password' }),
  logout: () => callApi(client, calls.logout, {}),
};

describe('every declared call names a route the server has (DESIGN §6 call tables)', () => {
  it('has a sample here for every declaration, so none goes untried', () => {
    const declared = ALL_CALLS.map((declaration) => declaration.operation).sort();
    expect(Object.keys(samples).sort()).toEqual(declared);
  });

  it.each(Object.keys(samples))('%s', async (name) => {
    await reachesARoute(samples[name]!);
  });
});

describe('the route check itself', () => {
  it('fails for a path the server does not have', async () => {
    const missing = () =>
      client.request({
        operation: 'probe',
        method: 'GET',
        path: '/checkout/v0/an-us/no-such-route',
      });
    await expect(reachesARoute(missing)).rejects.toThrow(/No API route/);
  });
});
