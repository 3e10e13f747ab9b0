import { describe, expect, it } from 'vitest';
import {
  addressRequest,
  draftOfAddress,
  EMPTY_ADDRESS,
  missingFields,
  problemsOfApiErrors,
} from '../../../../engine/domain/address/address-form.ts';

const FILLED = {
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Philadelphia',
  region: 'PA',
  postalCode: '19103',
  country: 'US',
  phoneNumber: '215 555 0100',
  email: 'ada@example.com',
};

describe('the API address codes on their fields (catalogue spec §3 address validation codes)', () => {
  it.each([
    ['address.region', 'REGION_INVALID_FOR_POSTAL_CODE', 'region', 'regionForPostalCode'],
    ['address.postalCode', 'POSTAL_CODE_INVALID_FOR_REGION', 'postalCode', 'postalCodeForRegion'],
    ['address.address1', 'ADDRESS1_TOO_LONG', 'address1', 'tooLong'],
    ['address.address2', 'ADDRESS2_TOO_LONG', 'address2', 'tooLong'],
    ['address.city', 'CITY_TOO_LONG', 'city', 'tooLong'],
    ['address.name.first', 'FIRST_NAME_TOO_LONG', 'firstName', 'tooLong'],
    ['address.name.last', 'LAST_NAME_TOO_LONG', 'lastName', 'tooLong'],
    ['address.postalCode', 'POSTAL_CODE_TOO_LONG', 'postalCode', 'tooLong'],
    ['address.phoneNumber', 'PHONE_NUMBER_TOO_LONG', 'phoneNumber', 'tooLong'],
    ['address.phoneNumber', 'PHONE_NUMBER_INVALID', 'phoneNumber', 'phoneInvalid'],
    ['address.region', 'REGION_INVALID', 'region', 'regionInvalid'],
    ['address.country', 'COUNTRY_NOT_SUPPORTED', 'country', 'countryNotShipped'],
    ['email', 'REQUIRED', 'email', 'required'],
  ])('%s %s → %s: %s', (field, code, formField, problem) => {
    expect(problemsOfApiErrors([{ field, code }])).toEqual({
      problems: { [formField]: problem },
      unplaced: 0,
    });
  });

  it('an error on a field the form does not have is counted for the page alert', () => {
    expect(problemsOfApiErrors([{ field: 'cart', code: 'CART_EMPTY' }])).toEqual({
      problems: {},
      unplaced: 1,
    });
  });

  it('the first problem of a field wins', () => {
    expect(
      problemsOfApiErrors([
        { field: 'address.region', code: 'REGION_INVALID' },
        { field: 'address.region', code: 'REGION_INVALID_FOR_POSTAL_CODE' },
      ]).problems,
    ).toEqual({ region: 'regionInvalid' });
  });
});

describe('what must be filled before the address is sent', () => {
  it('a filled form needs nothing', () => {
    expect(missingFields(FILLED, { hasRegions: true, needsEmail: true })).toEqual({});
  });
  it.each([
    ['firstName', { hasRegions: true, needsEmail: false }, { firstName: 'required' }],
    ['region', { hasRegions: true, needsEmail: false }, { region: 'required' }],
    ['region', { hasRegions: false, needsEmail: false }, {}],
    ['address2', { hasRegions: true, needsEmail: false }, {}],
    ['email', { hasRegions: true, needsEmail: true }, { email: 'required' }],
    ['email', { hasRegions: true, needsEmail: false }, {}],
  ] as const)('%s left blank, %j → %j', (field, options, expected) => {
    expect(missingFields({ ...FILLED, [field]: '  ' }, options)).toEqual(expected);
  });
  it('a guest email of the wrong shape', () => {
    expect(
      missingFields({ ...FILLED, email: 'ada@' }, { hasRegions: true, needsEmail: true }),
    ).toEqual({ email: 'email' });
  });
});

describe('the shipping-address body and back', () => {
  it('trims, leaves out empty optional parts, carries a guest email', () => {
    expect(addressRequest({ ...FILLED, firstName: ' Ada ', address2: ' ' }, true)).toEqual({
      address: {
        name: { first: 'Ada', last: 'Lovelace' },
        address1: '1 Main St',
        city: 'Philadelphia',
        region: 'PA',
        postalCode: '19103',
        country: 'US',
        phoneNumber: '215 555 0100',
      },
      email: 'ada@example.com',
    });
    expect(addressRequest(FILLED, false)).not.toHaveProperty('email');
  });
  it('an address the API holds fills the form again', () => {
    const { address, email } = addressRequest(FILLED, true);
    expect(draftOfAddress(address, email ?? null)).toEqual({ ...FILLED, address2: '' });
  });
});
