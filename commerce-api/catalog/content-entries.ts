import type { ApiBrandConfig, ApiSiteConfig } from '../brands.ts';
import { localizeDeep } from './localize.ts';
import { siteNavigation } from './navigation.ts';
import type { NavItem } from './navigation.ts';

/**
 * The brand's content documents (brand-configs/<brand>/content, validated against
 * schemas/content) as content-service entries: every banner is an entry of its banner type, each
 * managed page a `page` entry, and navigation, header and footer one entry each. Entries are for
 * one site (items limited to other sites are left out) in one language.
 */
export interface Entry {
  sys: {
    id: string;
    type: 'Entry';
    contentType: { sys: { id: string } };
    locale: string;
    environment: string;
  };
  fields: Record<string, unknown>;
}

export const SINGLE_ENTRY_TYPES = ['navigation', 'header', 'footer'] as const;
export const BANNER_TYPES = [
  'globalPromoContentBanner',
  'globalPromoCartThresholdBanner',
  'globalPromoLiveTextRotationalBanner',
  'globalPromoSimpleBanner',
] as const;
export const CONTENT_TYPES: readonly string[] = [...BANNER_TYPES, ...SINGLE_ENTRY_TYPES, 'page'];

export interface EntryContext {
  readonly brand: ApiBrandConfig;
  readonly site: ApiSiteConfig;
  readonly locale: string;
  /** 'preview' shows banners outside their dates (content preview route, shell spec §2.1). */
  readonly environment: 'master' | 'preview';
  readonly nowMs?: number;
}

interface Dated {
  id?: string;
  type?: string;
  slug?: string;
  sites?: string[];
  startDate?: string;
  endDate?: string;
  [field: string]: unknown;
}

/** Every entry of the brand for the site, in document order. */
export function siteEntries(context: EntryContext): Entry[] {
  const { brand, site, locale, environment } = context;
  const now = context.nowMs ?? Date.now();
  const forSite = (item: Dated) => !item.sites || item.sites.includes(site.id);
  const inWindow = (item: Dated) =>
    environment === 'preview' ||
    ((!item.startDate || Date.parse(item.startDate) <= now) &&
      (!item.endDate || Date.parse(item.endDate) > now));
  const entry = (id: string, contentType: string, fields: unknown): Entry => ({
    sys: { id, type: 'Entry', contentType: { sys: { id: contentType } }, locale, environment },
    fields: localizeDeep(fields, locale, site.defaultLocale) as Record<string, unknown>,
  });
  const content = brand.content as Record<string, unknown>;
  const banners = ((content.banners as { banners?: Dated[] } | undefined)?.banners ?? [])
    .filter(forSite)
    .filter(inWindow)
    .map((banner, index) =>
      entry(banner.id ?? `banner-${index + 1}`, String(banner.type), withoutSchema(banner)),
    );
  const pages = ((content.pages as { pages?: Dated[] } | undefined)?.pages ?? [])
    .filter(forSite)
    .map((page) => entry(String(page.slug), 'page', page));
  const singles = SINGLE_ENTRY_TYPES.filter((name) => content[name] !== undefined).map((name) =>
    name === 'navigation'
      ? entry('navigation', 'navigation', {
          items: siteNavigation(brand, site.id, { locale, fallbackLocale: site.defaultLocale }),
        })
      : entry(name, name, withoutSchema(content[name] as Dated)),
  );
  return [...banners, ...singles, ...pages];
}

export interface EntryFilter {
  readonly contentType?: string;
  readonly slug?: string;
  readonly ids?: readonly string[];
}

export function filterEntries(entries: readonly Entry[], filter: EntryFilter): Entry[] {
  return entries.filter(
    (entry) =>
      (!filter.contentType || entry.sys.contentType.sys.id === filter.contentType) &&
      (!filter.slug || entry.fields.slug === filter.slug) &&
      (!filter.ids || filter.ids.includes(entry.sys.id)),
  );
}

/**
 * Linked entries for `include` (depth 1 and more): the pages that navigation CONTENT items name,
 * so one call gives the menu and the pages it leads to.
 */
export function linkedEntries(found: readonly Entry[], all: readonly Entry[]): Entry[] {
  const slugs = new Set<string>();
  const walk = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.slug && item.typeCode.startsWith('CONTENT')) slugs.add(item.slug);
      walk(item.navigationItems ?? []);
    }
  };
  for (const entry of found) {
    if (entry.sys.contentType.sys.id === 'navigation') walk(entry.fields.items as NavItem[]);
  }
  return all.filter(
    (entry) =>
      entry.sys.contentType.sys.id === 'page' &&
      slugs.has(entry.sys.id) &&
      !found.some((other) => other.sys.id === entry.sys.id),
  );
}

function withoutSchema(document: Dated): Record<string, unknown> {
  const { $schema: _schema, sites: _sites, ...rest } = document;
  return rest;
}
