import type { QueryClient } from '@tanstack/react-query';
import type {
  CategoryListing,
  NavigationResponse,
  ProductEntry,
} from '../../../schemas/api/generated/types.ts';
import { callScope } from '../../api/index.ts';
import {
  getNavigation,
  getPaginatedAndSortedProducts,
  getProducts,
} from '../../api/calls/catalog.ts';
import type { SiteContext } from '../../api/index.ts';
import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import { listingPage } from '../../routing/listing-page.ts';
import type { PageData } from '../../routing/page-data.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import {
  breadcrumbLd,
  listingCrumbs,
  organizationLd,
  productCrumbs,
  productImages,
  productLd,
} from './structured-data.ts';
import type { JsonLd, SiteUrls } from './structured-data.ts';

/** What a page tells crawlers beyond its title and description. */
export interface PageSeo {
  /** The page's one address: absolute, no tracking or filter parameters (a listing keeps its page). */
  readonly canonical: string;
  readonly ogType: 'website' | 'product';
  readonly ogImage?: string;
  readonly jsonLd: readonly JsonLd[];
}

/** Every answer of one call the loaders left in the page's cache. */
function cached<R>(
  queryClient: QueryClient,
  site: SiteContext,
  declaration: Parameters<typeof callScope>[1],
): R[] {
  return queryClient
    .getQueriesData<R>({ queryKey: callScope(site, declaration) })
    .map(([, data]) => data)
    .filter((data): data is R => data !== undefined);
}

/** A navigation item's name by slug, from whatever navigation the page loaded. */
function navigationName(responses: readonly NavigationResponse[], slug: string) {
  const stack = responses.flatMap((response) => response.navigationItems);
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.slug === slug && node.displayName) return node.displayName;
    stack.push(...node.navigationItems);
  }
  return undefined;
}

/**
 * The canonical link, Open Graph type and image and JSON-LD of a rendered 200 page, from its
 * page data and the API answers its loaders cached (nothing is fetched again).
 */
export function pageSeo(options: {
  readonly brand: ResolvedBrand;
  readonly site: ResolvedSite;
  readonly apiSite: SiteContext;
  readonly queryClient: QueryClient;
  readonly origin: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  readonly page: PageData | undefined;
  readonly meta: RouteMeta;
  readonly description: string | undefined;
}): PageSeo {
  const { brand, site, apiSite, queryClient, origin, pathname, page, meta } = options;
  const urls: SiteUrls = { origin, contextPath: site.contextPath };
  const relative = pathname.slice(site.contextPath.length) || '/';
  const name = brand.settings.name;

  if (page?.view === 'ListingPage') {
    const number = listingPage(options.searchParams);
    const canonical = origin + pathname + (number > 1 ? `?page=${number}` : '');
    const slug = page.props?.slug;
    const listing = cached<CategoryListing>(
      queryClient,
      apiSite,
      getPaginatedAndSortedProducts,
    ).find((answer) => answer.category.slug === slug);
    if (!listing) return { canonical, ogType: 'website', jsonLd: [] };
    const parentName = listing.category.parentSlug
      ? navigationName(
          cached<NavigationResponse>(queryClient, apiSite, getNavigation),
          listing.category.parentSlug,
        )
      : undefined;
    return {
      canonical,
      ogType: 'website',
      jsonLd: [breadcrumbLd(urls, listingCrumbs(name, listing.category, parentName))],
    };
  }

  const canonical = origin + pathname;
  if (page?.view === 'ProductPage') {
    const slug = page.props?.slug;
    const entry = cached<ProductEntry[]>(queryClient, apiSite, getProducts)
      .flat()
      .find((candidate) => candidate.product.slug === slug);
    if (!entry) return { canonical, ogType: 'product', jsonLd: [] };
    const images = productImages(entry, brand.id, origin);
    return {
      canonical,
      ogType: 'product',
      ...(images[0] ? { ogImage: images[0] } : {}),
      jsonLd: [
        productLd({
          entry,
          urls,
          url: canonical,
          currency: site.currency,
          images,
          ...(options.description ? { description: options.description } : {}),
        }),
        breadcrumbLd(urls, productCrumbs(name, entry, relative)),
      ],
    };
  }

  if (meta.kind === 'home') {
    const logo = brand.settings.theme.logo?.src;
    return {
      canonical,
      ogType: 'website',
      jsonLd: [organizationLd({ name, urls, ...(logo ? { logo } : {}) })],
    };
  }
  return { canonical, ogType: 'website', jsonLd: [] };
}
