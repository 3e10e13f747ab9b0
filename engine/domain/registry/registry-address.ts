import type {
  PostalAddress,
  RegistryShippingAddress,
} from '../../../schemas/api/generated/types.ts';
import type { AddressDraft, AddressProblems } from '../address/address-form.ts';
import { EMPTY_ADDRESS, missingFields, problemsOfApiErrors } from '../address/address-form.ts';

/**
 * A registry's pre- and post-event shipping addresses as its owner edits them (catalogue spec §3
 * Registry: addresses; registries exist only for country US): the address form's draft both ways,
 * the rules checked before sending (the API's create-registry schema limits, a US ZIP code), the
 * API's field errors placed on the form's fields, and what a stale version hid.
 */
export type RegistryAddressKind = 'preEvent' | 'postEvent';

export const REGISTRY_ADDRESS_KINDS: readonly RegistryAddressKind[] = ['preEvent', 'postEvent'];

/** The API's body key of each address. */
export const REGISTRY_ADDRESS_KEY = {
  preEvent: 'pre_event_shipping_address',
  postEvent: 'post_event_shipping_address',
} as const satisfies Record<RegistryAddressKind, string>;

interface WithAddresses {
  readonly pre_event_shipping_address?: RegistryShippingAddress | null;
  readonly post_event_shipping_address?: RegistryShippingAddress | null;
}

export const addressOf = (
  registry: WithAddresses,
  kind: RegistryAddressKind,
): RegistryShippingAddress | undefined => registry[REGISTRY_ADDRESS_KEY[kind]] ?? undefined;

/** The form filled from the address (an empty US form when there is none yet). */
export function draftOfRegistryAddress(address: RegistryShippingAddress | undefined): AddressDraft {
  if (!address) return { ...EMPTY_ADDRESS, country: 'US' };
  return {
    ...EMPTY_ADDRESS,
    firstName: address.first_name,
    lastName: address.last_name,
    address1: address.address_line_1,
    address2: address.address_line_2 ?? '',
    city: address.city,
    region: address.region,
    postalCode: address.postal_code,
    country: 'US',
    phoneNumber: address.phone ?? '',
  };
}

/** The API's address from a draft with no problems. */
export function registryAddressOfDraft(draft: AddressDraft): RegistryShippingAddress {
  const line2 = draft.address2.trim();
  const phone = draft.phoneNumber.trim();
  return {
    first_name: draft.firstName.trim(),
    last_name: draft.lastName.trim(),
    address_line_1: draft.address1.trim(),
    ...(line2 ? { address_line_2: line2 } : {}),
    city: draft.city.trim(),
    region: draft.region,
    postal_code: draft.postalCode.trim(),
    country_code: 'US',
    ...(phone ? { phone } : {}),
  };
}

/** The create-registry schema's limits per field. */
const LIMITS: Partial<Record<keyof AddressDraft, number>> = {
  firstName: 40,
  lastName: 40,
  address1: 60,
  address2: 60,
  city: 40,
};
const US_ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^[0-9+() .-]{7,20}$/;

/**
 * What must be fixed before sending: the names, line 1, the city, a state, a ZIP code of the US
 * shape; lengths within the API's limits; a phone, when given, of 7 to 20 phone characters. The
 * state matching the ZIP code is the API's answer (REGION_INVALID_FOR_POSTAL_CODE).
 */
export function registryAddressProblems(draft: AddressDraft): AddressProblems {
  const problems: Record<string, AddressProblems[keyof AddressProblems]> = {
    ...missingFields(draft, { hasRegions: true, needsEmail: false, needsPhone: false }),
  };
  for (const [field, max] of Object.entries(LIMITS) as [keyof AddressDraft, number][]) {
    if (!problems[field] && [...draft[field].trim()].length > max) problems[field] = 'tooLong';
  }
  if (!problems.postalCode && !US_ZIP.test(draft.postalCode.trim())) {
    problems.postalCode = 'postalCodeInvalid';
  }
  const phone = draft.phoneNumber.trim();
  if (phone && !PHONE.test(phone)) problems.phoneNumber = 'phoneInvalid';
  return problems as AddressProblems;
}

/** The registry API's field names within an address to the address form's API names. */
const API_FIELD: Readonly<Record<string, string>> = {
  first_name: 'address.name.first',
  last_name: 'address.name.last',
  address_line_1: 'address.address1',
  address_line_2: 'address.address2',
  city: 'address.city',
  region: 'address.region',
  postal_code: 'address.postalCode',
  phone: 'address.phoneNumber',
};

/**
 * The API's field errors about this address (`pre_event_shipping_address.region`, ...) placed on
 * the form's fields with the address codes' messages; errors about anything else are counted.
 */
export function registryAddressApiProblems(
  kind: RegistryAddressKind,
  errors: readonly { readonly field: string; readonly code: string }[],
): { problems: AddressProblems; unplaced: number } {
  const prefix = `${REGISTRY_ADDRESS_KEY[kind]}.`;
  return problemsOfApiErrors(
    errors.map((error) => {
      const own = error.field.startsWith(prefix) ? error.field.slice(prefix.length) : undefined;
      const field = own !== undefined && Object.hasOwn(API_FIELD, own) ? API_FIELD[own] : '';
      return { field: field ?? '', code: error.code };
    }),
  );
}

const same = (a: RegistryShippingAddress | undefined, b: RegistryShippingAddress | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a stale version hid (catalogue spec §4: "a stale version tells the owner what changed and
 * loses nothing"): for the address being edited, whether the reloaded registry now has another
 * address there ('changed'), none any more ('removed'), or the same ('otherChanged': something
 * else of the registry moved on, such as its gifts).
 */
export function addressChangeAfterConflict(
  kind: RegistryAddressKind,
  before: WithAddresses,
  after: WithAddresses,
): 'changed' | 'removed' | 'otherChanged' {
  const was = addressOf(before, kind);
  const now = addressOf(after, kind);
  if (same(was, now)) return 'otherChanged';
  return now ? 'changed' : 'removed';
}

/** The address in the address book's shape, for the envelope-style address lines. */
export function postalOfRegistryAddress(address: RegistryShippingAddress): PostalAddress {
  return {
    name: { first: address.first_name, last: address.last_name },
    address1: address.address_line_1,
    ...(address.address_line_2 ? { address2: address.address_line_2 } : {}),
    city: address.city,
    region: address.region,
    postalCode: address.postal_code,
    country: 'US',
  };
}
