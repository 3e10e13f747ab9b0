/** The navigation type codes of shell spec §3.3. */
export type NavTypeCode =
  | 'DEFAULT'
  | 'SMART'
  | 'GATEWAY'
  | 'GATEWAY_NN'
  | 'HEADING'
  | 'HOME_COLLE'
  | 'NONPRODUCT'
  | 'NO_NAV'
  | 'BRAND'
  | 'CONTENT'
  | 'CONTENT_NN'
  | 'EXTERNAL';

/** What the rules read of a navigation item: the config's and the API's shapes both fit. */
export interface NavItemLike {
  readonly itemId: string;
  readonly slug?: string | null;
  readonly typeCode?: NavTypeCode;
  readonly targetNavSlug?: string;
  readonly targetNavTypeCode?: NavTypeCode;
  readonly targetUrl?: string;
  readonly targetUrlTarget?: '_self' | '_blank';
  readonly relativeFlag?: boolean;
  readonly sites?: readonly string[];
  readonly containerInfo?: { readonly column?: number; readonly imageUrl?: string };
  readonly navigationDisplayPreferences?: {
    readonly displayAsSale?: boolean;
    readonly tertiaryDisplay?: number;
  };
  readonly navigationItems?: readonly NavItemLike[];
}

export type NavTarget =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'heading' }
  | {
      readonly kind: 'link';
      /** A site path (to prefix with the site's) or, when `absolute`, a full URL. */
      readonly href: string;
      readonly absolute: boolean;
      readonly newWindow: boolean;
    };

const HTTP_URL = /^https?:\/\//i;

/** A path of this site: one leading slash, no scheme, no protocol-relative `//host`. */
function sitePathOf(value: string): string | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

function slugPath(code: NavTypeCode | undefined, slug: string): string {
  const safe = encodeURIComponent(slug);
  return code === 'BRAND' ? `/brands/${safe}` : `/${safe}`;
}

/**
 * Where a navigation item goes (shell spec §3.3): NO_NAV is not shown; HEADING is a heading, not
 * a link; EXTERNAL and items with a target URL open it (a new window for targetUrlTarget
 * _blank; with relativeFlag false only a full http(s) URL); BRAND goes to the brand page; the
 * rest go to their slug, or to the target slug when one is set (with its type code): the product
 * categories DEFAULT, SMART, GATEWAY, GATEWAY_NN and HOME_COLLE, and the pages CONTENT, CONTENT_NN
 * and NONPRODUCT, whose slug the site's catch-all route serves (a category's listing, or the
 * content page of that slug). The _NN codes are shown like their plain ones: only NO_NAV keeps
 * an item out of the menus.
 * A URL that is neither a site path nor http(s) is dropped: config and API text is not trusted.
 */
export function navTarget(item: NavItemLike): NavTarget {
  if (item.typeCode === 'NO_NAV') return { kind: 'hidden' };
  if (item.typeCode === 'HEADING') return { kind: 'heading' };
  const newWindow = item.targetUrlTarget === '_blank';
  if (item.targetUrl) {
    const absolute = HTTP_URL.test(item.targetUrl);
    // relativeFlag false: the URL is a full one, never a path of this site.
    if (item.relativeFlag === false && !absolute) return { kind: 'hidden' };
    if (absolute) {
      return { kind: 'link', href: item.targetUrl, absolute: true, newWindow };
    }
    const path = sitePathOf(item.targetUrl);
    if (path) return { kind: 'link', href: path, absolute: false, newWindow };
    return item.typeCode === 'EXTERNAL' ? { kind: 'hidden' } : { kind: 'heading' };
  }
  if (item.typeCode === 'EXTERNAL') return { kind: 'hidden' };
  if (item.targetNavSlug) {
    return {
      kind: 'link',
      href: slugPath(item.targetNavTypeCode ?? item.typeCode, item.targetNavSlug),
      absolute: false,
      newWindow,
    };
  }
  if (item.slug) {
    return { kind: 'link', href: slugPath(item.typeCode, item.slug), absolute: false, newWindow };
  }
  return { kind: 'heading' };
}

/** The items this site shows: NO_NAV and items listed for other sites left out. */
export function visibleNavItems<Item extends NavItemLike>(
  items: readonly Item[],
  siteId: string,
): Item[] {
  return items.filter(
    (item) => item.typeCode !== 'NO_NAV' && (!item.sites || item.sites.includes(siteId)),
  );
}

/**
 * The rules a lazy navigation chunk (drawer, mega-menu panel) gets from the header that loads it:
 * importing this module itself would make the header's chunk a shared one (route-budgets.ts).
 */
export interface NavRules {
  readonly navTarget: typeof navTarget;
  readonly visibleNavItems: typeof visibleNavItems;
}

export const NAV_RULES: NavRules = { navTarget, visibleNavItems };
