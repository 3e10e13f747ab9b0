import type { CartLineRow } from './cart-lines.ts';
import type { Money } from '../catalog/money.ts';
import { toCents } from '../catalog/money.ts';
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

export const unitCents = (line: CartLineRow, money: Money) => toCents(money, line.sale_price_usd);

export function summarize(lines: readonly CartLineRow[], money: Money): CartSummary {
  let totalQuantity = 0;
  let subtotalCents = 0;
  let discountableCents = 0;
  const categorySpendCents: Record<string, number> = {};
  for (const line of lines) {
    const cents = unitCents(line, money) * line.quantity;
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
