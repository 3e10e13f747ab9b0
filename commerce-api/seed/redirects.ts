import type { ApiBrandConfig } from '../brands.ts';
import { assertRedirectTarget } from '../catalog/redirect-target.ts';
import type { SeedCategory } from './categories.ts';
import type { ProductSummary } from './product-factory.ts';

/**
 * Old paths of the brand, so the 404 redirect lookup (POST /catalog/v0/{siteId}/redirects/searches)
 * has real work: retired category paths (301), legacy /c/ paths (301), renamed products (301), the
 * old store locator (301), a seasonal landing page sent on temporarily (302) and searches for a
 * top-level category's name (302). Paths are
 * relative to the site's context path, lower case, without a trailing slash; every target is a
 * same-site path (issue 10), checked here and by the table's constraint.
 */
export function redirectsOf(
  brand: ApiBrandConfig,
  categories: readonly SeedCategory[],
  products: readonly ProductSummary[],
): { request_path: string; redirect_path: string; status_code: number }[] {
  const topLevel = categories.filter((category) => category.parentSlug === null).slice(0, 6);
  const rows = new Map<string, { redirect_path: string; status_code: number }>();
  const add = (from: string, to: string, status = 301) => {
    assertRedirectTarget(from, to);
    if (from !== to && !rows.has(from)) rows.set(from, { redirect_path: to, status_code: status });
  };
  for (const category of topLevel) add(`/old-${category.slug}`, `/${category.slug}`);
  for (const category of categories.slice(0, 4)) add(`/c/${category.slug}`, `/${category.slug}`);
  for (const product of products.slice(0, 3))
    add(`/shop/${product.slug}-archive`, `/shop/${product.slug}`);
  const storeLocator =
    (brand.settings as { routing?: { storeLocatorPath?: string } }).routing?.storeLocatorPath ??
    '/stores';
  add('/store-locator', storeLocator);
  const gifts =
    categories.find((category) => /^gifts?$/.test(category.slug)) ??
    categories.find((category) => /gift/.test(category.slug)) ??
    categories[0];
  if (gifts) add('/holiday-gift-guide', `/${gifts.slug}`, 302);
  // Search redirects (catalogue spec §7 redirects/searches): searching a top-level category's
  // name lands on it. The storefront asks for /search/{its words joined by hyphens}.
  for (const category of topLevel) add(`/search/${category.slug}`, `/${category.slug}`, 302);
  return [...rows].map(([request_path, row]) => ({ request_path, ...row }));
}
