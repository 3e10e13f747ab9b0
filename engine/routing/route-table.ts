import type { ResolvedSite } from '../config/types.ts';
import { FACET_NAMES } from '../domain/refinements/facets.ts';
import { DEFAULT_META } from './route-meta.ts';
import type { RouteMeta } from './route-meta.ts';

/** One entry of the route table: a name, a path pattern (react-router syntax) and its meta. */
export interface RouteDefinition {
  readonly name: string;
  /** Path relative to the site's context path, without trailing slash (added per brand setting). */
  readonly path: string;
  readonly meta: RouteMeta;
  /** A redirect route answers with this path instead of rendering. */
  readonly redirectTo?: string;
}

type Overrides = Partial<RouteMeta>;

const route = (name: string, path: string, meta: Overrides = {}): RouteDefinition => ({
  name,
  path,
  meta: { ...DEFAULT_META, ...meta },
});

const NOT_INDEXED: Overrides = { noindex: true, nofollow: false };

/** Checkout (shell spec §2.2): slim header and footer, call-centre header, not indexed, no cart merge. */
const CHECKOUT: Overrides = {
  ...NOT_INDEXED,
  header: 'slim',
  footer: 'slim',
  enableCallCenterHeader: true,
  guard: 'guest-or-authorized',
  mergeCartOnLogin: false,
  hideSubBrands: true,
  disableEmailCaptureModal: true,
  disableLoyaltyModal: true,
  disableChatInWebview: true,
  disableStyleBotCTA: true,
  kind: 'checkout',
};

const ACCOUNT: Overrides = {
  guard: 'authorized',
  hideSubBrands: true,
  disableEmailCaptureModal: true,
  ...NOT_INDEXED,
  kind: 'account',
};

/**
 * The order pages a guest reaches by order number and email (shell spec §2.1): not indexed; a
 * link may carry the number (?orderNumber=, the confirmation's and the access check's).
 */
const ORDER_LOOKUP = (kind: string): Overrides => ({
  ...NOT_INDEXED,
  hideSubBrands: true,
  reads: ['orderNumber'],
  data: { query: ['orderNumber'] },
  kind,
});

const RETURNS: Overrides = {
  guard: 'no-guest',
  allowGuestContinue: false,
  hideSubBrands: true,
  disableEmailCaptureModal: true,
  ...NOT_INDEXED,
  kind: 'returns',
};

/**
 * The one route table (shell spec §2.1, §2.2), built from a site's resolved configuration. Order
 * matters only for readability: matching ranks static segments above dynamic ones.
 */
