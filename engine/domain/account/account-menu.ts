/**
 * The account sections a brand's menu lists (shell spec §2.3 "Menu entries per brand"), in the
 * menu's order, each to its route (shell spec §2.1 account paths). An entry whose route the site
 * does not have is left out: Registry is not routed in EU groups or on the Canada site (its switch
 * is off there), Rewards only where the brand has the page.
 */
export type AccountMenuEntry =
  | 'dashboard'
  | 'settings'
  | 'address'
  | 'payments'
  | 'orders'
  | 'wishlists'
  | 'registry'
  | 'rewards'
  | 'hearts';

export const ROUTE_OF_ENTRY: Readonly<Record<AccountMenuEntry, string>> = {
  dashboard: 'account-dashboard',
  settings: 'account-settings',
  address: 'account-address',
  payments: 'account-payments',
  orders: 'account-orders',
  wishlists: 'wishlist',
  registry: 'registry-account',
  rewards: 'account-rewards',
  hearts: 'account-hearted-products',
};

export interface AccountSection {
  readonly entry: AccountMenuEntry;
  readonly routeName: string;
  readonly path: string;
}

/** Registry is offered outside the EU groups and the Canada site (shell spec §2.3). */
export function registryOffered(siteGroup: string, siteId: string): boolean {
  return !/(^|-)eu$/.test(siteGroup) && !/-ca$/.test(siteId);
}

export function accountSections(
  menu: readonly AccountMenuEntry[],
  pathOfRoute: (routeName: string) => string | undefined,
  site: { readonly group: string; readonly id: string },
): AccountSection[] {
  const sections: AccountSection[] = [];
  for (const entry of menu) {
    if (entry === 'registry' && !registryOffered(site.group, site.id)) continue;
    const routeName = ROUTE_OF_ENTRY[entry];
    const path = pathOfRoute(routeName);
    if (path !== undefined) sections.push({ entry, routeName, path });
  }
  return sections;
}
