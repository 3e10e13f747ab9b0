import type { CategoryListing, ProductEntry } from '../../../schemas/api/generated/types.ts';
import { productImageUrl } from '../../domain/image-url.ts';

/**
 * schema.org JSON-LD of a page (issue 11 "Search engines"): Organization on the home page,
 * Product with its offer and rating on a product page, BreadcrumbList on listings and products.
 * Pure builders: the renderer finds the page's data, these say what it means to a crawler.
 */
export type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

/** The absolute addresses of one site: its origin plus context path. */
export interface SiteUrls {
  /** "https://www.example.com" (no trailing slash). */
  readonly origin: string;
  /** "" or "/fr-fr". */
  readonly contextPath: string;
}

/** An absolute URL of a site-relative path ("/" is the site's home). */
export function absoluteUrl(urls: SiteUrls, path: string): string {
  const relative = path === '/' && urls.contextPath ? '' : path;
  return urls.origin + urls.contextPath + relative;
}

export function organizationLd(options: {
  readonly name: string;
  readonly urls: SiteUrls;
  readonly logo?: string;
}): JsonLd {
  const { name, urls, logo } = options;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absoluteUrl(urls, '/'),
    ...(logo ? { logo: /^https?:/.test(logo) ? logo : urls.origin + logo } : {}),
  };
}

export interface Crumb {
  readonly name: string;
  /** Site-relative path; the last crumb (the page itself) may have none. */
  readonly path?: string;
}

export function breadcrumbLd(urls: SiteUrls, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: absoluteUrl(urls, crumb.path) }),
    })),
  };
}

/** The listing's trail: home, the parent category when known, the category. */
export function listingCrumbs(
  homeName: string,
  category: CategoryListing['category'],
  parentName: string | undefined,
): Crumb[] {
  return [
    { name: homeName, path: '/' },
    ...(category.parentSlug && parentName
      ? [{ name: parentName, path: `/${category.parentSlug}` }]
      : []),
    { name: category.displayName, path: `/${category.slug}` },
  ];
}

/** The product's trail: home, its category, the product. */
export function productCrumbs(homeName: string, entry: ProductEntry, path: string): Crumb[] {
  const { parentCategory, displayName } = entry.product;
  return [
    { name: homeName, path: '/' },
    ...(parentCategory
      ? [{ name: parentCategory.displayName, path: `/${parentCategory.id}` }]
      : []),
    { name: displayName ?? entry.product.productId, path },
  ];
}

/** The first image of each colour, the page's own images (at most 4: what results pages use). */
export function productImages(entry: ProductEntry, brandId: string, origin: string): string[] {
  const slices = entry.skuInfo?.primarySlice?.sliceItems ?? [];
  return slices
    .flatMap((slice) => slice.images.slice(0, 1))
    .slice(0, 4)
    .map((imageId) => {
      const url = productImageUrl({ brandId, imageId, width: 1200, quality: 80, format: 'jpeg' });
      return /^https?:/.test(url) ? url : origin + url;
    });
}

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const BACK_ORDER = 'https://schema.org/BackOrder';
const PRE_ORDER = 'https://schema.org/PreOrder';

/** What a crawler may say about buying it: preorder, in stock, on backorder or sold out. */
export function availabilityOf(entry: ProductEntry): string {
  if (entry.product.preorderFlag === true && entry.productSummary.hasAvailableSku) return PRE_ORDER;
  if (entry.productSummary.hasAvailableSku) return IN_STOCK;
  const skus = entry.skuInfo?.skus ?? [];
  return skus.some((sku) => sku.availableStatus === 'backordered') ? BACK_ORDER : OUT_OF_STOCK;
}

/** A price as schema.org wants it: a plain decimal string in the currency's minor units. */
function priceText(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return amount.toFixed(digits);
}

export function productLd(options: {
  readonly entry: ProductEntry;
  readonly urls: SiteUrls;
  /** The canonical URL of the product page. */
  readonly url: string;
  readonly currency: string;
  readonly images: readonly string[];
  readonly description?: string;
}): JsonLd {
  const { entry, url, currency, images, description } = options;
  const { product, productSummary } = entry;
  const low = productSummary.salePriceLow;
  const high = productSummary.salePriceHigh ?? low;
  const availability = availabilityOf(entry);
  // One price: an Offer; a range across sizes: an AggregateOffer (Google accepts either).
  const offers =
    low === null || high === null
      ? undefined
      : high > low
        ? {
            '@type': 'AggregateOffer',
            lowPrice: priceText(low, currency),
            highPrice: priceText(high, currency),
            offerCount: Math.max(1, entry.skuInfo?.skus.length ?? 1),
            priceCurrency: currency,
            availability,
            url,
          }
        : {
            '@type': 'Offer',
            price: priceText(low, currency),
            priceCurrency: currency,
            availability,
            url,
          };
  const reviews = product.reviews;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.displayName ?? product.productId,
    productID: product.productId,
    ...(product.styleNumber ? { sku: product.styleNumber } : {}),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(offers ? { offers } : {}),
    ...(reviews && reviews.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(reviews.averageRating * 10) / 10,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
