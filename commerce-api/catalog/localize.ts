const LOCALE_KEY = /^[a-z]{2}-[A-Z]{2}$/;

/** A localized text (a string or `{ locale: text }`, schemas/common.schema.json) in one locale. */
export function localizeText(
  value: unknown,
  locale: string,
  fallbackLocale: string,
): string | undefined {
  if (typeof value === 'string') return value;
  if (!isLocaleMap(value)) return undefined;
  return value[locale] ?? value[fallbackLocale] ?? Object.values(value)[0];
}

/**
 * Content documents hold localized texts anywhere (banner headlines, footer labels, page props):
 * every object whose keys are all locale tags becomes the text for `locale`. Returns new objects;
 * the brand's frozen config is never mutated.
 */
export function localizeDeep(value: unknown, locale: string, fallbackLocale: string): unknown {
  if (Array.isArray(value))
    return value.map((entry) => localizeDeep(entry, locale, fallbackLocale));
  if (isLocaleMap(value)) return localizeText(value, locale, fallbackLocale);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        localizeDeep(entry, locale, fallbackLocale),
      ]),
    );
  }
  return value;
}

function isLocaleMap(value: unknown): value is Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => LOCALE_KEY.test(key) && typeof text === 'string')
  );
}

/** The shopper's language: the request's x-urbn-language header when the site has it. */
export function requestLocale(
  header: string | string[] | undefined,
  site: { defaultLocale: string; languages: readonly string[] },
): string {
  const asked = Array.isArray(header) ? header[0] : header;
  return asked && site.languages.includes(asked) ? asked : site.defaultLocale;
}
