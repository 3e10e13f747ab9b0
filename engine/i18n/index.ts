import { createTranslator } from './translator.ts';
import type { Translator } from './translator.ts';
import { STRING_BUNDLES } from '../domain/string-bundles.ts';
import type { StringBundle } from '../domain/string-bundles.ts';
export { formatDate, formatDistance, localized } from './format.ts';
export type { Translator } from './translator.ts';

type Strings = Readonly<Record<string, string>>;
type LoadStrings = () => Promise<{ default: Strings }>;

/**
 * Engine strings by locale and bundle, one chunk each: a page loads its site's language, and of it
 * the shell's bundle and its page's (engine/domain/string-bundles.ts; the build's brand plugin filters the
 * file by the `bundle` query). The fallback for a locale the engine lacks is en-US.
 */
const ENGINE_STRINGS: Readonly<Record<string, Readonly<Record<StringBundle, LoadStrings>>>> = {
  'de-DE': {
    shell: () => import('./locales/de-DE.json?bundle=shell'),
    catalogue: () => import('./locales/de-DE.json?bundle=catalogue'),
    account: () => import('./locales/de-DE.json?bundle=account'),
    cart: () => import('./locales/de-DE.json?bundle=cart'),
    checkout: () => import('./locales/de-DE.json?bundle=checkout'),
    reviews: () => import('./locales/de-DE.json?bundle=reviews'),
    search: () => import('./locales/de-DE.json?bundle=search'),
    titles: () => import('./locales/de-DE.json?bundle=titles'),
    banners: () => import('./locales/de-DE.json?bundle=banners'),
  },
  'en-CA': {
    shell: () => import('./locales/en-CA.json?bundle=shell'),
    catalogue: () => import('./locales/en-CA.json?bundle=catalogue'),
    account: () => import('./locales/en-CA.json?bundle=account'),
    cart: () => import('./locales/en-CA.json?bundle=cart'),
    checkout: () => import('./locales/en-CA.json?bundle=checkout'),
    reviews: () => import('./locales/en-CA.json?bundle=reviews'),
    search: () => import('./locales/en-CA.json?bundle=search'),
    titles: () => import('./locales/en-CA.json?bundle=titles'),
    banners: () => import('./locales/en-CA.json?bundle=banners'),
  },
  'en-GB': {
    shell: () => import('./locales/en-GB.json?bundle=shell'),
    catalogue: () => import('./locales/en-GB.json?bundle=catalogue'),
    account: () => import('./locales/en-GB.json?bundle=account'),
    cart: () => import('./locales/en-GB.json?bundle=cart'),
    checkout: () => import('./locales/en-GB.json?bundle=checkout'),
    reviews: () => import('./locales/en-GB.json?bundle=reviews'),
    search: () => import('./locales/en-GB.json?bundle=search'),
    titles: () => import('./locales/en-GB.json?bundle=titles'),
    banners: () => import('./locales/en-GB.json?bundle=banners'),
  },
  'en-US': {
    shell: () => import('./locales/en-US.json?bundle=shell'),
    catalogue: () => import('./locales/en-US.json?bundle=catalogue'),
    account: () => import('./locales/en-US.json?bundle=account'),
    cart: () => import('./locales/en-US.json?bundle=cart'),
    checkout: () => import('./locales/en-US.json?bundle=checkout'),
    reviews: () => import('./locales/en-US.json?bundle=reviews'),
    search: () => import('./locales/en-US.json?bundle=search'),
    titles: () => import('./locales/en-US.json?bundle=titles'),
    banners: () => import('./locales/en-US.json?bundle=banners'),
  },
  'es-ES': {
    shell: () => import('./locales/es-ES.json?bundle=shell'),
    catalogue: () => import('./locales/es-ES.json?bundle=catalogue'),
    account: () => import('./locales/es-ES.json?bundle=account'),
    cart: () => import('./locales/es-ES.json?bundle=cart'),
    checkout: () => import('./locales/es-ES.json?bundle=checkout'),
    reviews: () => import('./locales/es-ES.json?bundle=reviews'),
    search: () => import('./locales/es-ES.json?bundle=search'),
    titles: () => import('./locales/es-ES.json?bundle=titles'),
    banners: () => import('./locales/es-ES.json?bundle=banners'),
  },
  'fr-CA': {
    shell: () => import('./locales/fr-CA.json?bundle=shell'),
    catalogue: () => import('./locales/fr-CA.json?bundle=catalogue'),
    account: () => import('./locales/fr-CA.json?bundle=account'),
    cart: () => import('./locales/fr-CA.json?bundle=cart'),
    checkout: () => import('./locales/fr-CA.json?bundle=checkout'),
    reviews: () => import('./locales/fr-CA.json?bundle=reviews'),
    search: () => import('./locales/fr-CA.json?bundle=search'),
    titles: () => import('./locales/fr-CA.json?bundle=titles'),
    banners: () => import('./locales/fr-CA.json?bundle=banners'),
  },
  'fr-FR': {
    shell: () => import('./locales/fr-FR.json?bundle=shell'),
    catalogue: () => import('./locales/fr-FR.json?bundle=catalogue'),
    account: () => import('./locales/fr-FR.json?bundle=account'),
    cart: () => import('./locales/fr-FR.json?bundle=cart'),
    checkout: () => import('./locales/fr-FR.json?bundle=checkout'),
    reviews: () => import('./locales/fr-FR.json?bundle=reviews'),
    search: () => import('./locales/fr-FR.json?bundle=search'),
    titles: () => import('./locales/fr-FR.json?bundle=titles'),
    banners: () => import('./locales/fr-FR.json?bundle=banners'),
  },
  'it-IT': {
    shell: () => import('./locales/it-IT.json?bundle=shell'),
    catalogue: () => import('./locales/it-IT.json?bundle=catalogue'),
    account: () => import('./locales/it-IT.json?bundle=account'),
    cart: () => import('./locales/it-IT.json?bundle=cart'),
    checkout: () => import('./locales/it-IT.json?bundle=checkout'),
    reviews: () => import('./locales/it-IT.json?bundle=reviews'),
    search: () => import('./locales/it-IT.json?bundle=search'),
    titles: () => import('./locales/it-IT.json?bundle=titles'),
    banners: () => import('./locales/it-IT.json?bundle=banners'),
  },
};

