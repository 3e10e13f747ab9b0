import { describe, expect, it } from 'vitest';
import { normaliseSearch } from '../../../../engine/domain/search/search-query.ts';
import { searchTitleWords } from '../../../../engine/domain/search/search-title.ts';

/**
 * The search page's title and heading say `Search results for "q"` (catalogue spec §1 /search;
 * issue 11 item 4): the words tidied (hostile input: control characters, long pastes) and cut.
 */
describe('search title words (catalogue spec §1 /search, DESIGN §8 hostile query)', () => {
  it.each([
    ['short words are kept', 'linen dress', 'linen dress'],
    ['exactly the maximum is kept', 'a'.repeat(60), 'a'.repeat(60)],
    [
      'a long search is cut at a word with an ellipsis',
      'velvet midi dress with long sleeves and a bow at the back for the holidays',
      'velvet midi dress with long sleeves and a bow at the back…',
    ],
    ['one long word is cut inside it', 'x'.repeat(80), `${'x'.repeat(60)}…`],
    [
      'markup stays text (the renderer escapes it)',
      '<script>alert(1)</script>',
      '<script>alert(1)</script>',
    ],
    ['astral characters are not split', '🌿'.repeat(61), `${'🌿'.repeat(60)}…`],
  ])('%s', (_rule, text, expected) => {
    expect(searchTitleWords(text)).toBe(expected);
  });

  it('takes the tidied search: control characters and runs of spaces are gone first', () => {
    expect(searchTitleWords(normaliseSearch('linen\u0000\u200b  dress\n').text)).toBe(
      'linen dress',
    );
  });
});
