import { createTranslator } from './translator.ts';
import type { Translator } from './translator.ts';
export { formatDate, formatDistance, localized } from './format.ts';
export type { Translator } from './translator.ts';

type Strings = Readonly<Record<string, string>>;

/**
 * Engine strings by locale, one chunk each: a page loads only its site's language. The fallback
 * for a locale the engine lacks is en-US.
 */
const ENGINE_STRINGS: Readonly<Record<string, () => Promise<{ default: Strings }>>> = {
  'de-DE': () => import('./locales/de-DE.json', { with: { type: 'json' } }),
  'en-CA': () => import('./locales/en-CA.json', { with: { type: 'json' } }),
  'en-GB': () => import('./locales/en-GB.json', { with: { type: 'json' } }),
  'en-US': () => import('./locales/en-US.json', { with: { type: 'json' } }),
  'es-ES': () => import('./locales/es-ES.json', { with: { type: 'json' } }),
  'fr-CA': () => import('./locales/fr-CA.json', { with: { type: 'json' } }),
  'fr-FR': () => import('./locales/fr-FR.json', { with: { type: 'json' } }),
  'it-IT': () => import('./locales/it-IT.json', { with: { type: 'json' } }),
};

export const FALLBACK_LOCALE = 'en-US';

/** The engine's strings for a locale with the brand's overrides on top ($schema dropped). */
export async function stringsFor(
  locale: string,
  brandStrings: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Promise<Record<string, string>> {
  const load = ENGINE_STRINGS[locale] ?? ENGINE_STRINGS[FALLBACK_LOCALE]!;
  const merged: Record<string, string> = {
    ...(await load()).default,
    ...(Object.hasOwn(brandStrings, locale) ? brandStrings[locale] : {}),
  };
  delete merged.$schema;
  return merged;
}

/**
 * One translator per request (server) or page (browser): two requests for two sites must not share
 * a language. The strings are loaded before it is made, so the first render (and hydration)
 * already has every string.
 */
export async function createI18n(
  locale: string,
  brandStrings: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Promise<Translator> {
  return createTranslator(locale, await stringsFor(locale, brandStrings));
}
