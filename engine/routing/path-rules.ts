/**
 * Path rules of shell spec §2.2 that do not depend on React: which site a path belongs to, the
 * canonical form of a path (double slashes, trailing slash per brand), the sub-brand deny list,
 * hash ids and when a navigation refetches data.
 */
import type { DataRule } from './route-meta.ts';

export interface SiteRoot {
  readonly id: string;
  readonly contextPath: string;
}

/** The site whose context path prefixes the path (longest wins), else the root site. */
export function siteForPath<T extends SiteRoot>(
  sites: readonly T[],
  pathname: string,
): { site: T; rest: string } {
  let best: T | undefined;
  for (const site of sites) {
    const prefix = site.contextPath;
    const matches = prefix === '' || pathname === prefix || pathname.startsWith(prefix + '/');
    if (matches && (!best || prefix.length > best.contextPath.length)) best = site;
  }
  const site = best ?? sites[0];
  if (!site) throw new Error('[storefront:routing] A brand needs at least one site.');
  const rest = pathname.slice(site.contextPath.length) || '/';
  return { site, rest };
}

export interface CanonicalPath {
  readonly pathname: string;
  /** Why the path changed: the client replaces the history entry; the server answers 301. */
  readonly fix?: 'double-slash' | 'trailing-slash';
}

/** Collapses repeated slashes, then applies the brand's trailing-slash setting. */
export function canonicalPath(pathname: string, trailingSlash: boolean): CanonicalPath {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  if (collapsed !== pathname)
    return { pathname: applyTrailingSlash(collapsed, trailingSlash), fix: 'double-slash' };
  const withRule = applyTrailingSlash(pathname, trailingSlash);
  return withRule === pathname ? { pathname } : { pathname: withRule, fix: 'trailing-slash' };
}

function applyTrailingSlash(pathname: string, trailingSlash: boolean): string {
  if (pathname === '/' || pathname === '') return '/';
  const bare = pathname.replace(/\/+$/, '');
  // A last segment with a dot is a file (robots.txt), never slashed.
  if (/\.[a-z0-9]+$/i.test(bare)) return bare;
  return trailingSlash ? bare + '/' : bare;
}

/** The flag query a sub-brand deny-list reload carries (shell spec §2.2). */
export const SUB_BRAND_RELOAD_FLAG = 'subBrandReload';

/**
 * A path under a sub-brand pseudo-path (/anthrohome/checkout) whose rest is on the deny list
 * causes a full reload at the root context with a flag query: returns that URL, else undefined.
 */
export function subBrandDenyReload(
  relativePath: string,
  subBrandIds: readonly string[],
  denyList: readonly string[],
  contextPath: string,
): string | undefined {
  const [, first, ...rest] = relativePath.split('/');
  if (!first || !subBrandIds.includes(first)) return undefined;
  const remainder = '/' + rest.join('/');
  const denied = denyList.some(
    (prefix) => remainder === prefix || remainder.startsWith(prefix.replace(/\/$/, '') + '/'),
  );
  return denied ? `${contextPath}${remainder}?${SUB_BRAND_RELOAD_FLAG}=1` : undefined;
}

/** Hash links scroll only to a valid element id: a letter, then letters, digits, - _ : . */
export function hashTargetId(hash: string): string | undefined {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  return /^[A-Za-z][\w:.-]*$/.test(id) ? id : undefined;
}

export interface LocationLike {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: string;
  readonly hash: string;
}

/**
 * Data is fetched only when the route name changes, or when the route's own rule says the change
 * of path parameters, query or hash matters (shell spec §2.2).
 */
export function needsRefetch(
  rule: DataRule,
  previous: LocationLike | undefined,
  next: LocationLike,
): boolean {
  if (!previous || previous.routeName !== next.routeName) return true;
  if (rule.params && JSON.stringify(previous.params) !== JSON.stringify(next.params)) return true;
  if (rule.hash && previous.hash !== next.hash) return true;
  if (rule.query) {
    const before = new URLSearchParams(previous.search);
    const after = new URLSearchParams(next.search);
    const keys =
      rule.query === 'all' ? new Set([...before.keys(), ...after.keys()]) : new Set(rule.query);
    for (const key of keys) {
      if (before.getAll(key).join('\u0000') !== after.getAll(key).join('\u0000')) return true;
    }
  }
  return false;
}
