import type { ComponentType } from 'react';
import type { ComponentName, ComponentProps } from '../config/generated/component-props.ts';
import type * as AccountLoaders from '../pages/account/account-loaders.ts';
import { contentModulesOf } from '../pages/content/content-modules-of.ts';
import { productSectionsOf } from '../pages/product/product-sections-of.ts';
import type { ComponentKind, RegistryEntry } from '../registry/entry.ts';
// Not listing-page.ts: the registry is in every page's first load, the listing's query rules are not.
import { hasCategoryBanner, LISTING_BANNER } from '../routing/category-banner.ts';
import { trayQuery } from '../routing/page-queries.ts';

type Load<Name extends ComponentName> = () => Promise<{
  default: ComponentType<ComponentProps[Name]>;
}>;

/** An entry with its props schema, schemas/components/<Name>.schema.json; replaceable by default. */
function entry<Name extends ComponentName>(
  name: Name,
  kind: ComponentKind,
  module: string,
  load: Load<Name>,
): RegistryEntry<ComponentProps[Name]> {
  return { kind, module, load, propsSchema: `components/${name}.schema.json`, replaceable: true };
}

function content<Name extends ComponentName>(name: Name, module: string, load: Load<Name>) {
  return entry(name, 'content', module, load);
}

function page<Name extends ComponentName>(name: Name, module: string, load: Load<Name>) {
  return entry(name, 'page', module, load);
}

function section<Name extends ComponentName>(name: Name, module: string, load: Load<Name>) {
  return entry(name, 'product-section', module, load);
}

/** An account page's loader: the five share one module, imported once here (first-load bytes). */
const accountLoader =
  (
    name: Exclude<
      keyof typeof AccountLoaders,
      'ORDERS_PAGE' | 'LIKES_PAGE_SIZE' | 'likedProductsQueries' | 'startAccount'
    >,
  ) =>
  () =>
    import('../pages/account/account-loaders.ts').then((module) => module[name]);

/** The returns and claims views and loaders: one chunk, one import for both flows. */
const flowChunk = () => import('../pages/returns/flow-chunk.ts');

/**
 * The component registry (DESIGN §4): the one list of what the engine renders by name. Content
 * modules, the header and its variants, the footer, every page view and every product-page
 * section. Each entry has its lazy import (one chunk), the module path SSR preloads, its props
 * schema, the data it prefetches, the routes and loader of a page view, and whether a brand may
 * replace it (brand.json components.replace). Typed by the props of its schema
 * (schemas/components/<Name>.schema.json, generated into ComponentProps): an entry whose component
 * takes other props, a schema without an entry or an entry without a schema fails tsc.
 */
