import { pluralRules } from '../domain/intl-cache.ts';

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`... by the locale's rules) and fills {{count}}. */
  readonly count?: number;
  /** The text when the key has none. */
  readonly defaultValue?: string;
  /** Values for the text's {{name}} placeholders. */
  readonly [name: string]: unknown;
}

/** One locale's engine strings, brand overrides included: what components translate with. */
export interface Translator {
  readonly language: string;
  t(key: string, options?: TranslateOptions): string;
  /** More strings, from a bundle loaded later (engine/domain/string-bundles.ts). */
  add(strings: Readonly<Record<string, string>>): void;
  /** Whether the engine (or the brand) has this key in the bundles loaded so far. */
  has(key: string): boolean;
  /**
   * The same strings (bundles added later included) with these replacing theirs: the content
   * service's localised text for one site (engine/app/ssr/localised-text.ts).
   */
  overlay(text: Readonly<Record<string, string>>): Translator;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The engine's strings are flat keys ("header.cartLink") with {{name}} placeholders and plural
 * forms as `_one`/`_other` (and `_few`/`_many` where a language has them), chosen by Intl's
 * plural rules. That is all the UI uses; a general i18n library (i18next and its React binding,
 * 16 kB gzip) was a tenth of the first-load JavaScript budget (issue 9). Values are inserted as
 * text: React escapes them when it renders.
 */
export function createTranslator(
  language: string,
  strings: Readonly<Record<string, string>>,
): Translator {
  return translatorOf(language, { ...strings }, {});
}

function translatorOf(
  language: string,
  table: Record<string, string>,
  text: Readonly<Record<string, string>>,
): Translator {
  const lookup = (key: string): string | undefined =>
    Object.hasOwn(text, key) ? text[key] : Object.hasOwn(table, key) ? table[key] : undefined;
  return {
    language,
    add(more) {
      Object.assign(table, more);
    },
    has: (key) => Object.hasOwn(table, key),
    overlay: (more) => translatorOf(language, table, { ...text, ...more }),
    t(key, options = {}) {
      const { count, defaultValue } = options;
      const text =
        (typeof count === 'number'
          ? (lookup(`${key}_${pluralRules(language).select(count)}`) ?? lookup(`${key}_other`))
          : undefined) ??
        lookup(key) ??
        defaultValue ??
        key;
      return text.replace(PLACEHOLDER, (placeholder, name: string) => {
        const value = options[name];
        return value === undefined || value === null ? placeholder : String(value);
      });
    },
  };
}
