/**
 * Intl formatters, made once per locale and options: building one costs far more than formatting
 * with it, and a listing formats every tile's price, a store list every distance. The one cache
 * every formatter of the engine comes from.
 */
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
}

export function pluralRules(locale: string): Intl.PluralRules {
  return cached('plural', locale, {}, () => new Intl.PluralRules(locale));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** "in 30 seconds", "dans 2 minutes": a wait in the shopper's language (minutes from 60 s). */
export function waitPhrase(locale: string, seconds: number): string {
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  return seconds < 60
    ? format.format(Math.max(1, Math.ceil(seconds)), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}
