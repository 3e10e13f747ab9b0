import { describe, expect, it } from 'vitest';
import { FRESH, KEPT, negotiate } from '../../../engine/server/compression.ts';

/** Issue 9 Deliver §1: pages are compressed once, in the best encoding the client takes. */
describe('encoding negotiation (issue 9)', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0.0', undefined],
    [undefined, undefined],
  ])('%s -> %s (a kept copy: brotli first)', (header, encoding) => {
    expect(negotiate(header, KEPT)).toBe(encoding);
  });

  it('a fresh page: gzip first, brotli when it is all the client takes', () => {
    expect(negotiate('br, gzip', FRESH)).toBe('gzip');
    expect(negotiate('br', FRESH)).toBe('br');
    expect(negotiate('identity', FRESH)).toBeUndefined();
  });
});
