import type { ApiBrandConfig } from '../brands.ts';
import { localizeText } from './localize.ts';

/** A navigation item as content holds it (schemas/content/navigation.schema.json). */
interface NavSource {
  itemId: string;
  slug?: string;
  displayName: unknown;
  typeCode: string;
  sites?: string[];
  navigationItems?: NavSource[];
  [field: string]: unknown;
}

/** A navigation item as the API answers it (catalogue spec §3 navigation item). */
export interface NavItem {
  itemId: string;
  slug: string | null;
  displayName: string;
  typeCode: string;
  nestLevel: number;
  ancestorSlugs: string[];
  navigationItems: NavItem[];
  [field: string]: unknown;
}

export interface NavLocale {
  readonly locale: string;
  readonly fallbackLocale: string;
}

/**
 * The brand's navigation for one site: items limited to other sites are dropped (with their
 * subtrees), texts are in the shopper's language, and every item knows its depth and ancestors.
 */
export function siteNavigation(
  brand: ApiBrandConfig,
  siteId: string,
  locale: NavLocale,
): NavItem[] {
  const items = (brand.content.navigation as { items?: NavSource[] } | undefined)?.items ?? [];
  const build = (source: NavSource, level: number, ancestors: string[]): NavItem => {
    const { navigationItems, sites: _sites, displayName, ...rest } = source;
    const slug = source.slug ?? null;
    const path = slug ? [...ancestors, slug] : ancestors;
    return {
      ...rest,
      itemId: source.itemId,
      slug,
      displayName: localizeText(displayName, locale.locale, locale.fallbackLocale) ?? source.itemId,
      typeCode: source.typeCode,
      nestLevel: level,
      ancestorSlugs: ancestors,
      navigationItems: visible(navigationItems ?? []).map((child) => build(child, level + 1, path)),
    };
  };
  const visible = (list: NavSource[]) =>
    list.filter((item) => !item.sites || item.sites.includes(siteId));
  return visible(items).map((item) => build(item, 1, []));
}

/** The item with that slug or itemId, and its ancestors from the top level down. */
export function findItem(
  tree: readonly NavItem[],
  match: { slug?: string; itemId?: string },
): { item: NavItem; ancestors: NavItem[] } | undefined {
  const walk = (
    items: readonly NavItem[],
    ancestors: NavItem[],
  ): { item: NavItem; ancestors: NavItem[] } | undefined => {
    for (const item of items) {
      const hit =
        match.slug !== undefined ? item.slug === match.slug : item.itemId === match.itemId;
      if (hit) return { item, ancestors };
      const found = walk(item.navigationItems, [...ancestors, item]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(tree, []);
}

const ALWAYS_KEPT = ['itemId', 'slug', 'navigationItems'];

/** The item cut to `depth` levels of children, with only the fields asked for. */
export function shapeItem(
  item: NavItem,
  depth: number,
  fields: readonly string[] | undefined,
): NavItem {
  const children =
    depth > 0 ? item.navigationItems.map((child) => shapeItem(child, depth - 1, fields)) : [];
  const shaped: NavItem = { ...item, navigationItems: children };
  if (!fields) return shaped;
  return Object.fromEntries(
    Object.entries(shaped).filter(([key]) => ALWAYS_KEPT.includes(key) || fields.includes(key)),
  ) as NavItem;
}

/** The item's children grouped by their containerInfo.column (the dropdown's columns). */
export function containersOf(items: readonly NavItem[]) {
  const columns = new Map<number, NavItem[]>();
  for (const item of items) {
    const column = (item.containerInfo as { column?: number } | undefined)?.column ?? 1;
    columns.set(column, [...(columns.get(column) ?? []), item]);
  }
  return [...columns.entries()]
    .sort(([a], [b]) => a - b)
    .map(([column, members]) => ({
      column,
      navigationItems: members.map((member) => ({
        itemId: member.itemId,
        slug: member.slug,
        displayName: member.displayName,
        typeCode: member.typeCode,
      })),
    }));
}

/** A slim ancestor for breadcrumbs: no children. */
export function ancestorView(item: NavItem) {
  return {
    itemId: item.itemId,
    slug: item.slug,
    displayName: item.displayName,
    typeCode: item.typeCode,
    nestLevel: item.nestLevel,
    ancestorSlugs: item.ancestorSlugs,
  };
}
