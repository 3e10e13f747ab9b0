import type { ApiBrandConfig } from '../brands.ts';

/** A product category as stored: from the brand's navigation tree, or added to reach the minimum. */
export interface SeedCategory {
  readonly slug: string;
  readonly parentSlug: string | null;
  /** Localized text, as in the navigation document: a string or { locale: text }. */
  readonly displayName: string | Readonly<Record<string, string>>;
  readonly position: number;
  readonly typeCode: string;
  /** True when no category sits below it in the tree: products are placed in leaves. */
  readonly leaf: boolean;
}

interface NavigationItem {
  readonly slug?: string;
  readonly displayName: string | Record<string, string>;
  readonly typeCode: string;
  readonly navigationItems?: readonly NavigationItem[];
}

/**
 * Navigation types that list products. HEADING only groups items (its children's parent is the
 * heading's parent); CONTENT, CONTENT_NN, NONPRODUCT and EXTERNAL lead to pages, not products.
 * NO_NAV is a product category kept out of the menus (a preorder or party shop reached by link).
 */
const PRODUCT_TYPES = new Set([
  'DEFAULT',
  'SMART',
  'GATEWAY',
  'GATEWAY_NN',
  'HOME_COLLE',
  'BRAND',
  'NO_NAV',
]);

export const MIN_CATEGORIES = 12;

/** Filler categories for a brand whose tree is too small to spread the catalogue over. */
const FILLERS: readonly (readonly [slug: string, name: string])[] = [
  ['tops', 'Tops'],
  ['dresses', 'Dresses'],
  ['pants', 'Pants'],
  ['sweaters', 'Sweaters'],
  ['jackets-coats', 'Jackets & Coats'],
  ['shoes', 'Shoes'],
  ['bags', 'Bags'],
  ['jewelry', 'Jewelry'],
  ['candles', 'Candles'],
  ['bedding', 'Bedding'],
  ['dinnerware', 'Dinnerware'],
  ['planters', 'Planters'],
  ['gift-cards', 'Gift Cards'],
];

/** The brand's product categories in tree order, each once (the first occurrence of a slug wins). */
export function categoriesOf(brand: ApiBrandConfig): SeedCategory[] {
  const found: SeedCategory[] = [];
  const seen = new Set<string>();
  const walk = (items: readonly NavigationItem[], parentSlug: string | null): void => {
    for (const item of items) {
      const children = item.navigationItems ?? [];
      // A gateway whose children are only pages ('Visit Us') is a landing page, not a category.
      const contentGateway =
        item.typeCode.startsWith('GATEWAY') && children.length > 0 && !hasCategoryBelow(children);
      const isCategory =
        item.slug !== undefined && PRODUCT_TYPES.has(item.typeCode) && !contentGateway;
      if (isCategory && item.slug && !seen.has(item.slug)) {
        seen.add(item.slug);
        found.push({
          slug: item.slug,
          parentSlug,
          displayName: item.displayName,
          position: found.length,
          typeCode: item.typeCode,
          leaf: !hasCategoryBelow(children),
        });
      }
      walk(children, isCategory && item.slug ? item.slug : parentSlug);
    }
  };
  const navigation = brand.content.navigation as { items?: readonly NavigationItem[] } | undefined;
  walk(navigation?.items ?? [], null);
  for (const [slug, name] of FILLERS) {
    if (found.length >= MIN_CATEGORIES) break;
    if (seen.has(slug)) continue;
    seen.add(slug);
    found.push({
      slug,
      parentSlug: null,
      displayName: name,
      position: found.length,
      typeCode: 'NO_NAV',
      leaf: true,
    });
  }
  return found;
}

function hasCategoryBelow(items: readonly NavigationItem[]): boolean {
  return items.some(
    (item) =>
      (item.slug !== undefined && PRODUCT_TYPES.has(item.typeCode)) ||
      hasCategoryBelow(item.navigationItems ?? []),
  );
}

/** The category's name in English, for product names and copy ('Maxi Dresses'). */
export function englishName(category: SeedCategory): string {
  const name = category.displayName;
  if (typeof name === 'string') return name;
  return name['en-US'] ?? name['en-GB'] ?? Object.values(name)[0] ?? category.slug;
}
