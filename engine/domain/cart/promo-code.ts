/**
 * What the cart says when a promo code is refused (issue 12, designed; the API's reasons are the
 * field errors of POST .../carts/current/promo-codes at `code`): its own words for each reason the
 * API gives, 'tooMany' for the per-shopper limit (429), else 'failed' (try again). An empty code
 * is refused in the browser before any call.
 */
export const PROMO_REASONS = [
  'PROMO_CODE_INVALID',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_NOT_STARTED',
  'PROMO_CODE_MINIMUM',
] as const;
export type PromoReason = (typeof PROMO_REASONS)[number];
export type PromoProblem = PromoReason | 'required' | 'tooMany' | 'failed';

export interface PromoRefusal {
  readonly status: number;
  readonly fieldErrors?: readonly { readonly field: string; readonly code: string }[];
}

const isReason = (code: string): code is PromoReason =>
  (PROMO_REASONS as readonly string[]).includes(code);

export function promoProblemOf(refusal: PromoRefusal): PromoProblem {
  if (refusal.status === 429) return 'tooMany';
  const reason = refusal.fieldErrors?.find((entry) => entry.field === 'code')?.code;
  return reason !== undefined && isReason(reason) ? reason : 'failed';
}

/** The code as the shopper typed it, or 'required' when there is nothing to send. */
export function promoCodeToSend(typed: string): string | 'required' {
  const code = typed.trim();
  return code === '' ? 'required' : code;
}
