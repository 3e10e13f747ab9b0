import { describe, expect, it } from 'vitest';
import {
  pointerToFieldId,
  problemsToErrorTree,
  problemText,
} from '../../../studio/client/problem-errors.ts';
import type { StudioProblem } from '../../../studio/client/problem-errors.ts';

const problem = (pointer: string, message = 'is wrong'): StudioProblem => ({
  code: 'schema.enum',
  file: 'brand-configs/acme/sites/acme-uk.json',
  line: 3,
  column: 5,
  pointer,
  message,
});

// issue 16: every problem of `storefront validate` is shown at its field.
describe('problemsToErrorTree', () => {
  it.each([
    ['/currency', { currency: { __errors: ['is wrong'] } }],
    ['', { __errors: ['is wrong'] }],
    [
      '/banners/0/headlineText/en-US',
      { banners: { 0: { headlineText: { 'en-US': { __errors: ['is wrong'] } } } } },
    ],
    ['/a~1b/c~0d', { 'a/b': { 'c~d': { __errors: ['is wrong'] } } }],
    ['/__proto__/x', { __errors: ['is wrong'] }],
    ['/custom/constructor', { custom: { __errors: ['is wrong'] } }],
  ])('%s', (pointer, tree) => {
    expect(problemsToErrorTree([problem(pointer)])).toEqual(tree);
  });

  it('gathers several problems of one field and of its children', () => {
    expect(
      problemsToErrorTree([problem('/currency', 'one'), problem('/currency', 'two'), problem('')]),
    ).toEqual({ __errors: ['is wrong'], currency: { __errors: ['one', 'two'] } });
  });

  it('never touches Object.prototype', () => {
    problemsToErrorTree([problem('/__proto__/polluted')]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('pointerToFieldId', () => {
  it.each([
    ['', 'root'],
    ['/currency', 'root_currency'],
    ['/banners/0/id', 'root_banners_0_id'],
  ])('%s -> %s', (pointer, id) => {
    expect(pointerToFieldId(pointer)).toBe(id);
  });
});

describe('problemText', () => {
  it('says what was found and what to do, as the validator does', () => {
    expect(
      problemText({
        ...problem('/currency', 'must be one of GBP'),
        found: '"EUR"',
        suggestion: 'Add it.',
      }),
    ).toBe('must be one of GBP (found "EUR"). Add it.');
  });
});
