import type {
  PublicBrandCore,
  PublicBrandSettings,
  PublicSite,
  PublicSiteModule,
} from '../config/public-brand.ts';
import { siteDirectory } from '../config/site-directory.ts';
import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';

/**
 * What a brand's browser bundle may carry (STYLE: "mark what the browser may see"). Settings,
 * sites, content and strings are public; `custom` is free-form data for brand code and may hold
 * anything, so only its `public` key reaches the bundle.
 */
export interface PublicBrand {
  readonly id: string;
  readonly settings: ResolvedBrand['settings'];
  readonly sites: Readonly<Record<string, ResolvedSite>>;
  readonly content: ResolvedBrand['content'];
  /** Brand overrides of engine strings, by locale. */
  readonly strings: ResolvedBrand['strings'];
}

/** Every locale one of the brand's sites speaks. */
export function brandLocales(brand: ResolvedBrand): string[] {
  const locales = new Set<string>();
  for (const site of Object.values(brand.sites)) {
    locales.add(site.defaultLocale);
    for (const language of site.languages) locales.add(language);
  }
  return [...locales].sort();
}

/**
 * A site as a bundle carries it. The payment library's values stay out: the checkout reads them
 * from the configuration call (catalogue spec §7), so they add no bytes to every page's first load.
 */
function publicSite(site: ResolvedSite): ResolvedSite {
  const custom = site.custom as Record<string, unknown>;
  const { paymentLibrary: _paymentLibrary, ...rest } = site;
  return {
    ...rest,
    custom: custom.public && typeof custom.public === 'object' ? { public: custom.public } : {},
  };
}

/** The brand as the browser sees it: a new object, the frozen resolved config is not touched. */
export function publicBrand(brand: ResolvedBrand): PublicBrand {
  const sites: Record<string, ResolvedSite> = {};
  for (const [id, site] of Object.entries(brand.sites)) sites[id] = publicSite(site);
  return {
    id: brand.id,
    settings: brand.settings,
    sites,
    content: brand.content,
    strings: brand.strings,
  };
}

/** The brand settings a page may read: all but the budgets (build and CI only). */
function publicSettings(settings: ResolvedBrand['settings']): PublicBrandSettings {
  const { budgets: _budgets, ...rest } = settings;
  return rest;
}

export function publicBrandCore(brand: ResolvedBrand): PublicBrandCore {
  return {
    id: brand.id,
    settings: publicSettings(brand.settings),
    directory: siteDirectory(brand),
  };
}

/**
 * Site keys that only the server and the commerce API read: no browser module names them
 * (tests/unit/build/server-only-keys.test.ts fails when one does), so they stay out of every
 * page's first load (issue 9: JavaScript budget).
 */
export const SERVER_ONLY_SITE_KEYS = [
  'availableCurrencies',
  'giftWrapSkus',
  'groupSites',
  'mobileAuthenticationCountries',
  // The checkout's methods come from the API; the card editor asks the configuration call.
  'payments',
  'pxpEnabled',
  'scaEnabled',
] as const;

/** The site's limits that only the server and the API read, by section (as above). */
export const SERVER_ONLY_LIMITS = {
  listing: ['saveForLaterPageSize'],
  reviews: ['badgeOrder', 'textMaxLength'],
  images: ['alternateWidths'],
  content: ['localisedTextLimit'],
} as const;

function withoutKeys<T extends object>(value: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T;
}

/** The limits a browser reads: the server-only ones left out. */
function browserLimits(limits: ResolvedSite['limits']): ResolvedSite['limits'] {
  const kept: Record<string, unknown> = { ...limits };
  for (const [section, keys] of Object.entries(SERVER_ONLY_LIMITS)) {
    const values = kept[section];
    if (values && typeof values === 'object') kept[section] = withoutKeys(values, keys);
  }
  return kept as ResolvedSite['limits'];
}

/**
 * A site's chunk leaves its brand settings to the core, which every page has already, and the
 * keys and limits only the server reads to the server.
 */
