import { describe, expect, it } from 'vitest';
import { offersPickup } from '../../../../engine/domain/pickup/offers-pickup.ts';

// catalogue spec §3 Store: inStorePickUp (SLA, instructions, pickUpService)
describe('a store offers pickup (catalogue spec §3 Store inStorePickUp)', () => {
  it.each([
    ['in-store service', { pickUpService: ['IN_STORE'] }, true],
    ['curbside and in-store', { enabled: true, pickUpService: ['IN_STORE', 'CURBSIDE'] }, true],
    ['pickup switched off', { enabled: false, pickUpService: ['IN_STORE'] }, false],
    ['no service named', { enabled: true, pickUpService: [] }, false],
    ['no details at all (empty for a store without pickup)', {}, false],
    ['nothing', undefined, false],
  ])('%s → %s', (_name, pickup, expected) => {
    expect(offersPickup(pickup)).toBe(expected);
  });
});
