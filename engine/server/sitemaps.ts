import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';
import { canonicalPath } from '../routing/path-rules.ts';

/**
 * Sitemaps (issue 11 "Search engines", sitemaps.org protocol): per site an index at
 * {contextPath}/sitemap.xml naming its category, content and product sitemaps, each URL with its
 * hreflang alternates (xhtml:link) on the sister sites that have the page. At most 50 000 URLs
 * per file (the protocol's limit): the product list is cut into numbered files.
 */
export const SITEMAP_URLS_MAX = 50_000;

/** The product pages a crawler may index, one slice of them (the commerce API's sitemap list). */
export type SitemapProducts = (
  site: ResolvedSite,
  skip: number,
  limit: number,
) => Promise<{
  readonly total: number;
  readonly products: readonly { readonly path: string; readonly lastModified: string }[];
}>;

export type SitemapFile =
  | { readonly site: ResolvedSite; readonly kind: 'index' | 'categories' | 'content' }
  | { readonly site: ResolvedSite; readonly kind: 'products'; readonly part: number };

const FILE = /^\/sitemap(?:-(categories|content|products-([1-9]\d{0,3})))?\.xml$/;

/** Which sitemap a path asks for, on which site of the brand; undefined: not a sitemap path. */
export function sitemapFile(brand: ResolvedBrand, pathname: string): SitemapFile | undefined {
  const sites = Object.values(brand.sites).sort(
    (a, b) => b.contextPath.length - a.contextPath.length,
  );
  for (const site of sites) {
    if (site.contextPath && !pathname.startsWith(site.contextPath + '/')) continue;
    const match = FILE.exec(pathname.slice(site.contextPath.length));
    if (!match) return undefined;
    if (!match[1]) return { site, kind: 'index' };
    if (match[2]) return { site, kind: 'products', part: Number(match[2]) };
    return { site, kind: match[1] as 'categories' | 'content' };
  }
  return undefined;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** A page's path on a site: its context path, the brand's trailing-slash rule. */
function pageUrl(origin: string, site: ResolvedSite, relative: string): string {
  const path = relative === '/' ? site.contextPath || '/' : site.contextPath + relative;
  return origin + canonicalPath(path, site.brand.routing.trailingSlash).pathname;
}

interface Entry {
  /** Path below the context path. */
  readonly path: string;
  /** The sites that have the page. */
  readonly sites: (site: ResolvedSite) => boolean;
  readonly lastModified?: string;
}

function urlXml(brand: ResolvedBrand, site: ResolvedSite, origin: string, entry: Entry): string {
  const sisters = Object.values(brand.sites).filter(entry.sites);
  const links = sisters.map(
    (sister) =>
      `<xhtml:link rel="alternate" hreflang="${xml(sister.defaultLocale)}" href="${xml(pageUrl(origin, sister, entry.path))}"/>`,
  );
  const fallback = brand.sites[brand.settings.defaultSite];
  if (fallback && sisters.includes(fallback)) {
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(origin, fallback, entry.path))}"/>`,
    );
  }
  return (
    `<url><loc>${xml(pageUrl(origin, site, entry.path))}</loc>` +
    (entry.lastModified ? `<lastmod>${xml(entry.lastModified)}</lastmod>` : '') +
    (sisters.length > 1 ? links.join('') : '') +
    '</url>'
  );
}

const URLSET =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

function urlset(brand: ResolvedBrand, site: ResolvedSite, origin: string, entries: Entry[]) {
  return URLSET + entries.map((entry) => urlXml(brand, site, origin, entry)).join('') + '</urlset>';
}

type NavItem = {
  readonly slug?: string | null;
  readonly typeCode: string;
  readonly sites?: readonly string[];
  readonly navigationItems?: readonly NavItem[];
};

