import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { validateBrands } from '../../support/brands.ts';
import type { ResolvedBrand, ResolvedSite } from '../../../engine/config/types.ts';
import { canonicalPath, siteForPath } from '../../../engine/routing/path-rules.ts';
import { FACET_NAMES } from '../../../engine/domain/refinements/listing-query.ts';
import { buildRouteTable } from '../../../engine/routing/route-table.ts';
import type { RouteDefinition } from '../../../engine/routing/route-table.ts';

/**
 * The route table (shell spec §2.1 paths, §2.2 rules), matched with react-router's own matcher on
 * two brands: anthropologie (no trailing slash, /en-gb style prefixes) and free-people (trailing
 * slash, /uk and /france).
 */
const report = validateBrands({ brands: ['anthropologie', 'free-people'] });
const brands = new Map(report.brands.map((brand) => [brand.id, brand.resolved as ResolvedBrand]));
const anthropologie = brands.get('anthropologie')!;
const freePeople = brands.get('free-people')!;

function siteOf(brand: ResolvedBrand, id: string): ResolvedSite {
  const site = brand.sites[id];
  if (!site) throw new Error(`no site ${id}`);
  return site;
}

/** The table as react-router route objects (the same shape react-routes.tsx builds). */
function routesOf(table: readonly RouteDefinition[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      children: table.map((def) => ({
        id: def.name,
        ...(def.path === '/' ? { index: true } : { path: def.path.replace(/^\//, '') }),
        handle: def,
      })),
    },
  ];
}

/** Matches a full URL path of a brand: the site by prefix, the trailing-slash rule, then the table. */
function match(brand: ResolvedBrand, pathname: string) {
  const { site } = siteForPath(Object.values(brand.sites), pathname);
  const canonical = canonicalPath(pathname, brand.settings.routing.trailingSlash);
  const matches = matchRoutes(
    routesOf(buildRouteTable(site)),
    canonical.pathname,
    site.contextPath || '/',
  );
  const leaf = matches?.[matches.length - 1];
  return {
    site,
    canonical,
    def: leaf?.route.handle as RouteDefinition | undefined,
    params: leaf?.params,
  };
}

const BRANDS = [
  { brand: anthropologie, prefix: '', slash: false, name: 'anthropologie' },
  { brand: freePeople, prefix: '/uk', slash: true, name: 'free-people /uk' },
  { brand: anthropologie, prefix: '/en-gb', slash: false, name: 'anthropologie /en-gb' },
] as const;

const withSlash = (path: string, slash: boolean) => (slash && path !== '/' ? `${path}/` : path);

/** Every path shape of shell spec §2.1 and the route that serves it. */
const PATHS: readonly [path: string, route: string, section: string][] = [
  ['/', 'home', '§2.1 home'],
  ['/homepage', 'homepage', '§2.1 /homepage'],
  ['/cart', 'cart', '§2.1 cart'],
  ['/checkout', 'checkout', '§2.1 checkout'],
  ['/checkout/shipping-address', 'checkout-shipping-address', '§2.1 checkout steps'],
  ['/checkout/shipping-delivery', 'checkout-shipping-delivery', '§2.1 checkout steps'],
  ['/checkout/payment', 'checkout-payment', '§2.1 checkout steps'],
  ['/checkout/order-confirmation', 'checkout-order-confirmation', '§2.1 checkout steps'],
  ['/returns', 'returns', '§2.1 returns'],
  ['/returns/details', 'returns-details', '§2.1 returns'],
  ['/returns/return-methods', 'returns-return-methods', '§2.1 returns'],
  ['/returns/review', 'returns-review', '§2.1 returns'],
  ['/returns/confirmation', 'returns-confirmation', '§2.1 returns'],
  ['/claims', 'claims', '§2.1 claims'],
  ['/claims/select', 'claims-select', '§2.1 claims'],
  ['/claims/return-methods', 'claims-return-methods', '§2.1 claims'],
  ['/claims/details', 'claims-details', '§2.1 claims'],
  ['/claims/review', 'claims-review', '§2.1 claims'],
  ['/claims/confirmation', 'claims-confirmation', '§2.1 claims'],
  ['/order-inquiry', 'order-inquiry', '§2.1 order paths'],
  ['/order/AN123456', 'order', '§2.1 order paths'],
  ['/orders', 'orders', '§2.1 order paths'],
  ['/search', 'search', '§2.1 search'],
  ['/back-in-stock', 'back-in-stock', '§2.2 Android back-in-stock modal path'],
  ['/login', 'login', '§2.1 login'],
  ['/password/reset', 'password-reset', '§2.1 password reset'],
  ['/order-pickup', 'order-pickup', '§2.1 order paths'],
  ['/order-payments', 'order-payments', '§2.1 order paths'],
  ['/order-tracking', 'order-tracking', '§2.1 order tracking'],
  ['/user/create', 'user-create', '§2.1 user'],
  ['/user/password/forgot', 'user-password-forgot', '§2.1 user'],
  ['/brands', 'brands', '§2.1 brands'],
  ['/brands/some-brand', 'brand', '§2.1 brands'],
  ['/sellers', 'sellers', '§2.1 sellers'],
  ['/sellers/some-seller', 'seller', '§2.1 sellers'],
  ['/shop/linen-dress', 'product', '§2.1 products'],
  ['/shop/mto/linen-sofa', 'product-mto', '§2.1 products'],
  ['/shop/bundle/table-set', 'product-bundle', '§2.1 products'],
  ['/shop/style/wrap-dress', 'product-style', '§2.1 products'],
  ['/shop/product/wrap-dress', 'product-product', '§2.1 products'],
  ['/shop/hybrid/wrap-dress', 'product-hybrid', '§2.1 products'],
  ['/wishlist', 'wishlist', '§2.1 wish list'],
  ['/wishlist/abc', 'wishlist-detail', '§2.1 wish list'],
  ['/help/shipping', 'help', '§2.1 help'],
  ['/stylist', 'stylist', '§2.1 stylist'],
  ['/account', 'account', '§2.1 account'],
  ['/account/dashboard', 'account-dashboard', '§2.1 account'],
  ['/account/account-settings', 'account-settings', '§2.1 account'],
  ['/account/address', 'account-address', '§2.1 account'],
  ['/account/payments', 'account-payments', '§2.1 account'],
  ['/account/hearted-products', 'account-hearted-products', '§2.1 account'],
  ['/account/orders', 'account-orders', '§2.1 account'],
  ['/account/order/AN1', 'account-order', '§2.1 account'],
  ['/content-preview', 'content-preview', '§2.1 content preview'],
  ['/mock-order/m1', 'mock-order', '§2.1 mock order'],
  ['/about-us', 'content', '§2.1 catch-all content'],
  ['/a/b/c', 'not-found', '§2.1 not found'],
];

describe.each(BRANDS)('route table on $name', ({ brand, prefix, slash }) => {
  it.each(PATHS)('%s is served by %s (shell spec %s)', (path, routeName) => {
    const full = withSlash(prefix + (path === '/' ? '' : path) || '/', slash);
    const { def, canonical } = match(brand, full);
    expect(canonical.fix).toBeUndefined();
    expect(def?.name).toBe(routeName);
  });

  it.each([
    '/static/x.js',
    '/shop/ras/x',
    '/shop/shipping-tables/x',
    '/shop/sizeguides/x',
    '/pos/x',
  ])(
    '%s is a non-content prefix: 404, not indexed (shell spec §2.1 non-content prefixes)',
    (path) => {
      const { def } = match(brand, prefix + path);
      expect(def?.meta.status).toBe(404);
      expect(def?.meta.noindex).toBe(true);
      expect(def?.name).not.toBe('content');
    },
  );
});

describe('trailing slash per brand (shell spec §2.1 trailing slash)', () => {
  it.each([
    [anthropologie, '/cart/', '/cart'],
    [anthropologie, '/en-gb/cart/', '/en-gb/cart'],
    [freePeople, '/cart', '/cart/'],
    [freePeople, '/uk/cart', '/uk/cart/'],
  ] as const)('%# %s -> %s', (brand, from, to) => {
    expect(canonicalPath(from, brand.settings.routing.trailingSlash)).toEqual({
      pathname: to,
      fix: 'trailing-slash',
    });
  });
  it('double slashes are fixed (shell spec §2.2)', () => {
    expect(canonicalPath('//cart', false)).toEqual({ pathname: '/cart', fix: 'double-slash' });
    expect(canonicalPath('/uk//cart', true)).toEqual({
      pathname: '/uk/cart/',
      fix: 'double-slash',
    });
  });
});

const metaOf = (brand: ResolvedBrand, path: string) => {
  const { def } = match(brand, withSlash(path, brand.settings.routing.trailingSlash));
  if (!def) throw new Error(`no route for ${path}`);
  return def.meta;
};

describe.each([
  ['anthropologie', anthropologie],
  ['free-people', freePeople],
] as const)('route rules on %s (shell spec §2.2)', (_name, brand) => {
  it('cart: not indexed, no email-capture or loyalty modal, call-centre header, step 1 (§2.2)', () => {
    const meta = metaOf(brand, '/cart');
    expect(meta).toMatchObject({
      noindex: true,
      disableEmailCaptureModal: true,
      disableLoyaltyModal: true,
      enableCallCenterHeader: true,
      checkoutStep: 1,
      header: 'full',
    });
  });

  it('search and hybrid products are not indexed; other products are (§2.2)', () => {
    expect(metaOf(brand, '/search').noindex).toBe(true);
    expect(metaOf(brand, '/shop/hybrid/x').noindex).toBe(true);
    for (const path of [
      '/shop/x',
      '/shop/mto/x',
      '/shop/bundle/x',
      '/shop/style/x',
      '/shop/product/x',
    ]) {
      expect(metaOf(brand, path).noindex).toBe(false);
    }
  });

  it.each([
    ['/checkout', 2, 'slim'],
    ['/checkout/shipping-address', 3, 'slim'],
    ['/checkout/shipping-delivery', 4, 'slim'],
    ['/checkout/payment', 5, 'slim'],
    ['/checkout/order-confirmation', 7, 'full'],
  ] as const)(
    '%s: step %i, %s header and footer, no cart merge, guest-or-authorized (§2.2 checkout)',
    (path, step, variant) => {
      const meta = metaOf(brand, path);
      expect(meta.checkoutStep).toBe(step);
      expect(meta.header).toBe(variant);
      expect(meta.footer).toBe(variant);
      expect(meta.noindex).toBe(true);
      expect(meta.mergeCartOnLogin).toBe(false);
      expect(meta.guard).toBe('guest-or-authorized');
      expect(meta.enableCallCenterHeader).toBe(variant === 'slim');
    },
  );

  it('checkout steps carry their query flags (§2.1 checkout)', () => {
    expect(metaOf(brand, '/checkout/shipping-address').stepFlag).toBe('shipping-address');
    expect(metaOf(brand, '/checkout/shipping-delivery').stepFlag).toBe('shipping-delivery');
    expect(metaOf(brand, '/checkout/payment').stepFlag).toBe('payment');
    expect(metaOf(brand, '/checkout/order-confirmation').stepFlag).toBe('order-confirmation');
  });

  it.each([
    '/account/dashboard',
    '/account/account-settings',
    '/account/address',
    '/account/payments',
    '/account/hearted-products',
    '/account/orders',
    '/orders',
  ])('%s needs an authorized user, not indexed (§2.2 account)', (path) => {
    expect(metaOf(brand, path)).toMatchObject({ guard: 'authorized', noindex: true });
  });

  it('order details and claims order selection use their own access check (§2.2)', () => {
    expect(metaOf(brand, '/account/order/1').guard).toBe('order-access');
    expect(metaOf(brand, '/order/1').guard).toBe('order-access');
    expect(metaOf(brand, '/claims/select').guard).toBe('order-access');
  });

  it('the Android back-in-stock modal path reads returnUrl, productId, skuId and styleNumber; slim, not indexed (§2.2)', () => {
    expect(metaOf(brand, '/back-in-stock')).toMatchObject({
      reads: ['returnUrl', 'productId', 'skuId', 'styleNumber'],
      data: { query: ['returnUrl', 'productId', 'skuId', 'styleNumber'] },
      noindex: true,
      header: 'slim',
      footer: 'slim',
      guard: 'none',
      disableEmailCaptureModal: true,
      kind: 'back-in-stock',
    });
  });

  it('/account redirects to /account/dashboard (§2.2)', () => {
    const { def } = match(brand, withSlash('/account', brand.settings.routing.trailingSlash));
    expect(def?.redirectTo).toBe('/account/dashboard');
  });

  it.each(['/returns', '/returns/review', '/claims', '/claims/details'])(
    '%s: no guest, no continue-as-guest (§2.2 returns and claims)',
    (path) => {
      expect(metaOf(brand, path)).toMatchObject({
        guard: 'no-guest',
        allowGuestContinue: false,
        noindex: true,
      });
    },
  );

  it('home: the logo is the h1 and there is no back-to-top (§2.2)', () => {
    expect(metaOf(brand, '/')).toMatchObject({
      logoIsH1: true,
      hideBackToTop: true,
      noindex: false,
    });
  });

  it('content preview: not indexed, no site-switch banner (§2.1, §2.2)', () => {
    expect(metaOf(brand, '/content-preview')).toMatchObject({
      noindex: true,
      disableSiteSwitchBanner: true,
    });
  });

  it('help pages have pageType help (§2.2 route meta flags)', () => {
    expect(metaOf(brand, '/help/x').pageType).toBe('help');
  });

  it('not found is not indexed and answers 404 (§2.1)', () => {
    expect(metaOf(brand, '/a/b/c')).toMatchObject({ noindex: true, status: 404 });
  });

  it('mock order is behind the mock-orders flag (§2.1)', () => {
    expect(metaOf(brand, '/mock-order/1').requiresFlag).toBe('enableMockOrders');
  });

  it('category query params refetch listings: page, sort, order, refinements (§2.2)', () => {
    const query = ['page', 'sort', 'order', ...FACET_NAMES];
    expect(metaOf(brand, '/brands/x').data.query).toEqual(query);
    expect(metaOf(brand, '/about-us').data.query).toEqual(query);
    expect(query).toContain('colorway');
    expect(query).toContain('salePrice');
  });

  it('sub-brand paths are hidden on checkout, account, orders, wishlist, hearts and registry (§2.1)', () => {
    for (const path of [
      '/checkout',
      '/account/dashboard',
      '/orders',
      '/wishlist',
      '/account/hearted-products',
      '/registry/1',
    ]) {
      expect(metaOf(brand, path).hideSubBrands).toBe(true);
    }
  });
});

describe('per-brand and per-site routes (shell spec §2.1)', () => {
  it('rewards page where the brand has one', () => {
    for (const brand of [anthropologie, freePeople]) {
      const names = buildRouteTable(siteOf(brand, brand.settings.defaultSite)).map(
        (def) => def.name,
      );
      expect(names.includes('account-rewards')).toBe(brand.settings.routing.rewardsPage);
    }
  });

  it('registry routes only on sites with the registry switch', () => {
    for (const brand of [anthropologie, freePeople]) {
      for (const site of Object.values(brand.sites)) {
        const names = buildRouteTable(site).map((def) => def.name);
        expect(names.includes('registry'), site.id).toBe(site.switches.registry);
        expect(names.includes('registry-account'), site.id).toBe(site.switches.registry);
      }
    }
  });

  it('stores or store-locations per the brand setting', () => {
    for (const brand of [anthropologie, freePeople]) {
      const site = siteOf(brand, brand.settings.defaultSite);
      const { def } = match(
        brand,
        withSlash(brand.settings.routing.storeLocatorPath, brand.settings.routing.trailingSlash),
      );
      expect(def?.name).toBe('stores');
      expect(buildRouteTable(site).find((entry) => entry.name === 'stores')?.path).toBe(
        brand.settings.routing.storeLocatorPath,
      );
    }
  });

  it('sub-brand pseudo-paths on their enabled sites only', () => {
    for (const brand of [anthropologie, freePeople]) {
      for (const subBrand of brand.settings.routing.subBrands) {
        for (const site of Object.values(brand.sites)) {
          const { def } = match(
            brand,
            withSlash(`${site.contextPath}/${subBrand.id}`, brand.settings.routing.trailingSlash),
          );
          const enabled = subBrand.sites.includes(site.id);
          expect(def?.name, `${site.id} ${subBrand.id}`).toBe(
            enabled ? `sub-brand-${subBrand.id}` : 'content',
          );
        }
      }
    }
    expect(anthropologie.settings.routing.subBrands.length).toBeGreaterThan(0);
  });

  it('the site is picked by path prefix, the root site otherwise', () => {
    expect(match(anthropologie, '/en-gb/cart').site.id).toBe('an-uk');
    expect(match(anthropologie, '/cart').site.id).toBe('an-us');
    expect(match(freePeople, '/france/cart/').site.id).toBe('fp-fr');
    expect(match(freePeople, '/uk/').site.id).toBe('fp-uk');
  });
});
