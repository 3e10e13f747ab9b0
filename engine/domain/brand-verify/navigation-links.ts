import { navTarget, visibleNavItems } from '../header/navigation.ts';
import type { NavItemLike } from '../header/navigation.ts';

/** A link of the brand's navigation config to one of its own pages. */
export interface NavigationLink {
  readonly itemId: string;
  /** JSON pointer of the item in content/navigation.json. */
  readonly pointer: string;
  /** The site path it opens, before the site's context path (no query or fragment). */
  readonly path: string;
}

/**
 * Every item of the navigation a site shows, at every depth (the mega-menu and the drawer show the
 * children the server-rendered bar leaves out), that links to a page of the site (issue 15,
 * verify: links from the navigation resolve). Headings, hidden items and full URLs are left out.
 */
export function navigationLinks(
  items: readonly NavItemLike[],
  siteId: string,
  pointer = '/items',
): NavigationLink[] {
  const visible = new Set(visibleNavItems(items, siteId));
  return items.flatMap((item, index) => {
    if (!visible.has(item)) return [];
    const at = `${pointer}/${index}`;
    const target = navTarget(item);
    const own =
      target.kind === 'link' && !target.absolute
        ? [{ itemId: item.itemId, pointer: at, path: new URL(target.href, 'http://site').pathname }]
        : [];
    return [
      ...own,
      ...navigationLinks(item.navigationItems ?? [], siteId, `${at}/navigationItems`),
    ];
  });
}
