import { describe, expect, it } from 'vitest';
import { quickShipLines } from '../../../../engine/domain/cart/quickship.ts';

const quick = { id: 'a', isQuickShip: true };
const slow = { id: 'b', isQuickShip: false };
const unknown: { id: string; isQuickShip?: boolean } = { id: 'c' };

// catalogue spec §5: "Per-site switches: ... quickship display ..."; §3 shipping quickShipRegions
describe('quick ship lines on the delivery step (catalogue spec §5 quickship display switch)', () => {
  it.each([
    ['switch on: the quick-ship lines', true, 'STANDARD', ['a']],
    ['switch on, express', true, 'EXPRESS', ['a']],
    ['switch on, nothing chosen yet', true, undefined, ['a']],
    ['switch off: none', false, 'STANDARD', []],
    ['store pickup: not shipped, none', true, 'PICKUP', []],
    ['email delivery: none', true, 'EMAIL', []],
  ] as const)('%s', (_name, display, option, expected) => {
    expect(quickShipLines([quick, slow, unknown], display, option).map((line) => line.id)).toEqual(
      expected,
    );
  });
});
