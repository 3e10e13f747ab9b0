import type { ApiBrandConfig } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';

export interface CategoryRow {
  slug: string;
  parent_slug: string | null;
  display_name: unknown;
}

interface NavItem {
  slug?: string;
  navigationItems?: NavItem[];
}

/**
 * The category a listing url names and every category under it (a parent category lists its
 * children's products). A navigation item that is not itself a category (a SMART or GATEWAY item)
 * lists the categories its subtree names. Undefined when neither knows the slug.
 */
export async function resolveCategory(
  db: Queryable,
  brand: ApiBrandConfig,
  slug: string,
): Promise<{ category: CategoryRow; slugs: string[] } | undefined> {
  const rows = await db.query<CategoryRow & { depth: number }>(
    `WITH RECURSIVE tree AS (
       SELECT slug, parent_slug, display_name, 0 AS depth FROM categories
       WHERE brand_id = $1 AND slug = $2
       UNION ALL
       SELECT c.slug, c.parent_slug, c.display_name, t.depth + 1 FROM categories c
       JOIN tree t ON c.parent_slug = t.slug
       WHERE c.brand_id = $1 AND t.depth < 10
     )
     SELECT slug, parent_slug, display_name, depth FROM tree ORDER BY depth`,
    [brand.id, slug],
    { prepare: true },
  );
  const [root] = rows;
  if (root) return { category: root, slugs: rows.map((row) => row.slug) };
  const item = findNavItem(
    (brand.content.navigation as { items?: NavItem[] } | undefined)?.items ?? [],
    slug,
  );
  if (!item) return undefined;
  const named = collectSlugs(item);
  const known = await db.query<{ slug: string }>(
    'SELECT slug FROM categories WHERE brand_id = $1 AND slug = ANY($2::text[])',
    [brand.id, named],
  );
  if (known.length === 0) return undefined;
  const navName = (item as { displayName?: unknown }).displayName ?? slug;
  return {
    category: { slug, parent_slug: null, display_name: navName },
    slugs: known.map((row) => row.slug),
  };
}

function findNavItem(items: readonly NavItem[], slug: string): NavItem | undefined {
  for (const item of items) {
    if (item.slug === slug) return item;
    const found = findNavItem(item.navigationItems ?? [], slug);
    if (found) return found;
  }
  return undefined;
}

function collectSlugs(item: NavItem): string[] {
  return [
    ...(item.slug ? [item.slug] : []),
    ...(item.navigationItems ?? []).flatMap((child) => collectSlugs(child)),
  ];
}
