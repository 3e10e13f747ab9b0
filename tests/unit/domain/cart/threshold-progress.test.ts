import { describe, expect, it } from 'vitest';
import {
  freeShippingThreshold,
  thresholdPercent,
} from '../../../../engine/domain/cart/threshold-progress.ts';

/** Shell spec §3.3 (maxThreshold) and §4: the progress towards the threshold banner's maximum. */
describe('threshold progress (shell spec §3.3, §4)', () => {
  it.each([
    ['empty cart', 0, 100, 0],
    ['a quarter', 25, 100, 25],
    ['rounds down: never says reached before it is', 99.99, 100, 99],
    ['reached', 100, 100, 100],
    ['beyond', 180, 100, 100],
    ['a threshold of 0 is always met', 10, 0, 100],
    ['a negative subtotal is no progress', -5, 100, 0],
  ] as const)('%s', (_name, subtotal, max, percent) => {
    expect(thresholdPercent(subtotal, max)).toBe(percent);
  });
});

/** Flag enableFreeShipProgressBar: the threshold is the site's running threshold banner's maximum. */
describe('free-shipping threshold from the cart threshold banner (shell spec §3.3)', () => {
  const now = Date.parse('2026-11-27');
  const threshold = (extra: Record<string, unknown>) => ({
    type: 'globalPromoCartThresholdBanner',
    maxThreshold: 150,
    ...extra,
  });
  it.each([
    ['the banner of the site', [threshold({ sites: ['an-us'] })], 150],
    ['whatever its minThreshold', [threshold({ minThreshold: 50 })], 150],
    ['not another type', [{ type: 'globalPromoContentBanner', maxThreshold: 10 }], undefined],
    ["not another site's", [threshold({ sites: ['an-uk'] })], undefined],
    ['not one that ended', [threshold({ endDate: '2026-11-01T00:00:00Z' })], undefined],
    ['not one not started', [threshold({ startDate: '2026-12-01T00:00:00Z' })], undefined],
    ['the first that runs', [threshold({ sites: ['x'] }), threshold({ maxThreshold: 99 })], 99],
    ['none', [], undefined],
  ] as const)('%s', (_name, banners, expected) => {
    expect(freeShippingThreshold(banners, 'an-us', now)).toBe(expected);
  });
});
