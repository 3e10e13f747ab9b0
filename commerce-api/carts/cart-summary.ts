import type { CartLineRow } from './cart-lines.ts';
import { toCents } from './prices.ts';
import { isGiftCardLine } from './restrictions.ts';

/** Counts and money of a cart's transactional lines, in cents of the site currency. */
export interface CartSummary {
  readonly totalQuantity: number;
  readonly subtotalCents: number;
  /** Gift cards are bought at face value: no promotion discounts them. */
  readonly discountableCents: number;
  /** Spend per category slug, for category-threshold promotions. */
  readonly categorySpendCents: Readonly<Record<string, number>>;
}

export const unitCents = (line: CartLineRow, rate: number) => toCents(line.sale_price_usd, rate);

export function summarize(lines: readonly CartLineRow[], rate: number): CartSummary {
  let totalQuantity = 0;
  let subtotalCents = 0;
  let discountableCents = 0;
  const categorySpendCents: Record<string, number> = {};
  for (const line of lines) {
    const cents = unitCents(line, rate) * line.quantity;
    totalQuantity += line.quantity;
    subtotalCents += cents;
    if (!isGiftCardLine(line)) {
      discountableCents += cents;
      categorySpendCents[line.category_slug] =
        (categorySpendCents[line.category_slug] ?? 0) + cents;
    }
  }
  return { totalQuantity, subtotalCents, discountableCents, categorySpendCents };
}
