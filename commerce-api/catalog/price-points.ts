/**
 * The price book's endings (issue 11: "prices per currency from a price book with sensible
 * endings, not raw conversions"). The catalogue is priced in USD; a site's price is the USD price
 * at its currency's rate, raised to the currency's next price point, as a retailer's price book
 * does: £61.62 is sold at £68, 99,36 € at 100 €, C$133.28 at C$138. Raising (never rounding down)
 * keeps every price monotone in its USD price, so a sale price never passes its list price and a
 * range filter, a facet and a tile agree.
 *
 * The same rule is written twice, once in TypeScript for the views and the cart and once as SQL for
 * the listing's price filter and the registry's skus; price-points.test.ts checks they agree.
 */
export interface PricePoints {
  /** Amounts below this are raised to a whole number of `smallStep`. */
  readonly threshold: number;
  readonly smallStep: number;
  /** From the threshold up, prices end in `ending` in steps of `step` (28, 38, 48 ...). */
  readonly step: number;
  readonly ending: number;
}

/** USD is the book's own currency: its prices are set by hand and shown as they are. */
const POINTS: Readonly<Record<string, PricePoints>> = {
  CAD: { threshold: 20, smallStep: 1, step: 10, ending: 8 },
  GBP: { threshold: 20, smallStep: 1, step: 10, ending: 8 },
  EUR: { threshold: 20, smallStep: 1, step: 5, ending: 0 },
  AUD: { threshold: 20, smallStep: 1, step: 10, ending: 9 },
  NZD: { threshold: 20, smallStep: 1, step: 10, ending: 9 },
  CNY: { threshold: 100, smallStep: 1, step: 10, ending: 9 },
  HKD: { threshold: 100, smallStep: 1, step: 10, ending: 9 },
  JPY: { threshold: 2000, smallStep: 10, step: 100, ending: 0 },
};

export function pricePointsOf(currency: string): PricePoints | undefined {
  return Object.hasOwn(POINTS, currency) ? POINTS[currency] : undefined;
}

/** A converted amount (already at the currency's minor unit) raised to the next price point. */
export function toPricePoint(amount: number, points: PricePoints | undefined): number {
  if (!points || amount <= 0) return amount;
  if (amount < points.threshold) return Math.ceil(amount / points.smallStep) * points.smallStep;
  return Math.ceil((amount - points.ending) / points.step) * points.step + points.ending;
}

/**
 * The same rule in SQL over a converted amount expression. The numbers are the book's own
 * constants, never input, so they are written into the statement.
 */
export function pricePointSql(amount: string, points: PricePoints | undefined): string {
  if (!points) return amount;
  const { threshold, smallStep, step, ending } = points;
  return `(CASE WHEN ${amount} <= 0 THEN ${amount}
    WHEN ${amount} < ${threshold} THEN ceil(${amount} / ${smallStep}) * ${smallStep}
    ELSE ceil((${amount} - ${ending}) / ${step}) * ${step} + ${ending} END)`;
}
