import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../engine/api/client.ts';
import * as auth from '../../../engine/api/endpoints/auth.ts';
import * as cart from '../../../engine/api/endpoints/cart.ts';
import * as catalog from '../../../engine/api/endpoints/catalog.ts';
import * as checkout from '../../../engine/api/endpoints/checkout.ts';
import * as configuration from '../../../engine/api/endpoints/configuration.ts';
import * as content from '../../../engine/api/endpoints/content.ts';
import * as forms from '../../../engine/api/endpoints/forms.ts';
import * as likes from '../../../engine/api/endpoints/likes.ts';
import * as orders from '../../../engine/api/endpoints/orders.ts';
import * as preferences from '../../../engine/api/endpoints/preferences.ts';
import * as profile from '../../../engine/api/endpoints/profile.ts';
import * as registry from '../../../engine/api/endpoints/registry.ts';
import * as returns from '../../../engine/api/endpoints/returns.ts';
import * as reviews from '../../../engine/api/endpoints/reviews.ts';
import * as stores from '../../../engine/api/endpoints/stores.ts';
import * as wishlists from '../../../engine/api/endpoints/wishlists.ts';
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
  await auth.login(client, { email: user.email, password: user.password });
}, START_TIMEOUT_MS);
afterAll(() => api.close());

/**
 * Every endpoint function against the real server: whatever the answer (a result, a 400 for an
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

const calls: Record<string, () => Promise<unknown>> = {
  'auth.getCurrentToken': () => auth.getCurrentToken(client),
  'catalog.getProducts': () => catalog.getProducts(client, { slug: product.slug }),
  'catalog.getProductBySkus': () => catalog.getProductBySkus(client, [product.skuId]),
  'catalog.getProductBundles': () =>
    catalog.getProductBundles(client, { productId: product.productId }),
  'catalog.getPriceInfo': () => catalog.getPriceInfo(client, product.productId),
  'catalog.getProductParts': () => catalog.getProductParts(client, product.productId),
  'catalog.getNavigation': () => catalog.getNavigation(client),
  'catalog.getNavigationItem': () => catalog.getNavigationItem(client, { id: 'dresses' }),
  'catalog.getPaginatedAndSortedProducts': () =>
    catalog.getPaginatedAndSortedProducts(client, {
      url: catalog.categoryTilesUrl(client, 'dresses'),
      pageSize: 72,
      skip: 0,
      refinements: [{ facet: 'salePrice', type: 'Range', value: '0-500' }],
    }),
  'catalog.getPathRedirect': () => catalog.getPathRedirect(client, '/old-page'),
  'stores.searchStores': () => stores.searchStores(client, { lat: 39.95, lng: -75.16 }),
  'configuration.getConfiguration': () => configuration.getConfiguration(client),
  'configuration.getCountryConfiguration': () =>
    configuration.getCountryConfiguration(client, 'US'),
  'configuration.getPxpPublicKey': () => configuration.getPxpPublicKey(client),
  'content.getContentEntries': () => content.getContentEntries(client, { contentType: 'page' }),
  'content.getGallery': () => content.getGallery(client, { galleryId: 'dresses' }),
  'content.getProductMedia': () => content.getProductMedia(client, [product.productId]),
  'content.getPersonalizedContent': () =>
    content.getPersonalizedContent(client, {
      action: 'PageView',
      queries: [{ contentType: 'page' }],
    }),
  'reviews.getReviews': () =>
    reviews.getReviews(client, { productId: product.productId, filters: ['rating:5'] }),
  'reviews.getReviewFormFields': () =>
    reviews.getReviewFormFields(client, { productId: product.productId }),
  'reviews.submitReview': () =>
    reviews.submitReview(client, product.productId, {
      rating: 5,
      reviewTitle: 'Lovely',
      reviewText: 'Fits well and the colour is as shown.',
      userNickname: 'ada',
    }),
  'reviews.uploadReviewMedia': () =>
    reviews.uploadReviewMedia(client, {
      productId: product.productId,
      merchandiseClass: 'apparel',
      file: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      fileName: 'photo.png',
      kind: 'image',
    }),
  'registry.createRegistry': () =>
    registry.createRegistry(client, {
      event: { name: 'Our wedding', type: 'wedding', date: '2099-06-01' },
    }),
  'registry.getRegistry': () => registry.getRegistry(client, UUID),
  'registry.searchRegistries': () => registry.searchRegistries(client, { webProfileId: UUID }),
  'registry.addRegistryItems': () =>
    registry.addRegistryItems(client, {
      registryId: UUID,
      items: [{ productId: product.productId, sku: product.skuId, quantity: 1 }],
    }),
  'registry.updateRegistryItem': () =>
    registry.updateRegistryItem(client, {
      registryId: UUID,
      version: 1,
      sku: product.skuId,
      quantity: 2,
    }),
  'registry.removeRegistryItem': () =>
    registry.removeRegistryItem(client, { registryId: UUID, version: 1, sku: product.skuId }),
  'cart.addToCart': () =>
    cart.addToCart(client, {
      productId: product.productId,
      skuId: product.skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  'cart.addPartsToCart': () =>
    cart.addPartsToCart(client, {
      poolId: 'US_DIRECT',
      items: [{ productId: product.productId, skuId: product.skuId, quantity: 1 }],
    }),
  'cart.getMinicart': () => cart.getMinicart(client),
  'cart.getCart': () => cart.getCart(client),
  'cart.updateCartItem': () => cart.updateCartItem(client, { itemId: UUID, quantity: 1 }),
  'cart.saveForLater': () => cart.saveForLater(client, UUID),
  'cart.moveToCart': () => cart.moveToCart(client, UUID),
  'cart.removeCartItem': () => cart.removeCartItem(client, UUID),
  'cart.checkGiftCardBalance': () =>
    cart.checkGiftCardBalance(client, { cardNumber: '6006491234567890', pin: '1234' }),
  'cart.submitSwatchRequest': () =>
    cart.submitSwatchRequest(client, {
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
  'checkout.setShippingAddress': () => checkout.setShippingAddress(client, { address }),
  'checkout.getDeliveryOptions': () => checkout.getDeliveryOptions(client),
  'checkout.setDeliveryOption': () => checkout.setDeliveryOption(client, 'STANDARD'),
  'checkout.getPaymentMethods': () => checkout.getPaymentMethods(client),
  'checkout.setPayment': () =>
    checkout.setPayment(client, {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006491234567890', pin: '1234' },
    }),
  'checkout.placeOrder': () => checkout.placeOrder(client),
  'wishlists.getWishlists': () => wishlists.getWishlists(client),
  'wishlists.getWishlist': () => wishlists.getWishlist(client, UUID),
  'wishlists.addWishlistItem': () =>
    wishlists.addWishlistItem(client, {
      wishlistId: UUID,
      productId: product.productId,
      skuId: product.skuId,
      poolId: 'US_DIRECT',
      quantity: 1,
    }),
  'wishlists.removeWishlistItem': () =>
    wishlists.removeWishlistItem(client, { wishlistId: UUID, itemId: UUID }),
  'likes.getLikedProducts': () => likes.getLikedProducts(client, { offset: 0 }),
  'likes.submitBISNform': () =>
    likes.submitBISNform(client, {
      productId: product.productId,
      skuId: product.skuId,
      styleNumber: 'AN-4130921-001',
      poolId: 'US_DIRECT',
      email: 'ada@example.com',
    }),
  'likes.getSocialCounts': () =>
    likes.getSocialCounts(client, { itemIds: [product.productId], lookbackMins: 60 }),
  'forms.submitContactUs': () =>
    forms.submitContactUs(client, {
      name: { first: 'Ada', last: 'L' },
      replyToEmail: 'ada@example.com',
      subjectCode: 'ORDER',
      subjectText: 'Where is it?',
    }),
  'forms.submitCatalogRequest': () =>
    forms.submitCatalogRequest(client, {
      name: { first: 'Ada', last: 'L' },
      address1: '1 Main St',
      city: 'Philadelphia',
      region: 'PA',
      postalCode: '19103',
      country: 'US',
    }),
  'forms.subscribeToMarketing': () =>
    forms.subscribeToMarketing(client, {
      emailAddress: 'ada@example.com',
      gender: 'UNKNOWN',
      source: 'footer',
      additionalBrands: [],
    }),
  'forms.subscribeToMarketing (me)': () =>
    forms.subscribeToMarketing(
      client,
      { gender: 'UNKNOWN', source: 'account', additionalBrands: [] },
      { signedIn: true },
    ),
  'forms.sendEmailForm': () =>
    forms.sendEmailForm(client, {
      brand: 'anthropologie',
      campaignId: 'trade',
      body: { message: 'hello' },
      config: { brandCode: 'AN', eid: 'e1', sendToEmail: 'trade@example.com' },
    }),
  'profile.getProfile': () => profile.getProfile(client, { loyalty: true, privacyInfo: true }),
  'profile.updateProfile': () =>
    profile.updateProfile(client, { name: { first: 'Ada', last: 'Lovelace' } }),
  'profile.patchProfile': () =>
    profile.patchProfile(client, [{ path: '/name/first', value: 'Ada' }]),
  'profile.registerUser': () =>
    profile.registerUser(client, {
      email: `new-${Date.now()}@example.com`,
      password: 'a long enough password 1',
      name: { first: 'N', last: 'U' },
    }),
  'profile.getLoyaltyRewards': () => profile.getLoyaltyRewards(client),
  'profile.getAddresses': () => profile.getAddresses(client),
  'profile.createAddress': () => profile.createAddress(client, { address }),
  'profile.getAddress': () => profile.getAddress(client, UUID),
  'profile.updateAddress': () => profile.updateAddress(client, UUID, { address }),
  'profile.deleteAddress': () => profile.deleteAddress(client, UUID),
  'profile.getPayments': () => profile.getPayments(client, { includeHidden: true }),
  'profile.createPayment': () =>
    profile.createPayment(client, { encryptionId: 'x', encryptedCardData: 'AAAA' }),
  'profile.updatePayment': () => profile.updatePayment(client, UUID, { visible: false }),
  'profile.deletePayment': () => profile.deletePayment(client, UUID),
  'profile.verifyPayment': () =>
    profile.verifyPayment(client, UUID, { encryptionId: 'x', encryptedSecurityCode: 'AAAA' }),
  'profile.changePassword': () =>
    profile.changePassword(client, {
      currentPassword: 'wrong',
      newPassword: 'another long password 2',
    }),
  'profile.requestPasswordReset': () => profile.requestPasswordReset(client, 'ada@example.com'),
  'profile.resetPassword': () =>
    profile.resetPassword(client, {
      emailAddress: 'ada@example.com',
      referenceId: UUID,
      otp: '123456',
      newPassword: 'another long password 2',
    }),
  'profile.requestVerification': () =>
    profile.requestVerification(client, { phoneNumber: '(215) 555-0100' }),
  'profile.savePhoneNumber': () =>
    profile.savePhoneNumber(client, {
      phoneNumber: '2155550100',
      otp: '123456',
      referenceId: UUID,
    }),
  'profile.changeUsername': () =>
    profile.changeUsername(client, {
      username: 'ada2@example.com',
      otp: '123456',
      referenceId: UUID,
    }),
  'profile.linkEmployee': () =>
    profile.linkEmployee(client, {
      continent: 'NORTH_AMERICA',
      employeeId: '12345',
      storeLocation: 'Philadelphia',
    }),
  'profile.getTraits': () => profile.getTraits(client),
  'profile.setTraits': () => profile.setTraits(client, { favouriteColour: 'green' }),
  'profile.patchTraits': () =>
    profile.patchTraits(client, [{ op: 'replace', path: '/favouriteColour', value: 'blue' }]),
  'preferences.getPreferences': () => preferences.getPreferences(client),
  'preferences.createPreferences': () => preferences.createPreferences(client),
  'preferences.updateGlobalPreferences': () =>
    preferences.updateGlobalPreferences(client, { currency: 'USD' }),
  'preferences.updateWebPreferences': () =>
    preferences.updateWebPreferences(client, { interstitialDeclined: true }),
  'preferences.addPrivacyOptOutLocations': () =>
    preferences.addPrivacyOptOutLocations(client, [{ countryCode: 'US', regionCode: 'CA' }]),
  'orders.getOrders': () => orders.getOrders(client, { offset: 0, limit: 10 }),
  'orders.getOrder': () => orders.getOrder(client, 'AN1000'),
  'orders.getOrderTracking': () => orders.getOrderTracking(client, 'AN1000'),
  'orders.inquireOrder': () =>
    orders.inquireOrder(client, { orderNumber: 'AN1000', email: 'ada@example.com' }),
  'orders.optInToOrderSms': () =>
    orders.optInToOrderSms(client, { orderId: 'AN1000', phoneNumber: '215-555-0100' }),
  'returns.getReturnableOrders': () => returns.getReturnableOrders(client),
  'returns.getReturnableItems': () => returns.getReturnableItems(client, 'AN1000'),
  'returns.getReturnOptions': () => returns.getReturnOptions(client),
  'returns.submitReturn': () =>
    returns.submitReturn(client, {
      orderNumber: 'AN1000',
      items: [{ itemId: UUID, quantity: 1, reason: 'TOO_SMALL' }],
      method: 'MAIL',
    }),
  'returns.getClaimTypes': () => returns.getClaimTypes(client),
  'returns.submitClaim': () =>
    returns.submitClaim(client, {
      claimType: 'DAMAGED',
      orderNumber: 'AN1000',
      items: [{ itemId: UUID, quantity: 1 }],
      method: 'MAIL',
      details: { description: 'Arrived torn.' },
    }),
  'auth.createGuestToken': () => auth.createGuestToken(client),
  'auth.logout': () => auth.logout(client),
};

describe('every endpoint function names a route the server has (DESIGN §6 call tables)', () => {
  it.each(Object.keys(calls))('%s', async (name) => {
    await reachesARoute(calls[name]!);
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
