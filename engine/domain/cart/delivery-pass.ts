/**
 * Delivery-pass membership on the storefront (shell spec §1 "a delivery-pass membership", §4
 * cookies "delivery pass member", §6 "delivery-pass member from membership type"; issue 12 "where
 * the site's billing countries allow it, and the member cookie"). The API decides the price (a
 * member's standard shipping is free, commerce-api/carts/delivery-pass.ts); the storefront says
 * why, with the same two rules: the membership is a pass still running today, and the site's
 * deliveryPassMembership.billingCountries names the country the order is billed (shipped) to.
 */

/** The member cookie: "1" while the signed-in shopper's pass runs, gone otherwise. */
export const DELIVERY_PASS_COOKIE = 'sf_delivery_pass';

export const DELIVERY_PASS_TYPE = 'DELIVERY_PASS';

export interface PassMembership {
  readonly type?: string;
  readonly expirationDate?: string;
}

/** Whether a membership is a delivery pass still running on `today` (YYYY-MM-DD, inclusive). */
export function activePass(membership: PassMembership | undefined, today: string): boolean {
  if (membership?.type !== DELIVERY_PASS_TYPE) return false;
  return membership.expirationDate === undefined || membership.expirationDate >= today;
}

/** Whether this site's pass counts for an order billed in `country`. */
export function passCounts(
  site: { readonly deliveryPassMembership: { readonly billingCountries: readonly string[] } },
  country: string | undefined,
): boolean {
  return country !== undefined && site.deliveryPassMembership.billingCountries.includes(country);
}

/**
 * How long the member cookie lives, in seconds: until the pass's last day is over (UTC), at most a
 * year (a pass with no end is read again at the next sign-in), and 0 (delete it) when not running.
 */
export function passCookieMaxAge(
  membership: PassMembership | undefined,
  nowMs: number,
  yearSeconds = 365 * 24 * 60 * 60,
): number {
  const today = new Date(nowMs).toISOString().slice(0, 10);
  if (!activePass(membership, today)) return 0;
  if (membership?.expirationDate === undefined) return yearSeconds;
  const end = Date.parse(`${membership.expirationDate}T00:00:00Z`) + 24 * 60 * 60 * 1000;
  return Math.max(0, Math.min(yearSeconds, Math.floor((end - nowMs) / 1000)));
}
