import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';
import { canonicalPath } from './path-rules.ts';
import { siteHasPage } from './site-switch.ts';

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
  readonly siteId?: string;
  readonly name?: string;
}

/**
 * The same page on every site of the brand (hreflang = the site's default locale), and x-default
 * on the brand's default site. `relative` is the path below the context path, query included.
 * Given `from` (the site the page is on), only sister sites that have the page are listed, and
 * x-default only when the default site has it (issue 4 §4, app/site-switch.ts).
 */
export function alternatesFor(
  brand: ResolvedBrand,
  relative: string,
  origin = '',
  from?: ResolvedSite,
): Alternate[] {
  const sites = Object.values(brand.sites);
  const { trailingSlash } = brand.settings.routing;
  const [path = '/', query = ''] = splitQuery(relative);
  const at = (contextPath: string) =>
    origin +
    canonicalPath(path === '/' ? contextPath || '/' : contextPath + path, trailingSlash).pathname +
    query;
  const has = (site: ResolvedSite) => !from || siteHasPage(from, site, path);
  const links: Alternate[] = sites.filter(has).map((site) => ({
    hreflang: site.defaultLocale,
    href: at(site.contextPath),
    siteId: site.id,
    name: site.name,
  }));
  const fallback = brand.sites[brand.settings.defaultSite] ?? sites[0];
  if (fallback && has(fallback))
    links.push({ hreflang: 'x-default', href: at(fallback.contextPath) });
  return links;
}

function splitQuery(relative: string): [string, string] {
  const index = relative.search(/[?#]/);
  return index === -1
    ? [relative || '/', '']
    : [relative.slice(0, index) || '/', relative.slice(index)];
}
