/**
 * Delivery dates on the checkout's delivery step (issue 12: "delivery dates where enabled"; the
 * site's `deliveryDate.destinationCountries`): where the shipping address's country is listed, each
 * shipped option says the days it should arrive between, counted from today in business days
 * (Monday to Friday), as its "x–y business days" promise reads. Store pickup and e-mail delivery
 * keep their own wording. Not shown in the spec beyond the switch; designed as retailers show it.
 */
export interface DeliveryDateSite {
  readonly deliveryDate: { readonly destinationCountries: readonly string[] };
}

/** Options delivered to an address: the ones a date is given for. */
const SHIPPED = new Set(['STANDARD', 'EXPRESS', 'OVERNIGHT']);

/** Whether this option, shipped to `country`, shows its dates on this site. */
export function showsDeliveryDates(
  site: DeliveryDateSite,
  country: string | undefined,
  optionId: string,
): boolean {
  return (
    country !== undefined &&
    SHIPPED.has(optionId) &&
    site.deliveryDate.destinationCountries.includes(country)
  );
}

const DAY_MS = 86_400_000;

/** The day `count` business days after `from` (UTC days; Saturday and Sunday not counted). */
export function addBusinessDays(from: Date, count: number): Date {
  let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  let left = Math.max(0, Math.floor(count));
  while (left > 0) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(day);
}

/** The first and last day an option of `min`–`max` business days should arrive, from `today`. */
export function deliveryWindow(
  today: Date,
  days: { readonly min: number; readonly max: number },
): { readonly from: Date; readonly to: Date } {
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) };
}
