import { normalizeTaxId, taxIdValid } from './tax-id.ts';

/**
 * The checkout's shipping-address form as pure rules: its fields, what must be filled before the
 * address is sent, and where the commerce API's address codes (catalogue spec §3 "Address
 * validation codes": region invalid for postal code, postal code invalid for region, a too-long code
 * per field) are shown. The API decides validity; the form only shows its answer on the field.
 */

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'country',
  'phoneNumber',
  'email',
  'taxId',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressDraft = Readonly<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressDraft = Object.freeze(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>,
);

/** The message key of a problem on a field (engine/i18n/locales: checkout.address.error.*). */
export type AddressProblem =
  | 'required'
  | 'email'
  | 'tooLong'
  | 'regionForPostalCode'
  | 'postalCodeForRegion'
  | 'postalCodeInvalid'
  | 'regionInvalid'
  | 'phoneInvalid'
  | 'countryNotShipped'
  | 'taxIdInvalid';

/** The API's field names (schemas/api/checkout/address.schema.json) to the form's fields. */
const API_FIELDS: Readonly<Record<string, AddressField>> = {
  'address.name.first': 'firstName',
  'address.name.last': 'lastName',
  'address.address1': 'address1',
  'address.address2': 'address2',
  'address.city': 'city',
  'address.region': 'region',
  'address.postalCode': 'postalCode',
  'address.country': 'country',
  'address.phoneNumber': 'phoneNumber',
  'address.taxId': 'taxId',
  email: 'email',
};

/** The API's address codes (commerce-api/carts/address.ts) to the problem shown on the field. */
const API_CODES: Readonly<Record<string, AddressProblem>> = {
  REQUIRED: 'required',
  FIRST_NAME_TOO_LONG: 'tooLong',
  LAST_NAME_TOO_LONG: 'tooLong',
  ADDRESS1_TOO_LONG: 'tooLong',
  ADDRESS2_TOO_LONG: 'tooLong',
  CITY_TOO_LONG: 'tooLong',
  POSTAL_CODE_TOO_LONG: 'tooLong',
  PHONE_NUMBER_TOO_LONG: 'tooLong',
  PHONE_NUMBER_INVALID: 'phoneInvalid',
  REGION_INVALID_FOR_POSTAL_CODE: 'regionForPostalCode',
  POSTAL_CODE_INVALID_FOR_REGION: 'postalCodeForRegion',
  // The address book's postal code shape per country (commerce-api/profile/address-rules.ts).
  POSTAL_CODE_INVALID: 'postalCodeInvalid',
  REGION_INVALID: 'regionInvalid',
  COUNTRY_NOT_SUPPORTED: 'countryNotShipped',
  TAX_ID_REQUIRED: 'required',
  TAX_ID_INVALID: 'taxIdInvalid',
};

export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

/**
 * The API's field errors placed on the form's fields; the first problem of a field wins. An error
 * on a field the form does not have (or a code it does not know) is left for the page's alert.
 */
export function problemsOfApiErrors(
  errors: readonly { readonly field: string; readonly code: string }[],
): { problems: AddressProblems; unplaced: number } {
  const problems: Record<string, AddressProblem> = {};
  let unplaced = 0;
  for (const error of errors) {
    const field = Object.hasOwn(API_FIELDS, error.field) ? API_FIELDS[error.field] : undefined;
    const problem = Object.hasOwn(API_CODES, error.code) ? API_CODES[error.code] : undefined;
    if (!field) unplaced += 1;
    else if (!(field in problems)) problems[field] = problem ?? 'required';
  }
  return { problems, unplaced };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * What the shopper must still fill before the address is sent: the names, line 1, the city, the
 * postal code, the phone (unless not asked), a region where the country has regions, a guest's
 * email, and a tax id in the country's shape where the site asks for one (shell spec §3.1
 * taxIdShippingCountries).
 */
export function missingFields(
  draft: AddressDraft,
  options: {
    readonly hasRegions: boolean;
    readonly needsEmail: boolean;
    readonly needsTaxId?: boolean;
    /** Deliveries need a phone (the default); a mailed catalogue does not. */
    readonly needsPhone?: boolean;
  },
): AddressProblems {
  const problems: Record<string, AddressProblem> = {};
  const required: AddressField[] = ['firstName', 'lastName', 'address1', 'city', 'postalCode'];
  if (options.needsPhone !== false) required.push('phoneNumber');
  if (options.hasRegions) required.push('region');
  for (const field of required) if (draft[field].trim() === '') problems[field] = 'required';
  if (options.needsEmail) {
    const email = draft.email.trim();
    if (email === '') problems.email = 'required';
    else if (email.length > 254 || !EMAIL.test(email)) problems.email = 'email';
  }
  if (options.needsTaxId) {
    const taxId = (draft.taxId ?? '').trim();
    if (taxId === '') problems.taxId = 'required';
    else if (!taxIdValid(draft.country, taxId)) problems.taxId = 'taxIdInvalid';
  }
  return problems;
}

/**
 * The shipping-address call's body from the form (schemas/api/checkout/shipping-address); the tax
 * id only when the site asks for one for the country (`withTaxId`).
 */
export function addressRequest(draft: AddressDraft, withEmail: boolean, withTaxId = false) {
  const address2 = draft.address2.trim();
  const region = draft.region.trim();
  const taxId = withTaxId ? normalizeTaxId(draft.taxId ?? '') : '';
  return {
    address: {
      name: { first: draft.firstName.trim(), last: draft.lastName.trim() },
      address1: draft.address1.trim(),
      ...(address2 ? { address2 } : {}),
      city: draft.city.trim(),
      ...(region ? { region } : {}),
      postalCode: draft.postalCode.trim(),
      country: draft.country.trim(),
      phoneNumber: draft.phoneNumber.trim(),
      ...(taxId ? { taxId } : {}),
    },
    ...(withEmail && draft.email.trim() ? { email: draft.email.trim() } : {}),
  };
}

/** The form filled from an address the API holds (the cart's, or a saved one). */
export function draftOfAddress(
  address: {
    readonly name: { readonly first: string; readonly last: string };
    readonly address1: string;
    readonly address2?: string;
    readonly city: string;
    readonly region?: string;
    readonly postalCode: string;
    readonly country: string;
    readonly phoneNumber?: string;
    readonly taxId?: string;
  },
  email: string | null,
): AddressDraft {
  return {
    firstName: address.name.first,
    lastName: address.name.last,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    region: address.region ?? '',
    postalCode: address.postalCode,
    country: address.country,
    phoneNumber: address.phoneNumber ?? '',
    email: email ?? '',
    taxId: address.taxId ?? '',
  };
}
