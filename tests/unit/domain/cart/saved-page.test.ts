import { describe, expect, it } from 'vitest';
import { savedPageOf } from '../../../../engine/domain/cart/saved-page.ts';

/** Catalogue spec §3 save-for-later pages; DESIGN §8: the query string is hostile. */
describe('the saved-for-later page in the URL', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['999', 999],
    ['1000', 1],
    ['0', 1],
    ['-1', 1],
    ['2.5', 1],
    ['2abc', 1],
    ['<script>', 1],
  ] as const)('%s is page %s', (value, page) => {
    expect(savedPageOf(value)).toBe(page);
  });
});
