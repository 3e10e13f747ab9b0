import { describe, expect, it } from 'vitest';
import { groupByLetter, OTHER_LETTER } from '../../../../engine/domain/search/shop-letters.ts';

/** The brand and seller index pages (catalogue spec §1 /brands, /sellers; issue 11: alphabetical, grouped by letter). */
const shops = (...names: string[]) => names.map((displayName) => ({ displayName }));
const letters = (names: string[], locale = 'en-US') =>
  groupByLetter(shops(...names), locale).map((group) => [
    group.letter,
    group.shops.map((shop) => shop.displayName),
  ]);

describe('brand and seller index: alphabetical, grouped by letter (catalogue spec §1)', () => {
  it.each([
    [
      'sorted in each letter, letters in order',
      ['Beta', 'alpha', 'Azure'],
      [
        ['A', ['alpha', 'Azure']],
        ['B', ['Beta']],
      ],
    ],
    [
      'an accented initial is filed under its letter',
      ['Éclat', 'Etta'],
      [['E', ['Éclat', 'Etta']]],
    ],
    [
      'digits and symbols come first under #',
      ['Zed', '3 Sisters', '&Other'],
      [
        [OTHER_LETTER, ['&Other', '3 Sisters']],
        ['Z', ['Zed']],
      ],
    ],
    ['numbers sort by value', ['Studio 10', 'Studio 9'], [['S', ['Studio 9', 'Studio 10']]]],
    ['nothing gives no group', [], []],
  ])('%s', (_rule, names, expected) => {
    expect(letters(names)).toEqual(expected);
  });

  it('files an umlaut under its base letter, as German indexes do (de-DE)', () => {
    expect(letters(['Zebra', 'Ärmel', 'Apfel'], 'de-DE')).toEqual([
      ['A', ['Apfel', 'Ärmel']],
      ['Z', ['Zebra']],
    ]);
  });
});
