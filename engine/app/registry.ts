import type { ComponentType } from 'react';
import type { ComponentName, ComponentProps } from '../config/generated/component-props.ts';
import { backInStockLoader } from '../pages/back-in-stock/back-in-stock-loader.ts';
import { contentLoader, contentModulesOf } from '../pages/content/content-loader.ts';
import { loginLoader } from '../pages/login/login-loader.ts';
import { productLoader, productSectionsOf } from '../pages/product/product-loader.ts';
import { notFoundLoader, placeholderLoader } from '../pages/status/status-loaders.ts';
import { storesLoader } from '../pages/stores/stores-loader.ts';
import type { ComponentKind, RegistryEntry } from '../registry/entry.ts';
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
  PromoBannerSlot: content(
    'PromoBannerSlot',
    'engine/components/content/promo-banner-slot.tsx',
    () => import('../components/content/promo-banner-slot.tsx'),
  ),
  Hero: content(
    'Hero',
    'engine/components/content/hero.tsx',
    () => import('../components/content/hero.tsx'),
  ),
  RichText: content(
    'RichText',
    'engine/components/content/rich-text.tsx',
    () => import('../components/content/rich-text.tsx'),
  ),
  CategoryGrid: content(
    'CategoryGrid',
    'engine/components/content/category-grid.tsx',
    () => import('../components/content/category-grid.tsx'),
  ),
  ProductTray: {
    ...content(
      'ProductTray',
      'engine/components/content/product-tray.tsx',
      () => import('../components/content/product-tray.tsx'),
    ),
    prefetch: (props, env) =>
      env.queryClient.prefetchQuery(trayQuery(env.api, props.categorySlug, props.limit)),
  },

  // The header and its variants (brand.json components.header), the footer (components.footer).
  HeaderStandard: entry(
    'HeaderStandard',
    'header',
    'engine/components/shell/header/header-standard.tsx',
    () => import('../components/shell/header/header-standard.tsx'),
  ),
  HeaderBrandTabs: {
    ...entry(
      'HeaderBrandTabs',
      'header',
      'engine/components/shell/header/header-brand-tabs.tsx',
      () => import('../components/shell/header/header-brand-tabs.tsx'),
    ),
    variantOf: 'HeaderStandard',
  },
  FooterColumns: entry(
    'FooterColumns',
    'footer',
    'engine/components/shell/footer.tsx',
    () => import('../components/shell/footer.tsx'),
  ),

  // Page views: the route kinds each serves (route meta `kind`) and its loader.
  ContentPage: {
    ...page(
      'ContentPage',
      'engine/pages/content/content-page.tsx',
      () => import('../pages/content/content-page.tsx'),
    ),
    routes: ['home', 'landing', 'help', 'content'],
    loader: contentLoader,
    renders: contentModulesOf,
  },
  // Reached through the catch-all when the slug is a navigation category (ContentPage's loader).
  ListingPage: page(
    'ListingPage',
    'engine/pages/listing/listing-page.tsx',
    () => import('../pages/listing/listing-page.tsx'),
  ),
  ProductPage: {
    ...page(
      'ProductPage',
      'engine/pages/product/product-page.tsx',
      () => import('../pages/product/product-page.tsx'),
    ),
    routes: ['product'],
    loader: productLoader,
    renders: productSectionsOf,
  },
  StoresPage: {
    ...page(
      'StoresPage',
      'engine/pages/stores/stores-page.tsx',
      () => import('../pages/stores/stores-page.tsx'),
    ),
    routes: ['stores'],
    loader: storesLoader,
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
    loader: loginLoader,
  },
  BackInStockPage: {
    ...page(
      'BackInStockPage',
      'engine/pages/back-in-stock/back-in-stock-page.tsx',
      () => import('../pages/back-in-stock/back-in-stock-page.tsx'),
    ),
    replaceable: false,
    routes: ['back-in-stock'],
    loader: backInStockLoader,
  },
  NotFoundPage: {
    ...page(
      'NotFoundPage',
      'engine/pages/status/not-found-page.tsx',
      () => import('../pages/status/not-found-page.tsx'),
    ),
    routes: ['not-found'],
    loader: notFoundLoader,
  },
  LegalRemovalPage: page(
    'LegalRemovalPage',
    'engine/pages/status/legal-removal-page.tsx',
    () => import('../pages/status/legal-removal-page.tsx'),
  ),
  // Every route kind no other view serves (the registry's fallback view).
  PlaceholderPage: {
    ...page(
      'PlaceholderPage',
      'engine/pages/status/placeholder-page.tsx',
      () => import('../pages/status/placeholder-page.tsx'),
    ),
    replaceable: false,
    loader: placeholderLoader,
  },

  // Product page sections (brand.json components.productPage, or a product's templateInfo.components).
  ProductGallery: section(
    'ProductGallery',
    'engine/components/product/product-gallery.tsx',
    () => import('../components/product/product-gallery.tsx'),
  ),
  ProductDetails: section(
    'ProductDetails',
    'engine/components/product/product-details.tsx',
    () => import('../components/product/product-details.tsx'),
  ),
  ProductReviews: section(
    'ProductReviews',
    'engine/components/product/product-reviews.tsx',
    () => import('../components/product/product-reviews.tsx'),
  ),
  ProductRecommendations: section(
    'ProductRecommendations',
    'engine/components/product/product-recommendations.tsx',
    () => import('../components/product/product-recommendations.tsx'),
  ),
};
