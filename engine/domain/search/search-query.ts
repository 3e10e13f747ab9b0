import { parseQuery } from '../query-string.ts';

/** The longest search the storefront sends or shows; longer input is cut at a word (hostile input). */
export const MAX_SEARCH_LENGTH = 100;
/** Words past this are dropped: each is one more condition on every product row. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchQuery {
  /** What the shopper typed, tidied: shown on the page (always as text) and sent as q. */
  readonly text: string;
  /** Lower-case words: what matches, and the search redirect's key. */
  readonly words: readonly string[];
}

/**
 * A search query from the shopper (catalogue spec §1 /search; DESIGN §8 a query string is hostile):
 * compatibility-normalised (NFKC), control and format characters removed, white space collapsed,
 * cut to MAX_SEARCH_LENGTH at a word boundary. Its words are split on anything but letters,
 * digits, apostrophes and hyphens, lower-cased, kept once, at most MAX_SEARCH_WORDS.
 */
export function normaliseSearch(raw: string | readonly string[] | undefined): SearchQuery {
  const joined = typeof raw === 'string' ? raw : (raw ?? []).join(',');
  let text = joined
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    const cut = text.slice(0, MAX_SEARCH_LENGTH + 1);
    const space = cut.lastIndexOf(' ');
    text = (space > 0 ? cut.slice(0, space) : cut.slice(0, MAX_SEARCH_LENGTH)).trim();
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word.length > 0);
  return { text, words: [...new Set(words)].slice(0, MAX_SEARCH_WORDS) };
}

/** The search of a /search URL's query string (`q`, with the query-string rules of shell spec §5). */
export function searchOfQuery(search: string): SearchQuery {
  return normaliseSearch(parseQuery(search).q);
}

/**
 * The path the search redirect lookup is asked for (catalogue spec §7 POST redirects/searches,
 * requestPath): /search/ and the words joined by hyphens ("New Arrivals" -> /search/new-arrivals),
 * so merchandisers key a search's landing page like any old path. Undefined for no word.
 */
export function searchRedirectPath(query: SearchQuery): string | undefined {
  if (query.words.length === 0) return undefined;
  return `/search/${query.words.map((word) => encodeURIComponent(word)).join('-')}`;
}
