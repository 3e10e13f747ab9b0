/** Catalogue spec §5: "Address lookup suggestions offered only for US, GB, FR, DE, AU, CA". */
export const ADDRESS_LOOKUP_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'AU', 'CA'] as const;
export type AddressLookupCountry = (typeof ADDRESS_LOOKUP_COUNTRIES)[number];

/** Characters typed before suggestions are asked for (the API's minimum). */
export const ADDRESS_LOOKUP_MIN_CHARS = 3;

export function isAddressLookupCountry(country: string): country is AddressLookupCountry {
  return (ADDRESS_LOOKUP_COUNTRIES as readonly string[]).includes(country);
}

export interface AddressLookupSituation {
  /** The site's switch (switches.addressLookup): the site offers lookup at all. */
  readonly siteSwitch: boolean;
  /** The feature flag (flags.enableAddressAutocomplete): lookup is switched on at run time. */
  readonly flag: boolean;
  /** The country the address form is for. */
  readonly country: string;
}

/**
 * Whether the address step offers lookup suggestions: the site's switch and the run-time flag are
 * both on, and the form's country is one the spec lists.
 */
export function addressLookupOffered({
  siteSwitch,
  flag,
  country,
}: AddressLookupSituation): boolean {
  return siteSwitch && flag && isAddressLookupCountry(country);
}

/** The option after `current` when moving by `step` (1 down, -1 up) through `count`, wrapping. */
export function nextActiveOption(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
