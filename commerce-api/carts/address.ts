import type { ApiSiteConfig } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';
import { postalCodeShapeValid, regionsOfPostalCode } from './postal-regions.ts';

/** An address as the profile and checkout calls carry it (shell spec §3.2). */
export interface ShippingAddress {
  readonly name: { readonly first: string; readonly last: string };
  readonly address1: string;
  readonly address2?: string;
  readonly city: string;
  readonly region?: string;
  readonly postalCode: string;
  readonly country: string;
  readonly phoneNumber: string;
}

/**
 * Field length caps behind the spec's too-long codes (catalogue spec §3): carriers print 35
 * characters of an address line, and a phone number has at most 15 digits (E.164).
 */
export const ADDRESS_LIMITS = {
  firstName: 30,
  lastName: 30,
  address1: 35,
  address2: 35,
  city: 35,
  postalCode: 10,
  phoneNumber: 15,
} as const;

interface SiteCountry {
  readonly countryCode: string;
  readonly isShipping?: boolean;
  readonly regions?: readonly { readonly regionCode: string }[];
}

/** Trimmed, phone stripped to digits (shell spec §5), postal code and codes upper-cased. */
export function normalizeAddress(address: ShippingAddress): ShippingAddress {
  const address2 = address.address2?.trim();
  return {
    name: { first: address.name.first.trim(), last: address.name.last.trim() },
    address1: address.address1.trim(),
    ...(address2 ? { address2 } : {}),
    city: address.city.trim(),
    ...(address.region ? { region: address.region.trim().toUpperCase() } : {}),
    postalCode: address.postalCode.trim().toUpperCase(),
    country: address.country.trim().toUpperCase(),
    phoneNumber: address.phoneNumber.replace(/\D/g, ''),
  };
}

/**
 * The address checks with the spec's codes: region invalid for postal code, postal code invalid for
 * region, and a too-long code per field. `prefix` is the address's place in the body.
 */
export function checkAddress(
  address: ShippingAddress,
  site: ApiSiteConfig,
  prefix = 'address.',
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, code: string, message: string) =>
    errors.push({ field: prefix + field, code, message });
  const tooLong = (
    field: string,
    value: string | undefined,
    max: number,
    code: string,
    label: string,
  ) => {
    if (value !== undefined && value.length > max)
      add(field, code, `${label} is longer than ${max} characters.`);
  };
  tooLong(
    'name.first',
    address.name.first,
    ADDRESS_LIMITS.firstName,
    'FIRST_NAME_TOO_LONG',
    'The first name',
  );
  tooLong(
    'name.last',
    address.name.last,
    ADDRESS_LIMITS.lastName,
    'LAST_NAME_TOO_LONG',
    'The last name',
  );
  tooLong(
    'address1',
    address.address1,
    ADDRESS_LIMITS.address1,
    'ADDRESS1_TOO_LONG',
    'Address line 1',
  );
  tooLong(
    'address2',
    address.address2,
    ADDRESS_LIMITS.address2,
    'ADDRESS2_TOO_LONG',
    'Address line 2',
  );
  tooLong('city', address.city, ADDRESS_LIMITS.city, 'CITY_TOO_LONG', 'The city');
  tooLong(
    'postalCode',
    address.postalCode,
    ADDRESS_LIMITS.postalCode,
    'POSTAL_CODE_TOO_LONG',
    'The postal code',
  );
  if (address.phoneNumber.length > ADDRESS_LIMITS.phoneNumber) {
    add(
      'phoneNumber',
      'PHONE_NUMBER_TOO_LONG',
      `The phone number has more than ${ADDRESS_LIMITS.phoneNumber} digits.`,
    );
  } else if (address.phoneNumber.length < 7) {
    add('phoneNumber', 'PHONE_NUMBER_INVALID', 'The phone number needs at least 7 digits.');
  }
  for (const [field, value] of [
    ['name.first', address.name.first],
    ['name.last', address.name.last],
    ['address1', address.address1],
    ['city', address.city],
  ] as const) {
    if (value === '') add(field, 'REQUIRED', `${prefix}${field} is required.`);
  }
  const countries = (site as unknown as { countries?: readonly SiteCountry[] }).countries ?? [];
  const country = countries.find((entry) => entry.countryCode === address.country);
  if (!country || country.isShipping === false) {
    add('country', 'COUNTRY_NOT_SUPPORTED', `This site does not ship to ${address.country}.`);
    return errors;
  }
  const regions = (country.regions ?? []).map((region) => region.regionCode);
  if (regions.length > 0 && !regions.includes(address.region ?? '')) {
    add('region', 'REGION_INVALID', `Choose a state or region of ${address.country}.`);
    return errors;
  }
  if (address.postalCode.length > ADDRESS_LIMITS.postalCode) return errors;
  const postalCodeInvalid = () =>
    add(
      'postalCode',
      'POSTAL_CODE_INVALID_FOR_REGION',
      `The postal code is not valid for ${address.region ?? address.country}.`,
    );
  if (!postalCodeShapeValid(address.country, address.postalCode)) {
    postalCodeInvalid();
    return errors;
  }
  const owners = regionsOfPostalCode(address.country, address.postalCode);
  if (owners === undefined || regions.length === 0) return errors;
  if (owners.length === 0) postalCodeInvalid();
  else if (!owners.includes(address.region ?? '')) {
    // The postal code names a real region, just not the one chosen: the region is what is wrong.
    add(
      'region',
      'REGION_INVALID_FOR_POSTAL_CODE',
      `The state or region does not match the postal code ${address.postalCode}.`,
    );
  }
  return errors;
}
