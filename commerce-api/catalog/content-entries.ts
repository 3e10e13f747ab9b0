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

/** An entry with the publication window it is shown in (banners; pages and singles have none). */
export interface DatedEntry {
  readonly entry: Entry;
  readonly startMs?: number;
  readonly endMs?: number;
}

/**
 * Every entry of the brand for the site, in document order, localized: the costly part of a
 * content call (a walk of every document), done once per site, locale and environment by
 * localized-content.ts. The publication windows are applied per call (`shownAt`), since they
 * depend on the clock.
 */
export function buildSiteEntries(context: Omit<EntryContext, 'nowMs'>): DatedEntry[] {
  const { brand, site, locale, environment } = context;
  const forSite = (item: Dated) => !item.sites || item.sites.includes(site.id);
  const entry = (id: string, contentType: string, fields: unknown): Entry => ({
    sys: { id, type: 'Entry', contentType: { sys: { id: contentType } }, locale, environment },
    fields: localizeDeep(fields, locale, site.defaultLocale) as Record<string, unknown>,
  });
  const content = brand.content as Record<string, unknown>;
  const banners = ((content.banners as { banners?: Dated[] } | undefined)?.banners ?? [])
    .filter(forSite)
    .map((banner, index): DatedEntry => ({
      entry: entry(banner.id ?? `banner-${index + 1}`, String(banner.type), withoutSchema(banner)),
      ...(banner.startDate ? { startMs: Date.parse(banner.startDate) } : {}),
      ...(banner.endDate ? { endMs: Date.parse(banner.endDate) } : {}),
    }));
  const pages = ((content.pages as { pages?: Dated[] } | undefined)?.pages ?? [])
    .filter(forSite)
    .map((page): DatedEntry => ({ entry: entry(String(page.slug), 'page', page) }));
  const singles = SINGLE_ENTRY_TYPES.filter((name) => content[name] !== undefined).map(
    (name): DatedEntry => ({
      entry:
        name === 'navigation'
          ? entry('navigation', 'navigation', {
              items: siteNavigation(brand, site.id, { locale, fallbackLocale: site.defaultLocale }),
            })
          : entry(name, name, withoutSchema(content[name] as Dated)),
    }),
  );
  return [...banners, ...singles, ...pages];
}

/** Whether a dated entry is shown at `nowMs` (preview shows banners outside their dates). */
export function shownAt(
  dated: DatedEntry,
  environment: EntryContext['environment'],
  nowMs: number,
) {
  return (
    environment === 'preview' ||
    ((dated.startMs === undefined || dated.startMs <= nowMs) &&
      (dated.endMs === undefined || dated.endMs > nowMs))
  );
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
