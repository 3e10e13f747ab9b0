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
/** The super navigation's personalised content (shell spec §7 "Navigation personalised fetch"). */
export const SUPER_NAV_TYPES = [
  'superNavContentModulesContainer',
  'componentSuperNavPromo',
] as const;
/** Localised text (shell spec §1, §9): an engine string's replacement, fields key and value. */
export const LOCALISED_TEXT_TYPE = 'localisedText';
export const CONTENT_TYPES: readonly string[] = [
  ...BANNER_TYPES,
  ...SINGLE_ENTRY_TYPES,
  ...SUPER_NAV_TYPES,
  'page',
  LOCALISED_TEXT_TYPE,
];

/** A link from one entry's fields to another entry, resolved by `include` (linkedEntries). */
export interface EntryLink {
  sys: { type: 'Link'; linkType: 'Entry'; id: string };
}

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
  return [
    ...banners,
    ...singles,
    ...superNavEntries(content.navigation, entry),
    ...pages,
    ...localisedTextEntries(content.text, context),
  ];
}

interface TextItem {
  key: string;
  text: Record<string, string>;
  sites?: string[];
}

/**
 * content/text.json's entries for the site in this locale, one localisedText entry each: only
 * those with text in this very locale (no fallback to the site's default language, which would put
 * another language's words on the page).
 */
function localisedTextEntries(
  document: unknown,
  { site, locale, environment }: Omit<EntryContext, 'nowMs'>,
): DatedEntry[] {
  const items = (document as { entries?: TextItem[] } | undefined)?.entries ?? [];
  return items.flatMap((item, index): DatedEntry[] => {
    if (item.sites && !item.sites.includes(site.id)) return [];
    if (!Object.hasOwn(item.text, locale)) return [];
    return [
      {
        entry: {
          sys: {
            id: `text-${index + 1}`,
            type: 'Entry',
            contentType: { sys: { id: LOCALISED_TEXT_TYPE } },
            locale,
            environment,
          },
          fields: { key: item.key, value: item.text[locale] },
        },
      },
    ];
  });
}

interface SuperNavPromo {
  id: string;
  navItemId?: string;
  [field: string]: unknown;
}

/**
 * The navigation document's superNavPromos as content entries: each a componentSuperNavPromo
 * (its sites and countries kept, the client filters by them: shell spec §7), and per top-level
 * item they name, a superNavContentModulesContainer linking its promos in document order.
 */
function superNavEntries(
  navigation: unknown,
  entry: (id: string, contentType: string, fields: unknown) => Entry,
): DatedEntry[] {
  const promos = (navigation as { superNavPromos?: SuperNavPromo[] } | undefined)?.superNavPromos;
  if (!promos) return [];
  const modules = new Map<string, EntryLink[]>();
  for (const promo of promos) {
    if (!promo.navItemId) continue;
    const links = modules.get(promo.navItemId) ?? [];
    links.push({ sys: { type: 'Link', linkType: 'Entry', id: promo.id } });
    modules.set(promo.navItemId, links);
  }
  return [
    ...promos.map(({ userGroup, ...fields }) => ({
      entry: entry(fields.id, 'componentSuperNavPromo', {
        ...fields,
        ...(userGroup ? { campaign: { userGroup } } : {}),
      }),
    })),
    ...[...modules].map(([navItemId, links]) => ({
      entry: entry(`supernav-${navItemId}`, 'superNavContentModulesContainer', {
        navItemId,
        modules: links,
      }),
    })),
  ];
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
export function linkedEntries(found: readonly Entry[], all: readonly Entry[], depth = 1): Entry[] {
  if (depth < 1) return [];
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
  const pages = all.filter(
    (entry) =>
      entry.sys.contentType.sys.id === 'page' &&
      slugs.has(entry.sys.id) &&
      !found.some((other) => other.sys.id === entry.sys.id),
  );
  return [...pages, ...linkedByDepth(found, all, depth)];
}

/**
 * Entries linked from fields (EntryLink), `depth` levels deep: depth 1 gives what `found` links
 * to, depth 2 also what those link to (shell spec §9 include depths 1, 2 for config, 3 for promos).
 */
function linkedByDepth(found: readonly Entry[], all: readonly Entry[], depth: number): Entry[] {
  const seen = new Set(found.map((entry) => entry.sys.id));
  const linked: Entry[] = [];
  let level: readonly Entry[] = found;
  for (let step = 0; step < depth && level.length > 0; step += 1) {
    const ids = new Set<string>();
    for (const entry of level) collectLinks(entry.fields, ids);
    const next = all.filter((entry) => ids.has(entry.sys.id) && !seen.has(entry.sys.id));
    for (const entry of next) seen.add(entry.sys.id);
    linked.push(...next);
    level = next;
  }
  return linked;
}

function collectLinks(value: unknown, ids: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, ids);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const sys = (value as { sys?: { type?: string; id?: string } }).sys;
  if (sys?.type === 'Link' && typeof sys.id === 'string') {
    ids.add(sys.id);
    return;
  }
  for (const child of Object.values(value)) collectLinks(child, ids);
}

function withoutSchema(document: Dated): Record<string, unknown> {
  const { $schema: _schema, sites: _sites, ...rest } = document;
  return rest;
}
