import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../engine/domain/query-string.ts';
import {
  isValidMultiValueRefinement,
  isValidRangeRefinement,
  parseMultiValue,
  parseRanges,
} from '../../../engine/domain/validation/refinements.ts';

describe('query-string parser (shell spec §5)', () => {
  it('splits comma values into lists', () => {
    expect(parseQuery('?color=red,blue&page=2')).toEqual({ color: ['red', 'blue'], page: '2' });
  });
  it('turns plus into a space', () => {
    expect(parseQuery('q=summer+dress')).toEqual({ q: 'summer dress' });
  });
  it('gives an empty string for bad encoding', () => {
    expect(parseQuery('q=%E0%A4%A&x=1')).toEqual({ q: '', x: '1' });
  });
  it('keeps tilde values for multi-value refinements', () => {
    expect(parseQuery('size=tops~s,tops~m')).toEqual({ size: ['tops~s', 'tops~m'] });
    expect(parseMultiValue('tops~s')).toEqual({ parentValue: 'tops', value: 's' });
    expect(isValidMultiValueRefinement('tops')).toBe(false);
  });
  it('drops keys that would reach a prototype (DESIGN §8)', () => {
    const parsed = parseQuery('__proto__=1&constructor=2&ok=3');
    expect(Object.keys(parsed)).toEqual(['ok']);
  });
  it.each([
    ['0-50', [{ low: 0, high: 50 }]],
    [
      '0-50,100-200',
      [
        { low: 0, high: 50 },
        { low: 100, high: 200 },
      ],
    ],
    ['50', undefined],
    ['0-', undefined],
    ['a-b', undefined],
  ])('range %s', (text, expected) => {
    expect(isValidRangeRefinement(text) ? parseRanges(text) : undefined).toEqual(expected);
  });
});
