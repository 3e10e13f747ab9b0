/**
 * Missing translations of a brand (issue 15, verify): every string key the engine uses must be in
 * the engine's strings of each language the brand's sites speak, and every key the brand
 * overrides in one of its languages must be overridden in all of them; otherwise that language
 * shows the engine's generic text (or the bare key) where the brand wrote its own.
 */
export interface MissingString {
  readonly key: string;
  readonly locale: string;
  /** Whose strings lack it: the engine's locale file or the brand's. */
  readonly source: 'engine' | 'brand';
  /** For a brand key: the languages that do override it. */
  readonly overriddenIn?: readonly string[];
}

export interface StringTables {
  /** The languages of the brand's sites. */
  readonly locales: readonly string[];
  /** Keys the engine's code uses (literal `t('key')` calls). */
  readonly usedKeys: Iterable<string>;
  /** The engine's keys by locale. */
  readonly engine: Readonly<Record<string, ReadonlySet<string>>>;
  /** The brand's overrides by locale (a locale without a file is absent). */
  readonly brand: Readonly<Record<string, ReadonlySet<string>>>;
}

/** A key with plural forms is present when its `_other` form is. */
function has(keys: ReadonlySet<string> | undefined, key: string): boolean {
  return !!keys && (keys.has(key) || keys.has(`${key}_other`));
}

export function missingStrings(tables: StringTables): MissingString[] {
  const missing: MissingString[] = [];
  const used = [...new Set(tables.usedKeys)].sort();
  const brandKeys = new Set<string>();
  for (const locale of tables.locales) {
    for (const key of tables.brand[locale] ?? []) brandKeys.add(key);
  }
  for (const locale of tables.locales) {
    for (const key of used) {
      if (!has(tables.engine[locale], key)) missing.push({ key, locale, source: 'engine' });
    }
    for (const key of [...brandKeys].sort()) {
      if (tables.brand[locale]?.has(key)) continue;
      missing.push({
        key,
        locale,
        source: 'brand',
        overriddenIn: tables.locales.filter((other) => tables.brand[other]?.has(key)),
      });
    }
  }
  return missing;
}

/**
 * The literal keys of `t('key')` / `t("key", ...)` calls in a source text, comments left out (a
 * comment may show a call). A key built at run time cannot be checked here.
 */
export function translationKeysIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return [...code.matchAll(/\bt\(\s*(['"])([A-Za-z0-9_.-]+)\1/g)].map((match) => match[2]!);
}
