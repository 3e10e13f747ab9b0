import { describe, expect, it } from 'vitest';
import {
  normalStylistId,
  shortName,
  stylistView,
} from '../../../commerce-api/carts/stylist-payment.ts';

// Issue 12, pay with your stylist: the confirmation names the stylist by first name and last
// initial only, and the cart and order show no more of them than the ID and that short name.
describe("the stylist's short name", () => {
  it.each([
    [{ first: 'Taylor', last: 'Brooks' }, 'Taylor B.'],
    [{ first: ' Taylor ', last: ' brooks ' }, 'Taylor B.'],
    [{ first: 'Zoë', last: 'Østergaard' }, 'Zoë Ø.'],
    [{ first: 'Taylor' }, 'Taylor'],
    [{ last: 'Brooks' }, 'B.'],
    [undefined, ''],
    [{ first: 42, last: null }, ''],
  ])('%j: %j', (name, expected) => {
    expect(shortName(name as { first?: unknown; last?: unknown } | undefined)).toBe(expected);
  });

  it('the view leaves out the stylist user id', () => {
    expect(
      stylistView({
        userId: 'u-1',
        stylistId: 'STY-AN-0421',
        name: 'Taylor B.',
        status: 'awaiting',
      }),
    ).toEqual({ stylistId: 'STY-AN-0421', name: 'Taylor B.', status: 'awaiting' });
    expect(stylistView({ userId: 'u-1', stylistId: 'STY-AN-0421', name: 'Taylor B.' })).toEqual({
      stylistId: 'STY-AN-0421',
      name: 'Taylor B.',
    });
  });

  it('IDs are matched trimmed and in capitals', () => {
    expect(normalStylistId(' sty-an-0421 ')).toBe('STY-AN-0421');
  });
});