export const REGISTRY: { readonly [Name in ComponentName]: RegistryEntry<ComponentProps[Name]> } = {
  // Content modules: what content/pages.json composes pages from.
  PromoBannerSlot: content('PromoBannerSlot', 'engine/pages/content/content-chunk.ts', () =>
    import('../pages/content/content-chunk.ts').then((chunk) => ({
      default: chunk.PromoBannerSlot,
    })),
  ),
  Hero: content('Hero', 'engine/pages/content/content-chunk.ts', () =>
    import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.Hero })),
  ),
  RichText: content('RichText', 'engine/pages/content/content-chunk.ts', () =>
    import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.RichText })),
  ),
  // A size guide page's chart (issue 11: the product page's size guide dialog shows the page).
  SizeChart: content('SizeChart', 'engine/pages/content/content-chunk.ts', () =>
    import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.SizeChart })),
  ),
  CategoryGrid: content('CategoryGrid', 'engine/pages/content/content-chunk.ts', () =>
    import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.CategoryGrid })),
  ),
  // The stylist's clients' orders on /stylist (issue 12): its own chunk, for stylists only.
  StylistClientOrders: content(
    'StylistClientOrders',
    'engine/components/stylist/stylist-client-orders.tsx',
    () => import('../components/stylist/stylist-client-orders.tsx'),
  ),
  ProductTray: {
    ...content('ProductTray', 'engine/pages/content/content-chunk.ts', () =>
      import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.ProductTray })),
    ),
    prefetch: (props, env) =>
      env.queryClient.prefetchQuery(trayQuery(env.api, props.categorySlug, props.limit)),
  },

  // The header and its variants (brand.json components.header), the footer (components.footer).
  HeaderStandard: entry('HeaderStandard', 'header', 'engine/components/shell/shell-parts.ts', () =>
    import('../components/shell/shell-parts.ts').then((chunk) => ({
      default: chunk.HeaderStandard,
    })),
  ),
  HeaderBrandTabs: {
    ...entry('HeaderBrandTabs', 'header', 'engine/components/shell/shell-parts.ts', () =>
      import('../components/shell/shell-parts.ts').then((chunk) => ({
        default: chunk.HeaderBrandTabs,
      })),
    ),
    variantOf: 'HeaderStandard',
  },
  FooterColumns: entry('FooterColumns', 'footer', 'engine/components/shell/shell-parts.ts', () =>
    import('../components/shell/shell-parts.ts').then((chunk) => ({
      default: chunk.FooterColumns,
    })),
  ),

  // Third-party services (issue 13): slots with a harmless default a brand may replace.
  Captcha: entry(
    'Captcha',
    'service',
    'engine/components/common/captcha.tsx',
    () => import('../components/common/captcha.tsx'),
  ),
  // Chat and the stylist widget (shell spec §6), mounted after hydration by the shell's services.
  ChatLauncher: entry(
    'ChatLauncher',
    'service',
    'engine/components/common/chat-launcher.tsx',
    () => import('../components/common/chat-launcher.tsx'),
  ),
  // Address lookup on the checkout's address step (issue 12): the reference one asks the API.
  AddressLookup: entry(
    'AddressLookup',
    'service',
    'engine/components/checkout/address-lookup.tsx',
    () => import('../components/checkout/address-lookup.tsx'),
  ),
  // A store's map (the stores pages, store pickup): the default links to OpenStreetMap, no script.
  StoreMap: entry(
    'StoreMap',
    'service',
    'engine/components/stores/store-map.tsx',
    () => import('../components/stores/store-map.tsx'),
  ),
  // The tag manager, mounted by the shell's services under targeting consent: default dataLayer.
  TagManager: entry(
    'TagManager',
    'service',
    'engine/components/shell/services/tag-manager.tsx',
    () => import('../components/shell/services/tag-manager.tsx'),
  ),

  // Page views: the route kinds each serves (route meta `kind`) and its loader.
  ContentPage: {
    ...page('ContentPage', 'engine/pages/content/content-chunk.ts', () =>
      import('../pages/content/content-chunk.ts').then((chunk) => ({ default: chunk.ContentPage })),
    ),
    routes: ['home', 'landing', 'help', 'content', 'stylist'],
    strings: ['catalogue'],
    loader: () =>
      import('../pages/content/content-loader.ts').then((module) => module.contentLoader),
    renders: contentModulesOf,
  },
  // Reached through the catch-all when the slug is a navigation category (ContentPage's loader).
  ListingPage: {
    ...page(
      'ListingPage',
      'engine/pages/listing/listing-page.tsx',
      () => import('../pages/listing/listing-page.tsx'),
    ),
    strings: ['catalogue'],
    renders: (props, env) => (hasCategoryBanner(env, props.slug) ? [LISTING_BANNER] : []),
  },
  // A category's 2x1 banner tile (its content page's module), in the listing's own chunk.
  ListingBanner: content('ListingBanner', 'engine/pages/listing/listing-page.tsx', () =>
    import('../pages/listing/listing-page.tsx').then((chunk) => ({ default: chunk.ListingBanner })),
  ),
  ProductPage: {
    ...page('ProductPage', 'engine/pages/product/product-chunk.ts', () =>
      import('../pages/product/product-chunk.ts').then((chunk) => ({ default: chunk.ProductPage })),
    ),
    routes: ['product'],
    strings: ['catalogue'],
    loader: () =>
      import('../pages/product/product-loader.ts').then((module) => module.productLoader),
    renders: productSectionsOf,
  },
  SearchPage: {
    ...page('SearchPage', 'engine/pages/search/search-chunk.ts', () =>
      import('../pages/search/search-chunk.ts').then((chunk) => ({ default: chunk.SearchPage })),
    ),
    routes: ['search'],
    strings: ['catalogue', 'search'],
    loader: () => import('../pages/search/search-chunk.ts').then((module) => module.searchLoader),
  },
  // /brands, /sellers (the index: no slug) and /brands/{slug}, /sellers/{slug}.
  ShopPage: {
    ...page('ShopPage', 'engine/pages/search/search-chunk.ts', () =>
      import('../pages/search/search-chunk.ts').then((chunk) => ({ default: chunk.ShopPage })),
    ),
    routes: ['shop-by-brand', 'shop-by-seller'],
    strings: ['catalogue', 'search'],
    loader: () => import('../pages/search/search-chunk.ts').then((module) => module.shopsLoader),
  },
  StoresPage: {
    ...page(
      'StoresPage',
      'engine/pages/stores/stores-page.tsx',
      () => import('../pages/stores/stores-page.tsx'),
    ),
    routes: ['stores'],
    strings: ['account'],
    loader: () => import('../pages/stores/stores-loader.ts').then((module) => module.storesLoader),
  },
  CartPage: {
    ...page(
      'CartPage',
      'engine/pages/cart/cart-page.tsx',
      () => import('../pages/cart/cart-page.tsx'),
    ),
    routes: ['cart'],
    strings: ['cart'],
    loader: () => import('../pages/cart/cart-loader.ts').then((module) => module.cartLoader),
  },
  // The checkout steps (issue 12): one view, its step from the route; loaded only on checkout.
  CheckoutPage: {
    ...page(
      'CheckoutPage',
      'engine/pages/checkout/checkout-page.tsx',
      () => import('../pages/checkout/checkout-page.tsx'),
    ),
    routes: ['checkout'],
    strings: ['checkout'],
    loader: () =>
      import('../pages/checkout/checkout-loader.ts').then((module) => module.checkoutLoader),
  },
  // The account pages a signed-in shopper uses first (issue 14): one chunk each, loaded only there.
  AccountDashboardPage: {
    ...page(
      'AccountDashboardPage',
      'engine/pages/account/dashboard-page.tsx',
      () => import('../pages/account/dashboard-page.tsx'),
    ),
    routes: ['account-dashboard'],
    strings: ['account', 'checkout'],
    loader: accountLoader('dashboardLoader'),
  },
  AccountAddressesPage: {
    ...page(
      'AccountAddressesPage',
      'engine/pages/account/addresses-page.tsx',
      () => import('../pages/account/addresses-page.tsx'),
    ),
    routes: ['account-address'],
    strings: ['account', 'checkout'],
    loader: accountLoader('addressesLoader'),
  },
  AccountPaymentsPage: {
    ...page(
      'AccountPaymentsPage',
      'engine/pages/account/payments-page.tsx',
      () => import('../pages/account/payments-page.tsx'),
    ),
    routes: ['account-payments'],
    strings: ['account', 'checkout'],
    loader: accountLoader('paymentsLoader'),
  },
  AccountSettingsPage: {
    ...page(
      'AccountSettingsPage',
      'engine/pages/account/settings-page.tsx',
      () => import('../pages/account/settings-page.tsx'),
    ),
    routes: ['account-settings'],
    strings: ['account'],
    loader: accountLoader('settingsLoader'),
  },
  AccountRewardsPage: {
    ...page(
      'AccountRewardsPage',
      'engine/pages/account/rewards-page.tsx',
      () => import('../pages/account/rewards-page.tsx'),
    ),
    routes: ['account-rewards'],
    strings: ['account'],
    loader: accountLoader('rewardsLoader'),
  },
  HeartedProductsPage: {
    ...page(
      'HeartedProductsPage',
      'engine/pages/account/hearted-products-page.tsx',
      () => import('../pages/account/hearted-products-page.tsx'),
    ),
    routes: ['hearts'],
    strings: ['account', 'catalogue'],
    loader: accountLoader('heartedProductsLoader'),
  },
  OrderHistoryPage: {
    ...page(
      'OrderHistoryPage',
      'engine/pages/account/orders-page.tsx',
      () => import('../pages/account/orders-page.tsx'),
    ),
    routes: ['order-history'],
    strings: ['account', 'checkout'],
    loader: accountLoader('ordersLoader'),
  },
  OrderDetailPage: {
    ...page(
      'OrderDetailPage',
      'engine/pages/account/order-page.tsx',
      () => import('../pages/account/order-page.tsx'),
    ),
    routes: ['order-detail'],
    strings: ['account', 'checkout'],
    loader: accountLoader('orderLoader'),
  },
  // The order pages a guest reaches by number and email (issue 14): one entry and one chunk.
  OrderLookupPage: {
    ...page('OrderLookupPage', 'engine/pages/orders/order-lookup-chunk.ts', () =>
      import('../pages/orders/order-lookup-chunk.ts').then((chunk) => ({
        default: chunk.OrderLookupPage,
      })),
    ),
    routes: ['order-inquiry', 'order-tracking', 'order-pickup', 'order-payments', 'mock-order'],
    strings: ['account', 'checkout', 'titles'],
    loader: () =>
      import('../pages/orders/order-lookup-chunk.ts').then((chunk) => chunk.orderLookupLoader),
  },
  // Returns and claims (issue 14): one chunk for both flows' views and loaders, loaded only on
  // their pages (every page's first load carries these entries).
  ReturnsPage: {
    ...page('ReturnsPage', 'engine/pages/returns/flow-chunk.ts', () =>
      flowChunk().then((chunk) => ({ default: chunk.ReturnsPage })),
    ),
    routes: ['returns'],
    strings: ['account', 'checkout'],
    loader: () => flowChunk().then((module) => module.returnsLoader),
  },
  ClaimsPage: {
    ...page('ClaimsPage', 'engine/pages/returns/flow-chunk.ts', () =>
      flowChunk().then((chunk) => ({ default: chunk.ClaimsPage })),
    ),
    routes: ['claims'],
    strings: ['account', 'checkout'],
    loader: () => flowChunk().then((module) => module.claimsLoader),
  },
  // Wish lists (issue 14): one view for the lists and a list, as the checkout's steps share one.
  WishlistPage: {
    ...page(
      'WishlistPage',
      'engine/pages/wishlist/wishlist-chunk.ts',
      () => import('../pages/wishlist/wishlist-chunk.ts'),
    ),
    routes: ['wishlist', 'wishlist-detail'],
    strings: ['account', 'catalogue'],
    loader: () =>
      import('../pages/wishlist/wishlist-chunk.ts').then((chunk) => chunk.wishlistLoader),
  },
  // Gift registry (issue 14): one view for the owner's area and a registry, loaded only there.
  RegistryPage: {
    ...page(
      'RegistryPage',
      'engine/pages/registry/registry-chunk.ts',
      () => import('../pages/registry/registry-chunk.ts'),
    ),
    routes: ['registry'],
    strings: ['account', 'catalogue'],
    loader: () =>
      import('../pages/registry/registry-chunk.ts').then((chunk) => chunk.registryLoader),
  },
  // Sign-in and back-in-stock carry the returnUrl rules (DESIGN §8): not replaceable.
  LoginPage: {
    ...page(
      'LoginPage',
      'engine/pages/login/login-page.tsx',
      () => import('../pages/login/login-page.tsx'),
    ),
    replaceable: false,
    routes: ['login'],
    // The sign-in form's rewards box (shell spec §6) says its offer in the account's strings.
    strings: ['account'],
    loader: () => import('../pages/login/login-loader.ts').then((module) => module.loginLoader),
  },
  UserPage: {
    ...page(
      'UserPage',
      'engine/pages/user/user-page.tsx',
      () => import('../pages/user/user-page.tsx'),
    ),
    replaceable: false,
    routes: ['user'],
    strings: ['account'],
    loader: () => import('../pages/user/user-loader.ts').then((module) => module.userLoader),
  },
  BackInStockPage: {
    ...page(
      'BackInStockPage',
      'engine/pages/back-in-stock/back-in-stock-page.tsx',
      () => import('../pages/back-in-stock/back-in-stock-page.tsx'),
    ),
    replaceable: false,
    routes: ['back-in-stock'],
    // The account's: the email sign-up box's strings (string-bundles.ts).
    strings: ['catalogue', 'account'],
    loader: () =>
      import('../pages/back-in-stock/back-in-stock-loader.ts').then(
        (module) => module.backInStockLoader,
      ),
  },
  NotFoundPage: {
    ...page('NotFoundPage', 'engine/pages/status/status-chunk.ts', () =>
      import('../pages/status/status-chunk.ts').then((chunk) => ({ default: chunk.NotFoundPage })),
    ),
    routes: ['not-found'],
    strings: [],
    loader: () =>
      import('../pages/status/status-loaders.ts').then((module) => module.notFoundLoader),
  },
  LegalRemovalPage: {
    ...page('LegalRemovalPage', 'engine/pages/status/status-chunk.ts', () =>
      import('../pages/status/status-chunk.ts').then((chunk) => ({
        default: chunk.LegalRemovalPage,
      })),
    ),
    strings: [],
  },
  // Every route kind no other view serves (the registry's fallback view).
  PlaceholderPage: {
    ...page('PlaceholderPage', 'engine/pages/status/status-chunk.ts', () =>
      import('../pages/status/status-chunk.ts').then((chunk) => ({
        default: chunk.PlaceholderPage,
      })),
    ),
    replaceable: false,
    loader: () =>
      import('../pages/status/status-loaders.ts').then((module) => module.placeholderLoader),
  },

  // Product page sections (brand.json components.productPage, or a product's templateInfo.components).
  ProductGallery: section('ProductGallery', 'engine/pages/product/product-chunk.ts', () =>
    import('../pages/product/product-chunk.ts').then((chunk) => ({
      default: chunk.ProductGallery,
    })),
  ),
  ProductDetails: section('ProductDetails', 'engine/pages/product/product-chunk.ts', () =>
    import('../pages/product/product-chunk.ts').then((chunk) => ({
      default: chunk.ProductDetails,
    })),
  ),
  // A gift card's fields inside ProductDetails: their own chunk, preloaded by gift card pages.
  GiftCardFields: entry(
    'GiftCardFields',
    'part',
    'engine/components/product/gift-card-fields.tsx',
    () => import('../components/product/gift-card-fields.tsx'),
  ),
  ProductReviews: section('ProductReviews', 'engine/pages/product/product-chunk.ts', () =>
    import('../pages/product/product-chunk.ts').then((chunk) => ({
      default: chunk.ProductReviews,
    })),
  ),
  ProductRecommendations: section(
    'ProductRecommendations',
    'engine/pages/product/product-chunk.ts',
    () =>
      import('../pages/product/product-chunk.ts').then((chunk) => ({
        default: chunk.ProductRecommendations,
      })),
  ),
};