function siteOfChunk(site: ResolvedSite): PublicSite {
  const { brand: _brand, ...rest } = publicSite(site);
  const browser = withoutKeys(rest, SERVER_ONLY_SITE_KEYS);
  return { ...browser, limits: browserLimits(rest.limits) };
}

const LOCALE_KEY = /^[a-z]{2}-[A-Z]{2}$/;

/** A map of text by locale (config's LocalizedText, or Markdown trees by locale). */
function isLocaleMap(value: object): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LOCALE_KEY.test(key));
}

/** A navigation item as the config has it, for what the browser's share keeps of it. */
interface NavNode {
  readonly slug?: string;
  readonly typeCode: string;
  readonly sites?: readonly string[];
  readonly navigationItems?: readonly NavNode[];
}

/** Below the top level, what the browser reads of an item: whether its slug is a category. */
function categoryOnly(item: NavNode): NavNode {
  const { slug, typeCode, sites, navigationItems } = item;
  return {
    slug,
    typeCode,
    ...(sites ? { sites } : {}),
    navigationItems: (navigationItems ?? []).map(categoryOnly),
  };
}

/**
 * A top navigation item whole (the header draws it), its children only as categories: the
 * mega-menu and the drawer load a top item's children from the API when it opens (shell spec §4),
 * and the browser reads the config's children only to tell a category path from a content page
 * (findCategory). About 1 kB gzip off every page's first load.
 */
function browserNavItem(item: NavNode): NavNode {
  return { ...item, navigationItems: (item.navigationItems ?? []).map(categoryOnly) };
}

/**
 * Content as one site shows it: items limited to other sites left out, text kept in the site's
 * languages only. Content pages and localised text stay out: the content service serves them.
 */
function siteContent(
  content: ResolvedBrand['content'],
  site: ResolvedSite,
): ResolvedBrand['content'] {
  const languages = new Set<string>([site.defaultLocale, ...site.languages]);
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value
        .filter((item) => {
          const sites = (item as { sites?: unknown } | null)?.sites;
          return !Array.isArray(sites) || sites.includes(site.id);
        })
        .map(visit);
    }
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const kept = isLocaleMap(value) ? entries.filter(([locale]) => languages.has(locale)) : entries;
    return Object.fromEntries(kept.map(([key, child]) => [key, visit(child)]));
  };
  // The super navigation's promos stay out: the content service serves them, personalised.
  const { superNavPromos: _promos, ...navigation } = visit(content.navigation) as {
    items: readonly NavNode[];
    superNavPromos?: unknown;
  };
  return {
    banners: visit(content.banners),
    navigation: { ...navigation, items: navigation.items.map(browserNavItem) },
    header: visit(content.header),
    footer: visit(content.footer),
    // Only which categories have a 2x1 banner tile: the listing asks for two products fewer.
    pages: visit(categoryBannerPages(content.pages)),
    // Localised text stays out: the server lays the content service's over the page's strings.
    text: { entries: [] },
  } as unknown as ResolvedBrand['content'];
}

/** The content pages that hold a listing's 2x1 banner tile, reduced to that module's name. */
function categoryBannerPages(pages: ResolvedBrand['content']['pages']): unknown {
  return {
    pages: pages.pages.flatMap((page) => {
      const banner = page.modules.some((module) => module.component === 'ListingBanner');
      // Its props stay out (bytes in every page's first load): the listing reads the page entry.
      return banner
        ? [{ slug: page.slug, sites: page.sites, modules: [{ component: 'ListingBanner' }] }]
        : [];
    }),
  };
}

export function publicSiteModule(brand: ResolvedBrand, siteId: string): PublicSiteModule {
  const site = brand.sites[siteId];
  if (!site) throw new Error(`[storefront:build] ${brand.id} has no site ${siteId}.`);
  const languages = new Set<string>([site.defaultLocale, ...site.languages]);
  return {
    site: siteOfChunk(site),
    content: siteContent(brand.content, site),
    strings: Object.fromEntries(
      Object.entries(brand.strings).filter(([locale]) => languages.has(locale)),
    ),
  };
}
