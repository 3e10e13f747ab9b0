import type {
  ShopIndex,
  ShopPage,
  SitemapProducts,
  SitemapQuery,
} from '../../../schemas/api/generated/types.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { numeral, siteBase } from './wire.ts';

/** The brand or marketplace seller a /brands/{slug} or /sellers/{slug} page names (404: none). */
export const getShopPage = defineCall<
  { readonly kind: 'brands' | 'sellers'; readonly slug: string },
  ShopPage
>({
  operation: 'getShopPage',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { kind, slug }) =>
    `${siteBase(site, 'catalog', 'v0')}/shops/${segment(kind)}/${segment(slug)}`,
});

/** One slice of the product pages a crawler may index (the server's product sitemaps). */
export const getSitemapProducts = defineCall<
  { readonly skip: number; readonly limit: number },
  SitemapProducts
>({
  operation: 'getSitemapProducts',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${siteBase(site, 'catalog', 'v0')}/sitemap/products`,
  query: ({ skip, limit }): SitemapQuery => ({ skip: numeral(skip), limit: numeral(limit) }),
});

export type ShopKind = 'brands' | 'sellers';

/** Every brand or seller with listed products (catalogue spec §1 /brands, /sellers). */
export const getShopIndex = defineCall<{ readonly kind: ShopKind }, ShopIndex>({
  operation: 'getShopIndex',
  service: 'catalog',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { kind }) => `${siteBase(site, 'catalog', 'v0')}/shops/${segment(kind)}`,
});

/** The listing url of a brand's or seller's page: the category listing's call over its products. */
export function shopTilesUrl(site: SiteContext, kind: ShopKind, slug: string): string {
  return `${siteBase(site, 'catalog', 'v0')}/shops/${segment(kind)}/${segment(slug)}/tiles`;
}
