import { dateTimeFormat, numberFormat } from '../domain/intl-cache.ts';

/** Dates, distances and localized config text through Intl, per site locale. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return dateTimeFormat(locale, options).format(new Date(value));
}

function unitFormatter(
  locale: string,
  unit: 'mile' | 'kilometer' | 'hour',
  unitDisplay: 'short' | 'long',
): Intl.NumberFormat {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 });
}

/** Miles or kilometres per site (site.distanceUnit): "12.3 mi", "12,3 km". */
export function formatDistance(value: number, unit: 'mi' | 'km', locale: string): string {
  return unitFormatter(locale, unit === 'mi' ? 'mile' : 'kilometer', 'short').format(value);
}

/** A duration in whole hours, spelled out: "2 hours", "24 Stunden" (store pickup times). */
export function formatHours(value: number, locale: string): string {
  return unitFormatter(locale, 'hour', 'long').format(value);
}

/**
 * Config text is one value for every locale or a map by locale (schemas/common LocalizedText):
 * the site locale, then its language, then the site's default locale, then any value.
 */
export function pickLocale<T>(
  values: Readonly<Record<string, T>>,
  locale: string,
  fallbackLocale?: string,
): T | undefined {
  const language = locale.split('-')[0] ?? locale;
  const byLanguage = Object.keys(values).find((key) => key.split('-')[0] === language);
  return (
    values[locale] ??
    (byLanguage ? values[byLanguage] : undefined) ??
    (fallbackLocale ? values[fallbackLocale] : undefined) ??
    Object.values(values)[0]
  );
}

/** Localized config text in a locale (pickLocale's order); '' when there is none. */
export function localized(
  text: string | Readonly<Record<string, string>> | undefined,
  locale: string,
  fallbackLocale?: string,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return pickLocale(text, locale, fallbackLocale) ?? '';
}
