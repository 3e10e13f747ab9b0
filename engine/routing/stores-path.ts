import type { ResolvedSite } from '../config/types.ts';

/** The store list's path on the site, below its context path (one brand names it /store-locations). */
export function storesPath(site: ResolvedSite): string {
  return site.brand.routing.storeLocatorPath === '/store-locations'
    ? '/store-locations'
    : '/stores';
}
