import { describe, expect, it } from 'vitest';
import {
  canSelfCancel,
  validCancellationReason,
} from '../../../../engine/domain/account/order-cancellation.ts';

const ON = { enabled: true, reasons: ['NO_LONGER_NEEDED', 'DUPLICATE_ORDER'] };

// shell spec §3.1 site config: selfCancellationEnabled, selfCancellationReasons
describe('canSelfCancel (shell spec §3.1)', () => {
  it.each([
    ['placed', ON, true],
    ['shipped', ON, false],
    ['delivered', ON, false],
    ['cancelled', ON, false],
    ['returned', ON, false],
    ['placed', { enabled: false, reasons: ON.reasons }, false],
    ['placed', { enabled: true, reasons: [] }, false],
    ['placed', undefined, false],
  ] as const)('%s with %j -> %s', (status, policy, expected) => {
    expect(canSelfCancel(status, policy)).toBe(expected);
  });
});

describe('validCancellationReason (shell spec §3.1)', () => {
  it.each([
    ['NO_LONGER_NEEDED', ON, true],
    ['DUPLICATE_ORDER', ON, true],
    ['', ON, false],
    ['ANYTHING_ELSE', ON, false],
    ['NO_LONGER_NEEDED', { enabled: false, reasons: ON.reasons }, false],
  ] as const)('%j -> %s', (reason, policy, expected) => {
    expect(validCancellationReason(reason, policy)).toBe(expected);
  });
});
