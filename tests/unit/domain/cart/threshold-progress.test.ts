import { describe, expect, it } from 'vitest';
import { thresholdPercent } from '../../../../engine/domain/cart/threshold-progress.ts';

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
