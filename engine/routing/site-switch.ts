import { matchRoutes } from 'react-router';
import type { ResolvedSite } from '../config/types.ts';
import { canonicalPath } from './path-rules.ts';
import { buildRouteTable } from './route-table.ts';
import type { RouteDefinition } from './route-table.ts';

/**
 * Switching site keeps the shopper on the same page where the target site has it (issue 4 §4),
 * else sends them to the target site's root. Pure: the header's site selector and the hreflang
 * alternates of the server head both ask here.
 *
 * "Has the page" means the path matches the route of the same name on both sites' route tables
 * (engine/routing/route-table.ts, built from each site's config):
 * - /registry/account exists only where the registry switch is on, /account/rewards only on
 *   brands with rewards, a sub-brand pseudo-path (/anthrohome) only on its enabled sites: on any
 *   other site the path falls to another route (the catch-all or not-found), so it is not kept;
 * - a path served by the catch-all content route (/{slug}: a content page or a category) is kept
 *   as is: the target answers with its own page of that slug, or its not-found page. Checking the
 *   content service per site would cost a request per sister site on every render;
 * - a not-found page (or a non-content prefix) has no page to keep: the target's root;
 * - flag-gated routes (mock orders) are kept: flags come with the request, not with the site.
 *
 * The query: only what the target route's own data rule reads is kept (search keeps its whole
 * query, a category its page, sort, order and refinements, a checkout step its step flag);
 * everything else (tracking, returnUrl, flag overrides, webview) is dropped. The hash is dropped.
 */

type Table = readonly { readonly path: string; readonly id: string }[];

interface SiteRoutes {
  readonly byName: ReadonlyMap<string, RouteDefinition>;
  readonly routes: Table;
  /** Path -> route name: react-router re-ranks the whole table on every matchRoutes call. */
  readonly matched: Map<string, string | undefined>;
}

/** Enough for the pages a server renders in a while; cleared whole when full. */
const MATCH_CACHE_SIZE = 2000;

// Resolved sites are frozen and long-lived: one table per site object, built on first use.
const tables = new WeakMap<ResolvedSite, SiteRoutes>();

function routesOf(site: ResolvedSite): SiteRoutes {
  let found = tables.get(site);
  if (!found) {
    const table = buildRouteTable(site);
    found = {
      byName: new Map(table.map((def) => [def.name, def])),
      routes: table.map((def) => ({ path: def.path, id: def.name })),
      matched: new Map(),
    };
    tables.set(site, found);
  }
  return found;
}

/** The route a path (below the context path, no query) takes on a site, as the router ranks it. */
export function routeAt(site: ResolvedSite, relativePath: string): RouteDefinition | undefined {
  const { routes, byName, matched } = routesOf(site);
  const path = safePath(relativePath);
  if (!matched.has(path)) {
    if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
    const matches = matchRoutes(routes as { path: string; id: string }[], path);
    matched.set(path, matches?.[matches.length - 1]?.route.id);
  }
  const name = matched.get(path);
  return name === undefined ? undefined : byName.get(name);
}

/** Whether `to` has the page at this path of `from` (same route name, and a page, not a 404). */
export function siteHasPage(from: ResolvedSite, to: ResolvedSite, relativePath: string): boolean {
  const here = routeAt(from, relativePath);
  if (!here || here.meta.status === 404) return false;
  return routeAt(to, relativePath)?.name === here.name;
}

/**
 * The URL of the same page on `to` (its context path included, the brand's trailing-slash rule
 * applied), or `to`'s root when it lacks the page. `relativePath` is the path below `from`'s
 * context path (react-router's location.pathname), `search` its query string.
 */
export function siteSwitchHref(
  from: ResolvedSite,
  to: ResolvedSite,
  relativePath: string,
  search = '',
): string {
  const trailingSlash = to.brand.routing.trailingSlash;
  const root = canonicalPath(to.contextPath || '/', trailingSlash).pathname;
  const path = safePath(relativePath);
  if (!siteHasPage(from, to, path)) return root;
  const def = routeAt(to, path)!;
  const target = path === '/' ? root : canonicalPath(to.contextPath + path, trailingSlash).pathname;
  return target + keptQuery(def, search);
}

/** The query keys the route's data rule reads, and its checkout step flag; nothing else. */
export function keptQuery(def: RouteDefinition, search: string): string {
  const params = new URLSearchParams(search);
  const rule = def.meta.data.query;
  const keep = new Set<string>(rule === 'all' ? params.keys() : (rule ?? []));
  if (def.meta.stepFlag) keep.add(def.meta.stepFlag);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (keep.has(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * A path as a link target: one leading slash and no repeated slashes, so a hostile path
 * (//evil.example, /\evil.example) can never become a protocol-relative URL.
 */
function safePath(relativePath: string): string {
  const path = ('/' + relativePath.replace(/\\/g, '/')).replace(/\/{2,}/g, '/');
  return path.split(/[?#]/)[0] || '/';
}
