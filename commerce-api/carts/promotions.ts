import type { Money } from '../catalog/money.ts';
import { toCents } from '../catalog/money.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Promo codes (issue 12, designed: the spec names a promo code on the cart but not its call). A
 * promotion takes a percentage or an amount off the cart's discountable subtotal (gift cards are
 * bought at face value, cart-summary.ts), from a minimum, between its dates. Codes are compared
 * in upper case, trimmed.
 */
export interface PromotionRow {
  readonly code: string;
  readonly percent_off: number | string | null;
  readonly amount_off_usd: number | string | null;
  readonly min_subtotal_usd: number | string;
  readonly starts_at: Date | string | null;
  readonly ends_at: Date | string | null;
}

/** Why a promotion takes nothing off now; undefined when it applies. */
export type PromotionRefusal =
  'PROMO_CODE_EXPIRED' | 'PROMO_CODE_NOT_STARTED' | 'PROMO_CODE_MINIMUM';

/** A shopper's code as stored: trimmed, upper case; undefined when it cannot be a code. */
export function normalizePromoCode(code: string): string | undefined {
  const trimmed = code.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9-]{0,39}$/.test(trimmed) ? trimmed : undefined;
}

export async function loadPromotion(
  db: Queryable,
  brandId: string,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db.query<PromotionRow>(
    `SELECT code, percent_off, amount_off_usd, min_subtotal_usd, starts_at, ends_at
     FROM promotions WHERE brand_id = $1 AND code = $2`,
    [brandId, code],
  );
  return row;
}

const time = (value: Date | string | null) =>
  value === null ? undefined : new Date(value).getTime();

/** Whether the promotion applies to a discountable subtotal (cents of the site currency) now. */
export function promotionRefusal(
  promotion: PromotionRow,
  discountableCents: number,
  money: Money,
  nowMs: number,
): PromotionRefusal | undefined {
  const starts = time(promotion.starts_at);
  const ends = time(promotion.ends_at);
  if (starts !== undefined && nowMs < starts) return 'PROMO_CODE_NOT_STARTED';
  if (ends !== undefined && nowMs >= ends) return 'PROMO_CODE_EXPIRED';
  if (discountableCents < toCents(money, promotion.min_subtotal_usd)) return 'PROMO_CODE_MINIMUM';
  return undefined;
}

/**
 * What the promotion takes off, in cents: the percentage of the discountable subtotal rounded to
 * the cent, or the amount in the site currency; never more than the discountable subtotal.
 */
export function promotionDiscountCents(
  promotion: PromotionRow,
  discountableCents: number,
  money: Money,
): number {
  const off =
    promotion.percent_off !== null
      ? Math.round((discountableCents * Number(promotion.percent_off)) / 100)
      : toCents(money, promotion.amount_off_usd ?? 0);
  return Math.max(0, Math.min(off, discountableCents));
}
