import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { loadBrand, sharedSchemas } from '../../support/brands.ts';
import { resolveSite } from '../../../engine/config/resolve.ts';
import type { BrandInput, SiteInput } from '../../../engine/config/types.ts';

const schemas = sharedSchemas();

const brand: BrandInput = {
  id: 'acme',
  name: 'Acme',
  siteIdPrefix: 'ac',
  defaultSite: 'ac-us',
  siteGroups: { 'ac-us': ['ac-us', 'ac-ca'] },
  limits: { cart: { itemQuantityMax: 10 }, listing: { textBadgesPerTile: 4 } },
  switches: { giftWrap: false, chat: false },
  flags: { lazyThumbnails: 2 },
  payments: {
    CREDIT_CARD: { transactionalCurrencies: ['USD', 'CAD'], acceptedCreditCards: ['VISA', 'AMEX'] },
  },
  accountMenu: ['dashboard', 'orders', 'hearts'],
  routing: { trailingSlash: true },
};

const site: SiteInput = {
  id: 'ac-ca',
  name: 'Canada',
  contextPath: '/en-ca',
  group: 'ac-us',
  country: 'CA',
  defaultLocale: 'en-CA',
  languages: ['en-CA', 'fr-CA'],
  currency: 'CAD',
  availableCurrencies: [{ currencyCode: 'CAD', currencyPrefix: 'C$' }],
  limits: { cart: { itemQuantityMax: 5 } },
  switches: { chat: true },
  payments: { CREDIT_CARD: { acceptedCreditCards: ['VISA'] }, PAYPAL: {} },
};

describe('resolution: schema defaults < brand < site (DESIGN §3)', () => {
  const resolved = resolveSite(brand, site, schemas);

  it('a site value overrides the brand value', () => {
    expect(resolved.limits.cart.itemQuantityMax).toBe(5);
    expect(resolved.switches.chat).toBe(true);
  });

  it('a brand value overrides the schema default when the site is silent', () => {
    expect(resolved.limits.listing.textBadgesPerTile).toBe(4);
    expect(resolved.switches.giftWrap).toBe(false);
    expect(resolved.flags.lazyThumbnails).toBe(2);
    expect(resolved.brand.routing.trailingSlash).toBe(true);
  });

  it('the schema default applies when neither states a value (the spec values)', () => {
    expect(resolved.limits.listing.tilesPerPage).toBe(72);
    expect(resolved.limits.cart.productQuantityMax).toBe(10);
    expect(resolved.limits.timings.requestTimeoutMs).toBe(30000);
    expect(resolved.limits.reviews.topRatedMinAverage).toBe(4.5);
    expect(resolved.flags.enableModularPDP).toBe(true);
    expect(resolved.flags.clientLoadPersonalizedContent).toBe(true);
    expect(resolved.inventoryPool).toBe('US_DIRECT');
    expect(resolved.brand.routing.storeLocatorPath).toBe('/stores');
    expect(resolved.brand.components.homePage).toBe('home');
  });

  it('objects merge key by key, so a keyed payment method merges field by field', () => {
    expect(resolved.payments.CREDIT_CARD?.transactionalCurrencies).toEqual(['USD', 'CAD']);
    expect(resolved.payments.CREDIT_CARD?.active).toBe(true);
    expect(resolved.payments.PAYPAL).toMatchObject({ active: true, amountRanges: [] });
  });

  it('arrays replace whole, never concatenate', () => {
    expect(resolved.payments.CREDIT_CARD?.acceptedCreditCards).toEqual(['VISA']);
    const withMenu = resolveSite(brand, { ...site, accountMenu: ['dashboard'] }, schemas);
    expect(withMenu.accountMenu).toEqual(['dashboard']);
    expect(resolved.accountMenu).toEqual(['dashboard', 'orders', 'hearts']);
  });

  it('the account menu falls back to the schema default when neither states it', () => {
    const { accountMenu: _ignored, ...silent } = brand;
    void _ignored;
    expect(resolveSite(silent, site, schemas).accountMenu).toEqual([
      'dashboard',
      'settings',
      'address',
      'payments',
      'orders',
      'wishlists',
      'hearts',
    ]);
  });

  it('is deeply frozen and leaves its inputs untouched', () => {
    expect(Object.isFrozen(resolved)).toBe(true);
    expect(Object.isFrozen(resolved.limits.cart)).toBe(true);
    expect(Object.isFrozen(resolved.payments.CREDIT_CARD?.acceptedCreditCards)).toBe(true);
    expect(() => {
      (resolved.limits.cart as { itemQuantityMax: number }).itemQuantityMax = 99;
    }).toThrow(TypeError);
    expect(brand.limits).toEqual({
      cart: { itemQuantityMax: 10 },
      listing: { textBadgesPerTile: 4 },
    });
    expect(site.switches).toEqual({ chat: true });
  });

  it('knows its group', () => {
    expect(resolved.groupSites).toEqual(['ac-us', 'ac-ca']);
  });
});

describe('page module props get their component schema defaults (issue 4 §6)', () => {
  it('a ProductTray written without tileType resolves with the schema default', () => {
    const raw = JSON.parse(
      readFileSync(join(REPO_ROOT, 'brand-configs/anthropologie/content/pages.json'), 'utf8'),
    ) as {
      pages: { slug: string; modules: { component: string; props?: Record<string, unknown> }[] }[];
    };
    const bare = raw.pages.flatMap((page) =>
      page.modules
        .map((module, index) => ({ page: page.slug, index, module }))
        .filter(({ module }) => module.component === 'ProductTray' && !module.props?.tileType),
    );
    expect(bare.length).toBeGreaterThan(0);
    const schema = JSON.parse(
      readFileSync(join(REPO_ROOT, 'schemas/components/ProductTray.schema.json'), 'utf8'),
    ) as { properties: { tileType: { default: string } } };
    const resolved = loadBrand('anthropologie').content.pages.pages;
    for (const { page, index } of bare) {
      const module = resolved.find((entry) => entry.slug === page)!.modules[index]!;
      expect((module.props as { tileType?: string }).tileType).toBe(
        schema.properties.tileType.default,
      );
    }
  });
});
