/** A sub-brand of the routing config: its pseudo-path id and the sites it is enabled on. */
export interface SubBrandSites {
  readonly id: string;
  readonly sites: readonly string[];
}

/**
 * The header's brand tabs a site shows (shell spec §2.1: sub-brand pseudo-paths such as
 * /anthrohome are "shown only for enabled sites"): a tab naming a sub-brand that is not enabled on
 * the site is left out, since its path is not a route there and would answer 404. Tabs of the main
 * brand or of a sister brand outside the routing config are kept.
 */
export function tabsForSite<Tab extends { readonly brand: string }>(
  tabs: readonly Tab[],
  subBrands: readonly SubBrandSites[],
  siteId: string,
): Tab[] {
  return tabs.filter((tab) => {
    const subBrand = subBrands.find((candidate) => candidate.id === tab.brand);
    return !subBrand || subBrand.sites.includes(siteId);
  });
}
