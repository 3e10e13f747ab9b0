import type { ApiBrandConfig } from '../brands.ts';
import { buildSiteEntries, shownAt } from './content-entries.ts';
import type { DatedEntry, Entry, EntryContext } from './content-entries.ts';
import { siteNavigation } from './navigation.ts';
import type { NavItem, NavLocale } from './navigation.ts';

/**
 * Content localised once per site and locale (issue 9 item 7), not on every request: every
 * content call used to walk and localise all of a brand's documents. The cache hangs off the
 * brand's configuration object, which is deeply frozen (engine/config resolves it once), so its
 * content cannot change in this process; a server handed a new configuration gets new objects,
 * hence new entries, and the old ones are collected with the old configuration. Nothing here
 * comes from the database, so processes sharing one need no common cache.
 */
const byBrand = new WeakMap<ApiBrandConfig, Map<string, unknown>>();

function cached<T>(brand: ApiBrandConfig, key: string, build: () => T): T {
  let forBrand = byBrand.get(brand);
  if (!forBrand) {
    forBrand = new Map();
    byBrand.set(brand, forBrand);
  }
  if (!forBrand.has(key)) forBrand.set(key, deepFreeze(build()));
  return forBrand.get(key) as T;
}

/** The site's entries shown now, localised (from the cache); the answers share them: read only. */
export function siteEntries(context: EntryContext): Entry[] {
  const { brand, site, locale, environment } = context;
  const all = cached<DatedEntry[]>(brand, `entries|${site.id}|${locale}|${environment}`, () =>
    buildSiteEntries(context),
  );
  const nowMs = context.nowMs ?? Date.now();
  return all.filter((dated) => shownAt(dated, environment, nowMs)).map((dated) => dated.entry);
}

/** The site's navigation tree in one language (from the cache); read only. */
export function cachedNavigation(
  brand: ApiBrandConfig,
  siteId: string,
  locale: NavLocale,
): readonly NavItem[] {
  return cached(brand, `navigation|${siteId}|${locale.locale}|${locale.fallbackLocale}`, () =>
    siteNavigation(brand, siteId, locale),
  );
}

/** Frozen, so that a route that changed a shared answer would throw instead of corrupting it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
