/**
 * Currency formatting with Intl (never by hand). The cart threshold banner's remaining amount
 * drops a trailing ".00" (shell spec §4): "$25" rather than "$25.00", but "$25.50" stays.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatMoneyDroppingZeroCents(
  amount: number,
  currency: string,
  locale: string,
): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}
