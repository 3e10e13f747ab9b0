import type { ApiBrandConfig } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import { stripToDigits } from '../payments/card-rules.ts';
import type { SiteCountry } from './site-fields.ts';
import { siteConfigFields } from './site-fields.ts';

export interface Address {
  name: { first: string; last: string };
  address1: string;
  address2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phoneNumber?: string;
}

/** Postal code shapes for the countries the brands ship to; others are checked for length only. */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
};

/** The countries any site of the brand ships to or bills in: one address book serves them all. */
function brandCountries(brand: ApiBrandConfig): Map<string, SiteCountry> {
  const countries = new Map<string, SiteCountry>();
  for (const site of Object.values(brand.sites)) {
    for (const country of siteConfigFields(site).countries ?? []) {
      if (!countries.has(country.countryCode)) countries.set(country.countryCode, country);
    }
  }
  return countries;
}

/**
 * The address rules JSON Schema cannot express (catalogue spec §3 "Address validation codes"):
 * a country the brand serves, a region of that country, a postal code of the country's shape.
 * Returns the address as it is kept: trimmed, phone number stripped to digits (shell spec §5).
 * Field errors are named under `prefix` (empty for a form whose address fields are top-level).
 */
export function checkAddress(brand: ApiBrandConfig, address: Address, prefix = 'address'): Address {
  const errors: FieldError[] = [];
  const error = (field: string, code: string, message: string) =>
    errors.push({ field: prefix ? `${prefix}.${field}` : field, code, message });
  const country = brandCountries(brand).get(address.country);
  if (!country) {
    error(
      'country',
      'COUNTRY_NOT_SUPPORTED',
      `${brand.settings.name} does not deliver to ${address.country}.`,
    );
  }
  const regions = country?.regions ?? [];
  const region = address.region?.trim() ?? '';
  if (regions.length > 0 && !regions.some((entry) => entry.regionCode === region)) {
    error('region', 'REGION_INVALID', `Choose a region of ${country?.name ?? address.country}.`);
  }
  const postalCode = address.postalCode.trim().toUpperCase();
  const shape = POSTAL_CODES[address.country];
  if (shape && !shape.test(postalCode)) {
    error(
      'postalCode',
      'POSTAL_CODE_INVALID',
      `The postal code is not valid for ${address.country}.`,
    );
  }
  const phoneNumber = address.phoneNumber ? stripToDigits(address.phoneNumber) : '';
  if (address.phoneNumber && (phoneNumber.length < 7 || phoneNumber.length > 15)) {
    error('phoneNumber', 'PHONE_NUMBER_INVALID', 'The phone number needs 7 to 15 digits.');
  }
  if (errors.length > 0) {
    throw badRequest('VALIDATION_ERROR', errors.map((entry) => entry.message).join(' '), errors);
  }
  return {
    name: { first: address.name.first.trim(), last: address.name.last.trim() },
    address1: address.address1.trim(),
    ...(address.address2?.trim() ? { address2: address.address2.trim() } : {}),
    city: address.city.trim(),
    ...(region ? { region } : {}),
    postalCode,
    country: address.country,
    ...(phoneNumber ? { phoneNumber } : {}),
  };
}
