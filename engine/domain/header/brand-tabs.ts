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

/*
 * The query flag of shell spec §2.3 ("a flag equal to 1 that animates brand tabs") is `animate`:
 * a brand tab's link carries it, and the page it opens slides its current tab's underline in. A
 * visit without it (typed, bookmarked, any other link) shows the tabs still. The name is written
 * out in both functions below rather than shared as a constant, which every page's first load
 * would carry (tests/unit/domain/header/brand-tabs.test.ts checks that the two agree).
 */

/**
 * A brand tab's link (shell spec §2.3): its url (the context root plus the brand id) with
 * ref=tab, and the animate flag when the brand animates its tabs (HeaderBrandTabs animateTabs).
 */
export function tabHref(url: string, animate: boolean): string {
  return `${url}${url.includes('?') ? '&' : '?'}ref=tab${animate ? '&animate=1' : ''}`;
}

/** Whether the page's query carries the animate flag equal to 1 (any other value is off). */
export function animatesTabs(search: string): boolean {
  return new URLSearchParams(search).get('animate') === '1';
}
