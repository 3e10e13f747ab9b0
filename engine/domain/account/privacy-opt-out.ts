/**
 * Privacy opt-out (shell spec §4 "Privacy opt-out", §3 cookies "privacy opt-out", §7 PATCH
 * /global/privacyOptOutLocations, §9 "Opt-out cookie one year"): the region codes a shopper opted
 * out in are kept in a cookie for limits.cookies.optOutDays and synced to the profile at profile
 * start-up. The cookie is the browser's (hostile): only well-formed codes, a bounded number, count.
 */

/** The cookie's name: a first-party cookie (sf_*), kept when third-party cookies are cleared. */
export const OPT_OUT_COOKIE = 'sf_privacy_optout';

/** The profile keeps at most 100 opt-out locations (schemas/api preferences-global). */
export const MAX_OPT_OUT_LOCATIONS = 100;

export interface OptOutLocation {
  readonly countryCode: string;
  readonly regionCode?: string;
}

const CODE = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;

/** A location as the cookie writes it: "US-CA", or "FR" for a whole country. */
export function optOutCode(location: OptOutLocation): string {
  return location.regionCode
    ? `${location.countryCode}-${location.regionCode}`
    : location.countryCode;
}

/** The locations in a cookie value ("US-CA,US-CO"): well-formed codes once each, bounded. */
export function parseOptOutCookie(value: string | undefined): OptOutLocation[] {
  if (!value || value.length > 2_000) return [];
  const seen = new Set<string>();
  const locations: OptOutLocation[] = [];
  for (const part of value.split(',')) {
    const match = CODE.exec(part.trim().toUpperCase());
    if (!match || seen.has(match[0])) continue;
    seen.add(match[0]);
    locations.push(
      match[2] ? { countryCode: match[1]!, regionCode: match[2] } : { countryCode: match[1]! },
    );
    if (locations.length === MAX_OPT_OUT_LOCATIONS) break;
  }
  return locations;
}

/** The cookie value for these locations. */
export function optOutCookieValue(locations: readonly OptOutLocation[]): string {
  return locations.map(optOutCode).join(',');
}

/** The cookie's max-age in seconds for limits.cookies.optOutDays. */
export function optOutMaxAgeSeconds(days: number): number {
  return Math.max(1, Math.floor(days)) * 86_400;
}

/**
 * What start-up does with the cookie's and the profile's opt-outs: the profile gets the union by
 * one patch when the cookie holds a location it lacks (none when it has them all), and the cookie
 * is written again with the union (renewing its days; an opt-out made on another device comes here).
 */
export function optOutSync(
  cookie: readonly OptOutLocation[],
  profile: readonly OptOutLocation[],
): { readonly patch: OptOutLocation[] | undefined; readonly cookie: OptOutLocation[] } {
  const union: OptOutLocation[] = [];
  const seen = new Set<string>();
  for (const location of [...profile, ...cookie]) {
    const code = optOutCode(location);
    if (seen.has(code) || union.length === MAX_OPT_OUT_LOCATIONS) continue;
    seen.add(code);
    union.push(
      location.regionCode
        ? { countryCode: location.countryCode, regionCode: location.regionCode }
        : { countryCode: location.countryCode },
    );
  }
  const onProfile = new Set(profile.map(optOutCode));
  const missing = union.some((location) => !onProfile.has(optOutCode(location)));
  return { patch: missing ? union : undefined, cookie: union };
}
