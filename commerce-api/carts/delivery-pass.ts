import type { ApiSiteConfig } from '../brands.ts';
import type { StoredProfile } from '../profile/profile-store.ts';
import { siteConfigFields } from '../profile/site-fields.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Delivery-pass membership (shell spec §1 "a delivery-pass membership", §6 "delivery-pass member
 * from membership type"; issue 12 "where the site's billing countries allow it"). Not shown in the
 * specs beyond that; designed as the retailer's pass works: a member's standard shipping is free
 * while the membership has not expired, on a site whose `deliveryPassMembership.billingCountries`
 * lists the country the order is billed in. The checkout takes no separate billing address, so
 * that country is the shipping address's. Sites with no billing countries offer no pass. A pass is
 * bought in the bag (delivery-pass-purchase.ts) and started by the order (orders/delivery-pass-membership.ts).
 */
export type Membership = StoredProfile['membership'];

export const DELIVERY_PASS = 'DELIVERY_PASS';

/** Whether the membership is a delivery pass still running on `today` (YYYY-MM-DD, inclusive). */
export function activePass(membership: Membership, today: string): boolean {
  if (membership?.type !== DELIVERY_PASS) return false;
  return membership.expirationDate === undefined || membership.expirationDate >= today;
}

/** Whether the pass counts for an order billed in `country` on this site. */
export function passCountry(site: ApiSiteConfig, country: string): boolean {
  return (siteConfigFields(site).deliveryPassMembership?.billingCountries ?? []).includes(country);
}

/** Whether the site has a pass at all: some billing country where it counts. */
export function passSite(site: ApiSiteConfig): boolean {
  return (siteConfigFields(site).deliveryPassMembership?.billingCountries ?? []).length > 0;
}

/** The owner a bag is priced for on a site with no pass: nobody's membership counts there. */
export const NO_PASS_OWNER: CartOwner = { ownerId: null, membership: undefined };

/** Whose bag this is (null for a guest's) and that account's membership. */
export interface CartOwner {
  readonly ownerId: string | null;
  readonly membership: Membership;
}

export async function cartOwner(db: Queryable, cartId: string): Promise<CartOwner> {
  const [row] = await db.query<{ user_id: string | null; membership: Membership | null }>(
    `SELECT c.user_id, u.profile -> 'membership' AS membership
       FROM carts c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
    [cartId],
  );
  return { ownerId: row?.user_id ?? null, membership: row?.membership ?? undefined };
}

/** An account's membership (none for a guest). */
export async function membershipOf(db: Queryable, userId: string | undefined): Promise<Membership> {
  if (!userId) return undefined;
  const [row] = await db.query<{ membership: Membership | null }>(
    `SELECT profile -> 'membership' AS membership FROM users WHERE id = $1`,
    [userId],
  );
  return row?.membership ?? undefined;
}
