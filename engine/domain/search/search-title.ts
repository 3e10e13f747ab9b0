/**
 * The words a search's title and heading show (catalogue spec §1 /search; DESIGN §8 a query string
 * is hostile): the tidied search (normaliseSearch) cut to `max` characters at a word, with an
 * ellipsis, so a pasted paragraph cannot fill a browser tab or push the results off the screen.
 * Pure; escaping is the renderer's (React, the document head), never done here twice.
 */
export const SEARCH_TITLE_MAX = 60;

export function searchTitleWords(text: string, max = SEARCH_TITLE_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  const kept = (space >= max / 2 ? cut.slice(0, space) : cut).trimEnd();
  return `${kept}…`;
}
