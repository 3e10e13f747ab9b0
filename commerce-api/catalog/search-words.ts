/** Words past this are ignored: each is one more condition on every product row. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search (designed; the engine normalises the same way before it asks,
 * engine/domain/search/search-query.ts): compatibility-normalised, lower case, split on anything
 * that is not a letter, digit, apostrophe or hyphen, duplicates dropped.
 */
export function searchWords(q: string): string[] {
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
