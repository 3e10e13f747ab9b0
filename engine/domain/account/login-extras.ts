/**
 * What the login modal adds per brand and site (shell spec §6): "a loyalty vendor is set for one
 * brand; loyalty sign-up at login shows for some locales; gender capture at login for one brand".
 */

/**
 * Loyalty sign-up is offered at login when the site's switch is on (switches.loyaltySignupAtLogin),
 * the brand has a loyalty programme (loyalty.vendor) and the locale is one of
 * brand.loyalty.signupLocales.
 */
export function loyaltySignupOffered(input: {
  readonly switchOn: boolean;
  readonly vendor: string;
  readonly signupLocales: readonly string[];
  readonly locale: string;
}): boolean {
  return input.switchOn && input.vendor !== 'none' && input.signupLocales.includes(input.locale);
}

/** The genders an account may state (schemas/api registration), "prefer not to say" last. */
export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'UNKNOWN'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * The gender a new account is registered with: none when the brand does not capture it
 * (switches.genderCaptureAtLogin off), else the choice, an unknown or missing one as UNKNOWN.
 */
export function registrationGender(
  captured: boolean,
  choice: string | undefined,
): Gender | undefined {
  if (!captured) return undefined;
  return (GENDERS as readonly string[]).includes(choice ?? '') ? (choice as Gender) : 'UNKNOWN';
}

/**
 * The profile read of the rewards page (GET /me query loyalty, shell spec §7): with
 * flags.enableLoyaltyUpdates the loyalty account is asked for, so the page shows the member's
 * number beside the awards; without it the page shows the awards only.
 */
export function rewardsProfileQuery(loyaltyUpdates: boolean): { readonly loyalty?: true } {
  return loyaltyUpdates ? { loyalty: true } : {};
}
