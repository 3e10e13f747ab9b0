/** The account menu entries of the account-menu schema (shell spec §2.3). */
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

/** Each entry's site path (engine/routing/route-table.ts). */
export const ACCOUNT_MENU_PATHS: Readonly<Record<AccountMenuEntry, string>> = {
  dashboard: '/account/dashboard',
  settings: '/account/account-settings',
  address: '/account/address',
  payments: '/account/payments',
  orders: '/account/orders',
  wishlists: '/wishlist',
  registry: '/registry/account',
  rewards: '/account/rewards',
  hearts: '/account/hearted-products',
};

/**
 * The entries a site shows, in the brand's order (shell spec §2.3): Registry is not offered in
 * EU groups (a group id ending in "-eu") or on the Canada site.
 */
export function accountMenuEntries(
  entries: readonly AccountMenuEntry[],
  site: { readonly group: string; readonly country: string },
): AccountMenuEntry[] {
  const noRegistry = /-eu$/.test(site.group) || site.country === 'CA';
  return entries.filter((entry) => !(entry === 'registry' && noRegistry));
}
