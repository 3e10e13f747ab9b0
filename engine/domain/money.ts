/**
 * Currency formatting with Intl (never by hand). The cart threshold banner's remaining amount
 * drops a trailing ".00" (shell spec §4): "$25" rather than "$25.00", but "$25.50" stays.
 */
import { numberFormat } from './intl-cache.ts';

function formatter(locale: string, currency: string, wholeUnits: boolean): Intl.NumberFormat {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  return formatter(locale, currency, false).format(amount);
}

export function formatMoneyDroppingZeroCents(
  amount: number,
  currency: string,
  locale: string,
): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return formatter(locale, currency, whole).format(amount);
}
