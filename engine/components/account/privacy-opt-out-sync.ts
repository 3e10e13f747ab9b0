import { apiQuery, callApi } from '../../api/index.ts';
import { addPrivacyOptOutLocations, getPreferences } from '../../api/calls/preferences.ts';
import type { SavedPreferences } from '../../../schemas/api/generated/types.ts';
import {
  OPT_OUT_COOKIE,
  optOutCookieValue,
  optOutMaxAgeSeconds,
  optOutSync,
  parseOptOutCookie,
} from '../../domain/account/privacy-opt-out.ts';
import type { OptOutLocation } from '../../domain/account/privacy-opt-out.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { readCookie, writeCookie } from '../shell/services/browser-cookies.ts';

const synced = new WeakMap<AppEnv['queryClient'], Promise<void>>();

/**
 * The privacy opt-out step of profile start-up (shell spec §4): the cookie's region codes and the
 * profile's opt-out locations are made one list, patched to the profile when it lacks one, and
 * the cookie written again for limits.cookies.optOutDays. Browser only (the cookie is the
 * browser's); once per page lifetime. A failed patch is warned about and keeps the cookie: the
 * shopper's opt-out is never lost, and the account page still opens.
 */
export function syncPrivacyOptOut(env: AppEnv, preferences?: SavedPreferences): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let run = synced.get(env.queryClient);
  if (!run) {
    run = sync(env, preferences);
    synced.set(env.queryClient, run);
  }
  return run;
}

async function sync(env: AppEnv, known: SavedPreferences | undefined): Promise<void> {
  const { api, queryClient, site } = env;
  const query = apiQuery(api, getPreferences, {});
  try {
    const preferences = known ?? (await queryClient.fetchQuery(query));
    const { patch, cookie } = optOutSync(
      parseOptOutCookie(readCookie(OPT_OUT_COOKIE)),
      preferences.global.privacyOptOutLocations ?? [],
    );
    if (cookie.length > 0) {
      writeCookie(
        OPT_OUT_COOKIE,
        optOutCookieValue(cookie),
        optOutMaxAgeSeconds(site.limits.cookies.optOutDays),
      );
    }
    if (patch) {
      queryClient.setQueryData(
        query.queryKey,
        await callApi(api, addPrivacyOptOutLocations, { locations: patch }),
      );
    }
  } catch (error) {
    console.warn('[storefront:account] The privacy opt-out could not be synced', error);
  }
}

/** "US-CA" for a location (the settings' opt-out form names its choices by it). */
export { optOutCode } from '../../domain/account/privacy-opt-out.ts';

/**
 * The shopper opts out in one more location ("Do Not Sell or Share My Personal Information" in
 * the account settings, shell spec §4): the cookie first, with the union of what it held and the
 * profile's, for limits.cookies.optOutDays (the choice holds on this device whatever happens next),
 * then the profile's global opt-out locations by one patch when they lack it. A failed patch
 * throws, the cookie kept: the next start-up syncs it.
 */
export async function optOutIn(
  env: AppEnv,
  location: OptOutLocation,
  onProfile: readonly OptOutLocation[],
): Promise<void> {
  const { api, queryClient, site } = env;
  const { patch, cookie } = optOutSync(
    [...parseOptOutCookie(readCookie(OPT_OUT_COOKIE)), location],
    onProfile,
  );
  writeCookie(
    OPT_OUT_COOKIE,
    optOutCookieValue(cookie),
    optOutMaxAgeSeconds(site.limits.cookies.optOutDays),
  );
  if (patch) {
    queryClient.setQueryData(
      apiQuery(api, getPreferences, {}).queryKey,
      await callApi(api, addPrivacyOptOutLocations, { locations: patch }),
    );
  }
}
