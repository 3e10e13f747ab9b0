import { describe, expect, it } from 'vitest';
import { addressBook } from '../../../../engine/domain/account/address-book.ts';
import { cardSummary } from '../../../../engine/domain/account/saved-card.ts';

// A fixed "now": 15 June 2026, local time.
const NOW = new Date(2026, 5, 15, 12, 0, 0);

// shell spec §3.2 Payment (expirationMonth, expirationYear), §5 "Card expiry is past when the year
// is earlier than now or same year with earlier month"
describe('cardSummary (shell spec §3.2, §5)', () => {
  it.each([
    [6, 2026, { expiry: '06/26', expired: false }],
    [5, 2026, { expiry: '05/26', expired: true }],
    [12, 2025, { expiry: '12/25', expired: true }],
    [1, 2027, { expiry: '01/27', expired: false }],
    [11, 2031, { expiry: '11/31', expired: false }],
  ])('%i/%i -> %j', (month, year, expected) => {
    expect(cardSummary(month, year, NOW)).toEqual(expected);
  });
});

// shell spec §3.2 Address wrapper (address, visible) and Profile defaultShippingAddressId
describe('addressBook (shell spec §3.2)', () => {
  const a = { id: 'a', visible: true };
  const b = { id: 'b', visible: true };
  const hidden = { id: 'h', visible: false };
  it.each([
    ['default first', [a, b], 'b', ['b', 'a']],
    ['no default: saved order', [a, b], undefined, ['a', 'b']],
    ['hidden entries are not shown', [a, hidden, b], 'h', ['a', 'b']],
    ['an unknown default changes nothing', [a, b], 'zz', ['a', 'b']],
  ] as const)('%s', (_name, entries, defaultId, expected) => {
    expect(addressBook(entries, defaultId).map((entry) => entry.id)).toEqual(expected);
  });
});
