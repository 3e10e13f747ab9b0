import { describe, expect, it } from 'vitest';
import { storeMapUrl } from '../../../../engine/domain/pickup/store-map-link.ts';

// Issue 13: "Third-party services the spec names (... maps ...) are registry slots with a
// harmless default": the default map is a link to the store's coordinates, no script.
describe("a store's map link (shell spec §1 maps service, issue 13)", () => {
  it('marks the store and centres the map on it', () => {
    expect(storeMapUrl(39.9526, -75.1652)).toBe(
      'https://www.openstreetmap.org/?mlat=39.9526&mlon=-75.1652#map=16/39.9526/-75.1652',
    );
  });

  it.each([
    [undefined, 2],
    [null, 2],
    ['39.9', 2],
    [Number.NaN, 2],
    [91, 2],
    [10, 181],
  ])('has none for coordinates %s, %s', (lat, lng) => {
    expect(storeMapUrl(lat, lng)).toBeUndefined();
  });
});
