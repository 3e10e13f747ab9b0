import { describe, expect, it } from 'vitest';
import {
  addressChangeAfterConflict,
  draftOfRegistryAddress,
  registryAddressApiProblems,
  registryAddressOfDraft,
  registryAddressProblems,
} from '../../../../engine/domain/registry/registry-address.ts';

const address = {
  first_name: 'Sam',
  last_name: 'Lee',
  address_line_1: '1 Main St',
  city: 'Philadelphia',
  region: 'PA',
  postal_code: '19103',
  country_code: 'US' as const,
};

describe('registry addresses (catalogue spec §3 Registry: pre- and post-event addresses, US only)', () => {
  it('fills the form from the address and gives the same address back, trimmed', () => {
    const draft = draftOfRegistryAddress(address);
    expect(draft).toMatchObject({ firstName: 'Sam', postalCode: '19103', country: 'US' });
    expect(registryAddressOfDraft({ ...draft, city: ' Philadelphia ' })).toEqual(address);
    expect(draftOfRegistryAddress(undefined)).toMatchObject({ country: 'US', address1: '' });
  });

  it('asks for the names, line 1, city, state and a US ZIP code; keeps to the API limits', () => {
    expect(registryAddressProblems(draftOfRegistryAddress(undefined))).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      address1: 'required',
      city: 'required',
      region: 'required',
      postalCode: 'required',
    });
    const draft = draftOfRegistryAddress(address);
    expect(registryAddressProblems(draft)).toEqual({});
    expect(registryAddressProblems({ ...draft, postalCode: 'SW1A 1AA' })).toEqual({
      postalCode: 'postalCodeInvalid',
    });
    expect(registryAddressProblems({ ...draft, city: 'x'.repeat(41) })).toEqual({
      city: 'tooLong',
    });
  });

  it("places the API's address codes (§3 address validation codes) on this address's fields only", () => {
    const placed = registryAddressApiProblems('postEvent', [
      { field: 'post_event_shipping_address.region', code: 'REGION_INVALID_FOR_POSTAL_CODE' },
      { field: 'pre_event_shipping_address.postal_code', code: 'POSTAL_CODE_INVALID_FOR_REGION' },
    ]);
    expect(placed).toEqual({ problems: { region: 'regionForPostalCode' }, unplaced: 1 });
  });

  it('tells what a stale version hid at the address edited (§4: tells the owner what changed)', () => {
    const moved = { ...address, city: 'Austin', region: 'TX', postal_code: '78701' };
    const before = { pre_event_shipping_address: address, post_event_shipping_address: null };
    expect(
      addressChangeAfterConflict('preEvent', before, { pre_event_shipping_address: moved }),
    ).toBe('changed');
    expect(
      addressChangeAfterConflict('preEvent', before, { pre_event_shipping_address: null }),
    ).toBe('removed');
    expect(addressChangeAfterConflict('postEvent', before, { ...before })).toBe('otherChanged');
  });
});
