import type { OrderDeliveryPass } from '../../schemas/api/generated/types.ts';
import type { Membership } from '../carts/delivery-pass.ts';
import { DELIVERY_PASS, activePass, membershipOf } from '../carts/delivery-pass.ts';
import { memberRefusal, passExpiration } from '../carts/delivery-pass-purchase.ts';
import { ApiError } from '../http/errors.ts';
import { lockUser, mergeProfile } from '../profile/profile-store.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * The membership an order with a delivery pass starts (issue 12; shell spec §1 "a delivery-pass
 * membership"): placing it makes the shopper a member until the same day 12 months on, with the
 * order number as the member id; the order keeps that, and the membership it replaced (an ended
 * pass, another kind, or none), so that cancelling the order ends the pass and gives that back.
 */
export interface StoredOrderPass {
  readonly expirationDate: string;
  readonly memberId: string;
  readonly previous: Membership | null;
}

/**
 * Makes the account a member from the order `orderNumber` placed on `today`, in the order's
 * transaction; 409 DELIVERY_PASS_MEMBER when a pass already runs (bought meanwhile in another bag).
 */
export async function startPassMembership(
  tx: Queryable,
  userId: string,
  orderNumber: string,
  today: string,
): Promise<StoredOrderPass> {
  await lockUser(tx, userId);
  const previous = await membershipOf(tx, userId);
  if (activePass(previous, today)) {
    const refusal = memberRefusal(previous);
    throw new ApiError(409, refusal.code, refusal.message);
  }
  const expirationDate = passExpiration(today);
  await mergeProfile(tx, userId, {
    membership: { type: DELIVERY_PASS, expirationDate, memberId: orderNumber },
  });
  return { expirationDate, memberId: orderNumber, previous: previous ?? null };
}

/**
 * Ends the membership a cancelled order started, giving back the one it replaced; a membership
 * since replaced by another (a later pass) is left alone.
 */
export async function endPassMembership(
  tx: Queryable,
  order: { readonly user_id: string | null; readonly delivery_pass: StoredOrderPass | null },
): Promise<void> {
  if (!order.user_id || !order.delivery_pass) return;
  await lockUser(tx, order.user_id);
  const current = await membershipOf(tx, order.user_id);
  if (current?.type !== DELIVERY_PASS || current.memberId !== order.delivery_pass.memberId) return;
  await mergeProfile(tx, order.user_id, { membership: order.delivery_pass.previous ?? null });
}

/** What an order shows of the pass it bought: none once it was cancelled. */
export function orderPassView(
  pass: StoredOrderPass | null,
  status: string,
): OrderDeliveryPass | null {
  if (!pass || status === 'cancelled') return null;
  return { expirationDate: pass.expirationDate };
}
