import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import { regionsOfPostalCode } from '../carts/postal-regions.ts';

/** A registry shipping address as the API carries it (schemas/api/registry/create-registry). */
export interface RegistryAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly address_line_1: string;
  readonly address_line_2?: string;
  readonly city: string;
  readonly region: string;
  readonly postal_code: string;
  readonly country_code?: 'US';
  readonly phone?: string;
}

/**
 * The US address checks the schema cannot make (catalogue spec §3 "Address validation codes"):
 * a region of the US, and a region that matches the postal code (REGION_INVALID_FOR_POSTAL_CODE;
 * a ZIP code of no state is POSTAL_CODE_INVALID_FOR_REGION). `prefix` is the address's place in
 * the body, so the engine says each problem at its field. Empty when the address is good.
 */
export function registryAddressErrors(
  address: RegistryAddress,
  prefix: string,
  usRegions: readonly string[],
): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, code: string, message: string) =>
    errors.push({ field: `${prefix}.${field}`, code, message });
  for (const field of ['first_name', 'last_name', 'address_line_1', 'city'] as const) {
    if (address[field].trim() === '') add(field, 'REQUIRED', `${prefix}.${field} is required.`);
  }
  if (usRegions.length > 0 && !usRegions.includes(address.region)) {
    add('region', 'REGION_INVALID', 'Choose a state of the US.');
    return errors;
  }
  const owners = regionsOfPostalCode('US', address.postal_code) ?? [];
  if (owners.length === 0) {
    add(
      'postal_code',
      'POSTAL_CODE_INVALID_FOR_REGION',
      `The ZIP code ${address.postal_code} is not valid for ${address.region}.`,
    );
  } else if (!owners.includes(address.region)) {
    add(
      'region',
      'REGION_INVALID_FOR_POSTAL_CODE',
      `The state does not match the ZIP code ${address.postal_code}.`,
    );
  }
  return errors;
}

/** The address as kept: trimmed, country US, optional lines only when given. */
export function keptAddress(address: RegistryAddress): RegistryAddress {
  const line2 = address.address_line_2?.trim();
  const phone = address.phone?.trim();
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    address_line_1: address.address_line_1.trim(),
    ...(line2 ? { address_line_2: line2 } : {}),
    city: address.city.trim(),
    region: address.region,
    postal_code: address.postal_code,
    country_code: 'US',
    ...(phone ? { phone } : {}),
  };
}

/** Throws the 400 with every address's field errors together. */
export function assertAddresses(errors: readonly FieldError[]): void {
  if (errors.length > 0) {
    throw badRequest('VALIDATION_ERROR', errors.map((entry) => entry.message).join(' '), errors);
  }
}
