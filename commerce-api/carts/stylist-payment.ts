import { fieldError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * "Pay with your stylist" (issue 12; shell spec §5 keeps stylists themselves off the method unless
 * the site's rule allows it): the shopper names one of the brand's personal stylists by the ID the
 * stylist gave them; the order is held until that stylist records the payment, then ships.
 */

/** What the cart and the order keep of the stylist: no more than the ID and a short name. */
export interface StylistRef {
  /** The stylist's user id, for the stylist's own tools; never shown. */
  readonly userId: string;
  readonly stylistId: string;
  /** First name and last initial ("Taylor B."). */
  readonly name: string;
  /** On an order: awaiting until the stylist records the payment. */
  readonly status?: 'awaiting' | 'paid';
}

/** A stylist ID as the shopper may type it: case and surrounding spaces do not matter. */
export function normalStylistId(value: string): string {
  return value.trim().toUpperCase();
}

/** First name and last initial only (issue 12: the confirmation names no more of the stylist). */
export function shortName(name: { first?: unknown; last?: unknown } | undefined): string {
  const first = typeof name?.first === 'string' ? name.first.trim() : '';
  const last = typeof name?.last === 'string' ? name.last.trim() : '';
  const initial = last ? `${[...last][0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ');
}

/**
 * The brand's stylist with this ID, else a field error on stylistId that says what is wrong and
 * what to do. Another brand's stylist, or a user without the stylist role, is as unknown as a
 * made-up ID.
 */
export async function findStylist(
  db: Queryable,
  brandId: string,
  brandName: string,
  stylistId: string | undefined,
): Promise<StylistRef> {
  if (stylistId === undefined || stylistId.trim() === '') {
    throw fieldError(
      'stylistId',
      'STYLIST_ID_REQUIRED',
      'Enter the stylist ID your stylist gave you (it looks like STY-AN-0421).',
    );
  }
  const wanted = normalStylistId(stylistId);
  const [row] = await db.query<{ id: string; name: { first?: unknown; last?: unknown } | null }>(
    `SELECT id, profile->'name' AS name FROM users
      WHERE brand_id = $1 AND 'stylist' = ANY(roles)
        AND upper(profile->'stylist'->>'stylistId') = $2
      LIMIT 1`,
    [brandId, wanted],
  );
  if (!row) {
    throw fieldError(
      'stylistId',
      'STYLIST_NOT_FOUND',
      `No ${brandName} stylist has this ID. Check the ID your stylist gave you, or choose another way to pay.`,
    );
  }
  return { userId: row.id, stylistId: wanted, name: shortName(row.name ?? undefined) };
}

/** What a cart or an order shows of the stylist: the ID, the short name, an order's status. */
export function stylistView(stylist: StylistRef) {
  return {
    stylistId: stylist.stylistId,
    name: stylist.name,
    ...(stylist.status ? { status: stylist.status } : {}),
  };
}
