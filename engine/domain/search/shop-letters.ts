/** The group of names that do not start with a letter (digits, symbols). */
export const OTHER_LETTER = '#';

export interface LetterGroup<T> {
  readonly letter: string;
  readonly shops: readonly T[];
}

/**
 * A brand or seller index (catalogue spec §1 /brands, /sellers): names in the site language's
 * alphabetical order, grouped by their first letter without its accent ("Éclat" under E); names
 * that start with anything else come first, under OTHER_LETTER.
 */
export function groupByLetter<T extends { readonly displayName: string }>(
  shops: readonly T[],
  locale: string,
): LetterGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...shops].sort((a, b) => collator.compare(a.displayName, b.displayName));
  const groups = new Map<string, T[]>();
  for (const shop of sorted) {
    const first = shop.displayName.trim().normalize('NFD').charAt(0).toLocaleUpperCase(locale);
    const letter = /^\p{L}$/u.test(first) ? first : OTHER_LETTER;
    groups.set(letter, [...(groups.get(letter) ?? []), shop]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === OTHER_LETTER ? -1 : b === OTHER_LETTER ? 1 : collator.compare(a, b)))
    .map(([letter, members]) => ({ letter, shops: members }));
}
