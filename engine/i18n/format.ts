/** Dates, distances and localized config text through Intl, per site locale. */
export function formatDate(
  value: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, options).format(new Date(value));
}

/** Miles or kilometres per site (site.distanceUnit). */
export function formatDistance(value: number, unit: 'mi' | 'km', locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * Config text is a string or a map by locale (schemas/common LocalizedText): the site locale,
 * then its language, then the site's default locale, then any value.
 */
export function localized(
  text: string | Readonly<Record<string, string>> | undefined,
  locale: string,
  fallbackLocale?: string,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const language = locale.split('-')[0] ?? locale;
  const byLanguage = Object.keys(text).find((key) => key.split('-')[0] === language);
  return (
    text[locale] ??
    (byLanguage ? text[byLanguage] : undefined) ??
    (fallbackLocale ? text[fallbackLocale] : undefined) ??
    Object.values(text)[0] ??
    ''
  );
}
