import type { CartDeliveryPass } from '../../schemas/api/generated/types.ts';
import type { AuthContext } from '../auth/scopes.ts';
import type { ApiSiteConfig } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';
import type { Membership } from './delivery-pass.ts';
import { activePass, passSite } from './delivery-pass.ts';
import { fromCents } from './prices.ts';

/**
 * Buying a delivery pass in the bag (issue 12; shell spec §1 "a delivery-pass membership", issue 12
 * "where the site's billing countries allow it"). Not shown in the specs; designed as a retailer
 * sells a yearly free-shipping pass: a site whose `deliveryPassMembership.billingCountries` is not
 * empty sells it, at a fixed price per currency (not converted from USD: a round price in each),
 * for a term of 12 months from the day the order is placed. It belongs to an account, so a guest is
 * asked to sign in, and a shopper whose pass still runs is not sold another. In the bag it is a
 * cart-level charge like gift wrap: no tax, no promotion, not counted toward free shipping.
 */
export const PASS_TERM_MONTHS = 12;

/** The pass's price in cents of each currency it is sold in; another currency is not sold one. */
export const PASS_PRICE_CENTS: Readonly<Record<string, number>> = {
  USD: 4900,
  CAD: 5900,
  GBP: 3900,
  EUR: 4500,
};

/** The pass's price on this site in cents of its currency; undefined where it sells none. */
export function passPriceCents(site: ApiSiteConfig): number | undefined {
  if (!passSite(site)) return undefined;
  return PASS_PRICE_CENTS[site.currency];
}

/** The day (YYYY-MM-DD, UTC) of an instant: a pass runs by days. */
export const dayOf = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/**
 * The last day of a pass bought on `day`: the same day `months` later, or that month's last day
 * when it has no such day (bought 29 February, it runs until 28 February).
 */
export function passExpiration(day: string, months = PASS_TERM_MONTHS): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = month - 1 + months;
  const endYear = year + Math.floor(index / 12);
  const endMonth = index % 12;
  const lastDate = new Date(Date.UTC(endYear, endMonth + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${endYear}-${pad(endMonth + 1)}-${pad(Math.min(date, lastDate))}`;
}

/** A caller who may own a pass: signed in to an account. */
export const canOwnPass = (auth: AuthContext): boolean =>
  auth.userId !== undefined && auth.scopes.includes('registered');

/**
 * What the bag offers: null where the site sells no pass, or to a shopper whose pass runs while
 * none is in the bag (one in the bag stays shown, so it can be taken out).
 */
export function passOffer(
  site: ApiSiteConfig,
  { added, ownerId, membership, today }: PassBuyer & { readonly added: boolean },
): CartDeliveryPass | null {
  const cents = passPriceCents(site);
  if (cents === undefined) return null;
  if (!added && activePass(membership, today)) return null;
  return {
    added,
    price: fromCents(cents),
    termMonths: PASS_TERM_MONTHS,
    signInRequired: ownerId === null,
  };
}

export interface PassBuyer {
  /** The account the bag belongs to; null for a guest's bag. */
  readonly ownerId: string | null;
  readonly membership: Membership;
  readonly today: string;
}

/** Why the pass cannot go in this caller's bag, at the field `added`; undefined when it can. */
export function passRefusal(
  site: ApiSiteConfig,
  signedIn: boolean,
  { membership, today }: Pick<PassBuyer, 'membership' | 'today'>,
): FieldError | undefined {
  const refuse = (code: string, message: string): FieldError => ({ field: 'added', code, message });
  if (passPriceCents(site) === undefined) {
    return refuse('DELIVERY_PASS_NOT_OFFERED', 'This site does not sell a delivery pass.');
  }
  if (!signedIn) {
    return refuse(
      'DELIVERY_PASS_SIGN_IN',
      'Sign in to add a delivery pass: it belongs to your account.',
    );
  }
  if (activePass(membership, today)) return memberRefusal(membership);
  return undefined;
}

/** A pass still runs: another is not sold. */
export function memberRefusal(membership: Membership): FieldError {
  const until = membership?.expirationDate;
  return {
    field: 'added',
    code: 'DELIVERY_PASS_MEMBER',
    message: until
      ? `You already have a delivery pass, running until ${until}.`
      : 'You already have a delivery pass.',
  };
}
