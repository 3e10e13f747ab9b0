import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MODULE_ID, storefrontBrandPlugin } from '../../../engine/build/brand-plugin.ts';
import {
  brandLocales,
  publicBrand,
  publicBrandCore,
  publicSiteModule,
} from '../../../engine/build/public-config.ts';
import type { PublicBrand } from '../../../engine/build/public-config.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { loadBrand } from '../../support/brands.ts';
import { findCategory } from '../../../engine/pages/content/content-loader.ts';

const LOCALES = join(REPO_ROOT, 'engine/i18n/locales');
const terrain = loadBrand('terrain');

function withCustom(brand: ResolvedBrand, custom: Record<string, unknown>): ResolvedBrand {
  const sites = Object.fromEntries(
    Object.entries(brand.sites).map(([id, site]) => [id, { ...site, custom }]),
  );
  return { ...brand, sites } as ResolvedBrand;
}

describe('publicBrand', () => {
  it('keeps settings, sites, content and strings', () => {
    const open = publicBrand(terrain);
    expect(open.id).toBe('terrain');
    expect(open.settings).toEqual(terrain.settings);
    expect(open.content).toEqual(terrain.content);
    expect(open.strings).toEqual(terrain.strings);
    expect(Object.keys(open.sites)).toEqual(Object.keys(terrain.sites));
  });

  it('drops custom data but its public key', () => {
    const brand = withCustom(terrain, { apiSecret: 'do-not-ship', public: { chatWidget: 'on' } });
    const open = publicBrand(brand);
    for (const site of Object.values(open.sites)) {
      expect(site.custom).toEqual({ public: { chatWidget: 'on' } });
    }
    expect(JSON.stringify(open)).not.toContain('do-not-ship');
    expect(Object.values(brand.sites)[0]?.custom).toHaveProperty('apiSecret');
  });
});

describe("a site's browser share of the navigation (first-load JS; shell spec §2.1, §4)", () => {
  const anthropologie = loadBrand('anthropologie');
  type Node = Record<string, unknown> & { navigationItems?: Node[] };
  const full = anthropologie.content.navigation.items as unknown as Node[];
  const share = publicSiteModule(anthropologie, 'an-us').content.navigation
    .items as unknown as Node[];
  const withChildren = full.findIndex((item) => (item.navigationItems ?? []).length > 0);

  it('keeps each top item whole, with as many children (the header draws the same buttons)', () => {
    expect(withChildren).toBeGreaterThanOrEqual(0);
    expect(share.map((item) => item.itemId)).toEqual(
      full
        .filter((item) => !item.sites || (item.sites as string[]).includes('an-us'))
        .map((item) => item.itemId),
    );
    const top = share[withChildren]!;
    expect(top.displayName).toBeDefined();
    expect(top.navigationItems!.length).toBe(
      full[withChildren]!.navigationItems!.filter(
        (child) => !child.sites || (child.sites as string[]).includes('an-us'),
      ).length,
    );
  });

  it('leaves the super navigation promos out (the content service serves them, personalised; shell spec §7)', () => {
    expect('superNavPromos' in anthropologie.content.navigation).toBe(true);
    expect('superNavPromos' in publicSiteModule(anthropologie, 'an-us').content.navigation).toBe(
      false,
    );
  });

  it('gives children only what tells a category path (the menus load them from the API)', () => {
    const child = share[withChildren]!.navigationItems![0]!;
    expect(Object.keys(child).sort()).toEqual(
      ['navigationItems', 'slug', 'typeCode', ...('sites' in child ? ['sites'] : [])].sort(),
    );
    const slug = String(full[withChildren]!.navigationItems![0]!.slug);
    expect(
      findCategory(publicSiteModule(anthropologie, 'an-us').content.navigation, slug, 'an-us'),
    ).toBe(true);
    expect(findCategory(anthropologie.content.navigation, slug, 'an-us')).toBe(true);
  });
});

