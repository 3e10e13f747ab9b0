import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryWindow,
  showsDeliveryDates,
} from '../../../../engine/domain/cart/delivery-dates.ts';

// Issue 12 "delivery dates where enabled": site.deliveryDate.destinationCountries.
const US_SITE = { deliveryDate: { destinationCountries: ['US'] } };
const NONE = { deliveryDate: { destinationCountries: [] } };

describe('which options show delivery dates (issue 12)', () => {
  it.each([
    [US_SITE, 'US', 'STANDARD', true],
    [US_SITE, 'US', 'EXPRESS', true],
    [US_SITE, 'US', 'OVERNIGHT', true],
    [US_SITE, 'US', 'PICKUP', false],
    [US_SITE, 'US', 'EMAIL', false],
    [US_SITE, 'CA', 'STANDARD', false],
    [US_SITE, undefined, 'STANDARD', false],
    [NONE, 'US', 'STANDARD', false],
  ] as const)('%j to %s, %s: %s', (site, country, option, shown) => {
    expect(showsDeliveryDates(site, country, option)).toBe(shown);
  });
});

describe('business days from today (issue 12)', () => {
  const day = (iso: string) => new Date(`${iso}T15:00:00Z`);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  it.each([
    // Wednesday 2026-12-02
    ['2026-12-02', 0, '2026-12-02'],
    ['2026-12-02', 1, '2026-12-03'],
    ['2026-12-02', 2, '2026-12-04'],
    ['2026-12-02', 3, '2026-12-07'],
    ['2026-12-02', 5, '2026-12-09'],
    // Friday, Saturday and Sunday: the next business day is Monday.
    ['2026-12-04', 1, '2026-12-07'],
    ['2026-12-05', 1, '2026-12-07'],
    ['2026-12-06', 1, '2026-12-07'],
    // Across a month and a year.
    ['2026-12-30', 3, '2027-01-04'],
  ] as const)('%s + %i business days is %s', (from, count, expected) => {
    expect(iso(addBusinessDays(day(from), count))).toBe(expected);
  });

  it('gives the window of an option', () => {
    const window = deliveryWindow(day('2026-11-27'), { min: 3, max: 5 });
    expect([iso(window.from), iso(window.to)]).toEqual(['2026-12-02', '2026-12-04']);
  });
});
