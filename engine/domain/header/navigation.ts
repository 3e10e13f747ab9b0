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
 * _blank; relativeFlag false means a full URL); BRAND goes to the brand page; CONTENT, GATEWAY,
 * SMART, DEFAULT... to their slug, or to the target slug when one is set (with its type code).
 * A URL that is neither a site path nor http(s) is dropped: config and API text is not trusted.
 */
export function navTarget(item: NavItemLike): NavTarget {
  if (item.typeCode === 'NO_NAV') return { kind: 'hidden' };
  if (item.typeCode === 'HEADING') return { kind: 'heading' };
  const newWindow = item.targetUrlTarget === '_blank';
  if (item.targetUrl) {
    if (HTTP_URL.test(item.targetUrl)) {
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
 * The mega-menu's columns (shell spec §3.3 containerInfo.column; limits.listing
 * navigationColumnsMin 2 and navigationColumnsMax 5): items with a column go to it; a run of
 * plain links without one is spread over as few columns as keep each at most `perColumn` long.
 * Never more than `max` columns (the last takes the rest) and the panel lays out at least `min`.
 */
export function navColumns<Item extends NavItemLike>(
  items: readonly Item[],
  { min, max, perColumn = 8 }: { min: number; max: number; perColumn?: number },
): { columns: Item[][]; span: number } {
  const columns: Item[][] = [];
  const placed = items.some((item) => item.containerInfo?.column !== undefined);
  if (placed) {
    let last = 1;
    for (const item of items) {
      const column = Math.min(Math.max(item.containerInfo?.column ?? last, 1), max);
      last = column;
      while (columns.length < column) columns.push([]);
      columns[column - 1]!.push(item);
    }
  } else {
    const count = Math.min(Math.max(Math.ceil(items.length / perColumn), 1), max);
    const size = Math.ceil(items.length / count);
    for (let start = 0; start < items.length; start += size) {
      columns.push(items.slice(start, start + size));
    }
  }
  const filled = columns.filter((column) => column.length > 0);
  return { columns: filled, span: Math.min(Math.max(filled.length, min), max) };
}

/**
 * A heading's tertiary items (shell spec §3.3 navigationDisplayPreferences.tertiaryDisplay): the
 * first `tertiaryDisplay` show, the rest wait behind 'See more'. No preference shows them all.
 */
export function tertiarySplit<Item>(
  items: readonly Item[],
  tertiaryDisplay: number | undefined,
): { shown: Item[]; more: Item[] } {
  if (tertiaryDisplay === undefined || items.length <= tertiaryDisplay) {
    return { shown: [...items], more: [] };
  }
  return { shown: items.slice(0, tertiaryDisplay), more: items.slice(tertiaryDisplay) };
}