export function buildRouteTable(site: ResolvedSite): RouteDefinition[] {
  const { routing } = site.brand;
  const table: RouteDefinition[] = [
    route('home', '/', { logoIsH1: true, hideBackToTop: true, kind: 'home' }),
    route('homepage', '/homepage', { logoIsH1: true, hideBackToTop: true, kind: 'home' }),

    route('cart', '/cart', {
      ...NOT_INDEXED,
      disableEmailCaptureModal: true,
      disableLoyaltyModal: true,
      enableCallCenterHeader: true,
      checkoutStep: 1,
      kind: 'cart',
      data: {},
    }),
    route('checkout', '/checkout', { ...CHECKOUT, checkoutStep: 2, data: {} }),
    route('checkout-shipping-address', '/checkout/shipping-address', {
      ...CHECKOUT,
      checkoutStep: 3,
      stepFlag: 'shipping-address',
      reads: ['invalidPickupLocation'],
      data: {},
    }),
    route('checkout-shipping-delivery', '/checkout/shipping-delivery', {
      ...CHECKOUT,
      checkoutStep: 4,
      stepFlag: 'shipping-delivery',
      data: {},
    }),
    route('checkout-payment', '/checkout/payment', {
      ...CHECKOUT,
      checkoutStep: 5,
      stepFlag: 'payment',
      reads: ['paymentError', 'apmCompleted', 'scaCompleted'],
      data: { query: ['paymentError', 'apmCompleted', 'scaCompleted'] },
    }),
    route('checkout-order-confirmation', '/checkout/order-confirmation', {
      ...CHECKOUT,
      header: 'full',
      footer: 'full',
      enableCallCenterHeader: false,
      checkoutStep: 7,
      stepFlag: 'order-confirmation',
      data: {},
    }),

    route('returns', '/returns', RETURNS),
    route('returns-details', '/returns/details', RETURNS),
    route('returns-return-methods', '/returns/return-methods', RETURNS),
    route('returns-review', '/returns/review', RETURNS),
    route('returns-confirmation', '/returns/confirmation', RETURNS),
    route('claims', '/claims', { ...RETURNS, kind: 'claims' }),
    route('claims-select', '/claims/select', { ...RETURNS, guard: 'order-access', kind: 'claims' }),
    route('claims-return-methods', '/claims/return-methods', { ...RETURNS, kind: 'claims' }),
    route('claims-details', '/claims/details', { ...RETURNS, kind: 'claims' }),
    route('claims-review', '/claims/review', { ...RETURNS, kind: 'claims' }),
    route('claims-confirmation', '/claims/confirmation', { ...RETURNS, kind: 'claims' }),

    route('order-inquiry', '/order-inquiry', ORDER_LOOKUP('order-inquiry')),
    route('order', '/order/:orderNumber', {
      ...NOT_INDEXED,
      guard: 'order-access',
      hideSubBrands: true,
      kind: 'order-detail',
    }),
    route('order-tracking', '/order-tracking', ORDER_LOOKUP('order-tracking')),
    route('order-pickup', '/order-pickup', ORDER_LOOKUP('order-pickup')),
    route('order-payments', '/order-payments', ORDER_LOOKUP('order-payments')),
    route('orders', '/orders', { ...ACCOUNT, kind: 'order-history' }),

    // The Android app's back-in-stock modal, opened in a webview (shell spec §2.2).
    route('back-in-stock', '/back-in-stock', {
      ...NOT_INDEXED,
      header: 'slim',
      footer: 'slim',
      hideSubBrands: true,
      disableEmailCaptureModal: true,
      disableLoyaltyModal: true,
      disableStyleBotCTA: true,
      disableChatInWebview: true,
      reads: BACK_IN_STOCK_QUERY,
      data: { query: BACK_IN_STOCK_QUERY },
      kind: 'back-in-stock',
    }),

    route('search', '/search', { ...NOT_INDEXED, kind: 'search', data: { query: 'all' } }),
    route('login', '/login', { ...NOT_INDEXED, disableEmailCaptureModal: true, kind: 'login' }),
    route('password-reset', '/password/reset', { ...NOT_INDEXED, kind: 'login' }),
    route('user-create', '/user/create', {
      ...NOT_INDEXED,
      disableEmailCaptureModal: true,
      kind: 'user',
    }),
    route('user-password-forgot', '/user/password/forgot', {
      ...NOT_INDEXED,
      disableEmailCaptureModal: true,
      kind: 'user',
    }),

    route('brands', '/brands', { kind: 'shop-by-brand' }),
    route('brand', '/brands/:slug', {
      kind: 'shop-by-brand',
      data: { params: true, query: CATEGORY_QUERY },
    }),
    route('sellers', '/sellers', { kind: 'shop-by-seller' }),
    route('seller', '/sellers/:slug', {
      kind: 'shop-by-seller',
      data: { params: true, query: CATEGORY_QUERY },
    }),

    route('product', '/shop/:slug', { kind: 'product' }),
    route('product-mto', '/shop/mto/:slug', { kind: 'product' }),
    route('product-bundle', '/shop/bundle/:slug', { kind: 'product' }),
    route('product-style', '/shop/style/:slug', { kind: 'product' }),
    route('product-product', '/shop/product/:slug', { kind: 'product' }),
    route('product-hybrid', '/shop/hybrid/:slug', {
      ...NOT_INDEXED,
      kind: 'product',
      data: { params: true, query: CATEGORY_QUERY },
    }),

    // The shopper's own lists are behind sign-in; a list's page is anyone's with its link.
    route('wishlist', '/wishlist', {
      ...NOT_INDEXED,
      guard: 'authorized',
      hideSubBrands: true,
      disableEmailCaptureModal: true,
      kind: 'wishlist',
    }),
    route('wishlist-detail', '/wishlist/:id', {
      ...NOT_INDEXED,
      hideSubBrands: true,
      disableEmailCaptureModal: true,
      kind: 'wishlist',
    }),

    route('help', '/help/:slug', {
      pageType: 'help',
      disableEmailCaptureModal: true,
      kind: 'help',
    }),
    route('stylist', '/stylist', { kind: 'stylist' }),

    { ...route('account', '/account', ACCOUNT), redirectTo: '/account/dashboard' },
    route('account-dashboard', '/account/dashboard', { ...ACCOUNT, kind: 'account-dashboard' }),
    route('account-settings', '/account/account-settings', {
      ...ACCOUNT,
      kind: 'account-settings',
    }),
    route('account-address', '/account/address', { ...ACCOUNT, kind: 'account-address' }),
    route('account-payments', '/account/payments', { ...ACCOUNT, kind: 'account-payments' }),
    route('account-hearted-products', '/account/hearted-products', { ...ACCOUNT, kind: 'hearts' }),
    route('account-orders', '/account/orders', { ...ACCOUNT, kind: 'order-history' }),
    route('account-order', '/account/order/:id', {
      ...ACCOUNT,
      guard: 'order-access',
      kind: 'order-detail',
    }),

    route('content-preview', '/content-preview', {
      ...NOT_INDEXED,
      disableSiteSwitchBanner: true,
      kind: 'content',
      data: { query: 'all' },
    }),
    route('mock-order', '/mock-order/:mockId', {
      ...NOT_INDEXED,
      requiresFlag: 'enableMockOrders',
      kind: 'mock-order',
    }),
  ];

  if (routing.rewardsPage)
    table.push(
      route('account-rewards', '/account/rewards', { ...ACCOUNT, kind: 'account-rewards' }),
    );
  if (site.switches.registry) {
    table.push(
      route('registry-account', '/registry/account', { ...ACCOUNT, kind: 'registry' }),
      route('registry', '/registry/:id', { hideSubBrands: true, kind: 'registry' }),
    );
  }
  if (routing.storeLocatorPath === '/store-locations') {
    table.push(
      route('stores', '/store-locations', { disableEmailCaptureModal: true, kind: 'stores' }),
    );
  } else {
    table.push(
      route('stores', '/stores', { disableEmailCaptureModal: true, kind: 'stores' }),
      route('store', '/stores/:slug', { disableEmailCaptureModal: true, kind: 'stores' }),
    );
  }
  for (const subBrand of routing.subBrands) {
    if (subBrand.sites.includes(site.id)) {
      table.push(
        route(`sub-brand-${subBrand.id}`, `/${subBrand.id}`, {
          kind: 'sub-brand',
          data: { query: CATEGORY_QUERY },
        }),
      );
    }
  }
  // Paths other systems serve: never content, so they are not found here.
  for (const [index, prefix] of routing.nonContentPrefixes.entries()) {
    table.push(
      route(`non-content-${index}`, `${prefix.replace(/\/$/, '')}/*`, {
        ...NOT_INDEXED,
        status: 404,
        kind: 'not-found',
      }),
    );
  }
  table.push(
    // The catch-all serves a managed content page or, when the slug is a navigation category, its
    // listing; anything else is not found (and goes through the redirect lookup).
    route('content', '/:slug', { kind: 'landing', data: { params: true, query: CATEGORY_QUERY } }),
    route('not-found', '*', { ...NOT_INDEXED, status: 404, kind: 'not-found' }),
  );
  return table;
}

/** The back-in-stock modal path takes these query values (shell spec §2.2). */
export const BACK_IN_STOCK_QUERY = ['returnUrl', 'productId', 'skuId', 'styleNumber'] as const;

/**
 * Category pages take page, sort field, sort order and refinement parameters (shell spec §2.2);
 * a refinement is a parameter named after its facet (domain/refinements/listing-query.ts).
 */
export const CATEGORY_QUERY = ['page', 'sort', 'order', ...FACET_NAMES] as const;
