import { describe, expect, it } from 'vitest';
import {
  selectionRequestOf,
  selectionSearch,
} from '../../../../engine/domain/selection/selection-query.ts';

// Issue 11: "the selection kept in the URL so a shared link opens the same choice"; DESIGN §8: every
// query string is hostile.
describe('selection in the URL (issue 11)', () => {
  it.each([
    [
      'all four',
      { color: '030', fit: 'petite', size: 'M', quantity: '3' },
      { color: '030', fit: 'petite', size: 'M', quantity: 3 },
    ],
    ['a list keeps its first item', { color: ['030', '040'] }, { color: '030' }],
    ['blank values are ignored', { color: '  ', size: '' }, {}],
    ['an over-long value is ignored', { size: 'x'.repeat(65) }, {}],
    ['quantity 0 is ignored', { quantity: '0' }, {}],
    ['quantity -2 is ignored', { quantity: '-2' }, {}],
    ['quantity 2.5 is ignored', { quantity: '2.5' }, {}],
    ['quantity 1e3 is ignored', { quantity: '1e3' }, {}],
  ])('%s', (_name, query, expected) => {
    const request = selectionRequestOf(query);
    expect(Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined))).toEqual(
      expected,
    );
  });

  it.each([
    ['', { color: '030', size: 'M', quantity: 1 }, '?color=030&size=M'],
    [
      '?utm=x&size=S',
      { color: '030', fit: 'tall', size: 'L T', quantity: 3 },
      '?utm=x&color=030&fit=tall&size=L+T&quantity=3',
    ],
    ['?color=030', { quantity: 1 }, ''],
  ])('from %j writes %j', (current, chosen, expected) => {
    expect(selectionSearch(current, chosen)).toBe(expected);
  });
});
