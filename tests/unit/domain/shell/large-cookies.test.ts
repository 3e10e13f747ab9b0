import { describe, expect, it } from 'vitest';
import { largeCookieLogDue, largeCookies } from '../../../../engine/domain/shell/large-cookies.ts';

const big = 'x'.repeat(501);
const DAY = 86_400_000;

// shell spec §9 (large-cookie check: over 500 characters, urbn_ names excepted, 7 days)
describe('the large-cookie check (shell spec §9)', () => {
  it.each<[string, string[]]>([
    ['small=1; other=2', []],
    [`big=${big}`, ['big']],
    [`big=${'x'.repeat(500)}`, []],
    [`urbn_session=${big}; tracker=${big}`, ['tracker']],
    [`a_urbn_b=${big}`, []],
    ['novalue; =x', []],
  ])('%s', (header, expected) => {
    expect(largeCookies(header, 500)).toEqual(expected);
  });

  it.each<[number | undefined, number, boolean]>([
    [undefined, 0, true],
    [Number.NaN, 0, true],
    [0, 6 * DAY, false],
    [0, 7 * DAY, true],
    [10 * DAY, 0, true],
  ])('last logged %s, now %d: due %s', (last, now, expected) => {
    expect(largeCookieLogDue(last, now, 7)).toBe(expected);
  });
});