/** The navigation's categories on a site (content and external links are not listings). */
function categoryEntries(brand: ResolvedBrand, site: ResolvedSite): Entry[] {
  const onSite = new Map<string, Set<string>>();
  const walk = (items: readonly NavItem[], parentSites: readonly string[] | undefined) => {
    for (const item of items) {
      const sites = item.sites ?? parentSites;
      const isCategory =
        item.slug && !item.typeCode.startsWith('CONTENT') && item.typeCode !== 'EXTERNAL';
      if (isCategory) {
        const known = onSite.get(item.slug!) ?? new Set<string>();
        for (const id of sites ?? Object.keys(brand.sites)) known.add(id);
        onSite.set(item.slug!, known);
      }
      walk(item.navigationItems ?? [], sites);
    }
  };
  walk(brand.content.navigation.items as readonly NavItem[], undefined);
  return [...onSite]
    .filter(([, sites]) => sites.has(site.id))
    .map(([slug, sites]) => ({ path: `/${slug}`, sites: (sister) => sites.has(sister.id) }));
}

/** The content pages of a site: the home page at its root, help pages under /help/. */
function contentEntries(brand: ResolvedBrand, site: ResolvedSite): Entry[] {
  const home = brand.settings.components.homePage;
  return brand.content.pages.pages
    .filter((page) => !page.sites || page.sites.includes(site.id))
    .filter((page) => (page as { robots?: { noindex?: boolean } }).robots?.noindex !== true)
    .map((page) => ({
      path:
        page.slug === home
          ? '/'
          : (page as { kind?: string }).kind === 'help'
            ? `/help/${page.slug}`
            : `/${page.slug}`,
      sites: (sister: ResolvedSite) => !page.sites || page.sites.includes(sister.id),
    }));
}

/**
 * One sitemap file's XML, or undefined when it does not exist (a product part past the last).
 * `origin` is the shopper-facing origin the URLs are absolute to.
 */
export async function sitemapXml(
  brand: ResolvedBrand,
  file: SitemapFile,
  origin: string,
  products: SitemapProducts,
): Promise<string | undefined> {
  const { site } = file;
  const everywhere = () => true;
  switch (file.kind) {
    case 'index': {
      const { total } = await products(site, 0, 1);
      const parts = Math.max(1, Math.ceil(total / SITEMAP_URLS_MAX));
      const names = [
        'sitemap-categories.xml',
        'sitemap-content.xml',
        ...Array.from({ length: parts }, (_, index) => `sitemap-products-${index + 1}.xml`),
      ];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        names
          .map(
            (name) =>
              `<sitemap><loc>${xml(`${origin}${site.contextPath}/${name}`)}</loc></sitemap>`,
          )
          .join('') +
        '</sitemapindex>'
      );
    }
    case 'categories':
      return urlset(brand, site, origin, categoryEntries(brand, site));
    case 'content':
      return urlset(brand, site, origin, contentEntries(brand, site));
    case 'products': {
      const skip = (file.part - 1) * SITEMAP_URLS_MAX;
      const slice = await products(site, skip, SITEMAP_URLS_MAX);
      if (file.part > 1 && skip >= slice.total) return undefined;
      // One catalogue serves every site of the brand: each product page exists on all of them.
      return urlset(
        brand,
        site,
        origin,
        slice.products.map((product) => ({
          path: product.path,
          sites: everywhere,
          lastModified: product.lastModified,
        })),
      );
    }
  }
}

/** robots.txt: the API is not for crawlers; every site's sitemap index is named. */
export function robotsTxt(brand: ResolvedBrand, origin: string): string {
  // Sitemap lines must be absolute: without a usable Host they are left out.
  const sitemaps = (origin ? Object.values(brand.sites) : [])
    .map((site) => `Sitemap: ${origin}${site.contextPath}/sitemap.xml\n`)
    .join('');
  return `# ${brand.settings.name}\nUser-agent: *\nAllow: /\nDisallow: /api/\n\n${sitemaps}`;
}
