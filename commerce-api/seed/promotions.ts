/**
 * Demo promo codes of every brand (issue 12), so the cart's promo code field has real work: a
 * percentage with no minimum, an amount from a minimum, and one that has ended. Amounts are USD,
 * shown in each site's currency.
 */
export interface SeedPromotion {
  readonly code: string;
  readonly percent_off: number | null;
  readonly amount_off_usd: number | null;
  readonly min_subtotal_usd: number;
  readonly starts_at: string | null;
  readonly ends_at: string | null;
}

export const DEMO_PROMOTIONS: readonly SeedPromotion[] = [
  {
    code: 'WELCOME15',
    percent_off: 15,
    amount_off_usd: null,
    min_subtotal_usd: 0,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'SAVE20',
    percent_off: null,
    amount_off_usd: 20,
    min_subtotal_usd: 100,
    starts_at: null,
    ends_at: null,
  },
  {
    code: 'SUMMER10',
    percent_off: 10,
    amount_off_usd: null,
    min_subtotal_usd: 0,
    starts_at: '2025-06-01T00:00:00Z',
    ends_at: '2025-09-01T00:00:00Z',
  },
];