describe('storefrontBrandPlugin', () => {
  const plugin = storefrontBrandPlugin({ brand: terrain });
  const call = (hook: unknown, ...args: unknown[]): unknown =>
    (hook as (...values: unknown[]) => unknown).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      ...args,
    );

  it(`resolves ${BRAND_MODULE_ID} to the public brand`, () => {
    const id = call(plugin.resolveId, BRAND_MODULE_ID) as string;
    expect(id).toBe('\0' + BRAND_MODULE_ID);
    const code = call(plugin.load, id) as string;
    const literal = /JSON\.parse\((".*")\);/s.exec(code)?.[1] ?? '""';
    const brand = JSON.parse(JSON.parse(literal) as string) as PublicBrand;
    expect(brand.id).toBe('terrain');
    expect(brand.settings.name).toBe(terrain.settings.name);
  });

  it("empties the engine strings of locales none of the brand's sites speak", () => {
    const own = brandLocales(terrain);
    expect(own.length).toBeGreaterThan(0);
    for (const locale of own)
      expect(call(plugin.load, join(LOCALES, `${locale}.json`))).toBe(undefined);
    expect(own).not.toContain('de-DE');
    expect(call(plugin.load, join(LOCALES, 'de-DE.json'))).toBe('{}');
  });

  it('fails the build when code imports a brand file', () => {
    expect(() =>
      call(plugin.load, join(REPO_ROOT, 'brand-configs/anthropologie/brand.json')),
    ).toThrow(/brand-configs\/anthropologie\/brand.json is imported by the bundle of terrain/);
  });
});

// Issue 9 (JavaScript budget): the browser carries the brand's core and its own site's share only.
describe('the browser share of a brand: core and one site (issue 9)', () => {
  const anthropologie = loadBrand('anthropologie');

  it('keeps no site config and no content in the core, every site in brief', () => {
    const core = publicBrandCore(anthropologie);
    expect(Object.keys(core).sort()).toEqual(['directory', 'id', 'settings']);
    expect(core.directory.map((site) => site.id).sort()).toEqual(
      Object.keys(anthropologie.sites).sort(),
    );
    expect(core.directory.find((site) => site.id === 'an-ca')).toMatchObject({
      contextPath: '/en-ca',
      currency: 'CAD',
      currencyPrefix: 'C$',
      languages: ['en-CA', 'fr-CA'],
      showLanguageInSelector: true,
    });
  });

  it('carries the brand settings once, in the core, and never the budgets (build and CI only)', () => {
    const core = publicBrandCore(anthropologie);
    expect(core.settings).not.toHaveProperty('budgets');
    expect(JSON.stringify(core)).not.toContain(anthropologie.settings.budgets.raisedBecause!);
    const site = publicSiteModule(anthropologie, 'an-us');
    expect(site.site).not.toHaveProperty('brand');
    expect(JSON.stringify(site)).not.toContain('raisedBecause');
  });

  it("keeps a site's text in its languages only, and drops content pages (the content service serves them) but for the names of the categories' 2x1 banner tiles", () => {
    const german = publicSiteModule(anthropologie, 'an-de');
    const text = JSON.stringify(german.content);
    expect(text).toContain('"de-DE"');
    for (const other of ['en-US', 'fr-FR', 'it-IT', 'es-ES', 'fr-CA'])
      expect(text, other).not.toContain(`"${other}"`);
    // Issue 11: which categories have a banner tile, without its text (the page entry has it).
    expect(german.content.pages.pages).toEqual([
      { slug: 'shoes', modules: [{ component: 'ListingBanner' }] },
    ]);
    expect(Object.keys(german.strings).every((locale) => locale === 'de-DE')).toBe(true);
    expect(german.site.id).toBe('an-de');
  });

  it('leaves out items limited to other sites (a sub-brand of the US and Canada)', () => {
    const items = (site: string) =>
      JSON.stringify(publicSiteModule(anthropologie, site).content.navigation);
    type Item = {
      readonly itemId: string;
      readonly slug?: string;
      readonly sites?: readonly string[];
      readonly navigationItems?: readonly Item[];
    };
    const walk = (item: Item): Item[] => [item, ...(item.navigationItems ?? []).flatMap(walk)];
    const limited = (anthropologie.content.navigation.items as readonly Item[])
      .flatMap(walk)
      .find((item) => item.sites && !item.sites.includes('an-de'));
    expect(limited, 'a navigation item limited to some sites').toBeDefined();
    // Below the top level the browser's share keeps an item's slug, not its id (the menus load it).
    expect(limited!.slug, 'its slug').toBeDefined();
    expect(items('an-de')).not.toContain(`"slug":"${limited!.slug}"`);
    expect(items(limited!.sites![0]!)).toContain(`"slug":"${limited!.slug}"`);
  });
});