export const FALLBACK_LOCALE = 'en-US';

/**
 * The engine's strings of a locale, the given bundles (default: all) with the brand's overrides on
 * top ($schema dropped). Each bundle's module holds only its own keys in a build and under Vitest
 * (engine/build/string-bundle-file.ts); run from source by Node (the studio), each is the whole
 * file.
 */
export async function stringsFor(
  locale: string,
  brandStrings: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
  bundles: readonly StringBundle[] = STRING_BUNDLES,
): Promise<Record<string, string>> {
  const byBundle = ENGINE_STRINGS[locale] ?? ENGINE_STRINGS[FALLBACK_LOCALE]!;
  const loaded = await Promise.all(bundles.map((bundle) => byBundle[bundle]()));
  const merged: Record<string, string> = Object.assign(
    {},
    ...loaded.map((module) => module.default),
    Object.hasOwn(brandStrings, locale) ? brandStrings[locale] : {},
  );
  delete merged.$schema;
  return merged;
}

/**
 * One translator per request (server) or page (browser): two requests for two sites must not share
 * a language. The strings are loaded before it is made, so the first render (and hydration)
 * already has every string it shows.
 */
export async function createI18n(
  locale: string,
  brandStrings: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
  bundles: readonly StringBundle[] = STRING_BUNDLES,
): Promise<Translator> {
  return createTranslator(locale, await stringsFor(locale, brandStrings, bundles));
}

/**
 * Loads the string bundles a page needs that the translator lacks, each once, into it (the
 * browser: a navigation to another kind of page brings that page's strings).
 */
export function bundleLoader(
  i18n: Translator,
  brandStrings: Readonly<Record<string, Readonly<Record<string, string>>>>,
  loaded: readonly StringBundle[],
): (bundles: readonly StringBundle[]) => Promise<void> {
  const have = new Map<StringBundle, Promise<void>>(
    loaded.map((bundle) => [bundle, Promise.resolve()]),
  );
  return async (bundles) => {
    await Promise.all(
      bundles.map((bundle) => {
        let loading = have.get(bundle);
        if (!loading) {
          loading = stringsFor(i18n.language, brandStrings, [bundle]).then((strings) =>
            i18n.add(strings),
          );
          // A failed load (the network) is tried again by the next navigation.
          loading.catch(() => have.delete(bundle));
          have.set(bundle, loading);
        }
        return loading;
      }),
    );
  };
}
