import type { ResolvedBrand } from '../config/types.ts';

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
  readonly siteId?: string;
  readonly name?: string;
}

/**
 * The same page on every site of the brand (hreflang = the site's default locale), and x-default
 * on the brand's default site. `relative` is the path below the context path, query included.
 */
export function alternatesFor(brand: ResolvedBrand, relative: string, origin = ''): Alternate[] {
  const sites = Object.values(brand.sites);
  const at = (contextPath: string) =>
    origin + (relative === '/' ? contextPath || '/' : contextPath + relative);
  const links: Alternate[] = sites.map((site) => ({
    hreflang: site.defaultLocale,
    href: at(site.contextPath),
    siteId: site.id,
    name: site.name,
  }));
  const fallback = brand.sites[brand.settings.defaultSite] ?? sites[0];
  if (fallback) links.push({ hreflang: 'x-default', href: at(fallback.contextPath) });
  return links;
}
