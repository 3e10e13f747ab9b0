import type {
  GlobalPreferences,
  PreferencesPatch,
  PrivacyLocation,
  SavedPreferences,
  WebPreferences,
} from '../../../schemas/api/generated/types.ts';
import { defineCall, requestOf } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import { preferencesConflict, preferencesMissing } from '../policy/preferences.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/** Preferences (shell spec §3.2, §7). */
const base = (site: SiteContext) => `${siteBase(site, 'profile', 'v0')}/me/preferences`;
const PREFERENCE_READS = ['getPreferences'];

/**
 * Creates the preferences from the site's language, country and currency (shell spec §4 profile
 * start-up); a 409 (they exist already) is logged and rethrown (§8).
 */
export const createPreferences = defineCall<NoParams, SavedPreferences>({
  operation: 'createPreferences',
  service: 'profile',
  audience: 'shopper',
  method: 'POST',
  path: base,
  body: (_params, site) => ({
    global: { language: site.language, country: site.countryCode, currency: site.currency },
  }),
  rules: [preferencesConflict],
  invalidates: PREFERENCE_READS,
});

/** Reads the preferences; a 404 creates them (shell spec §4, §8), answering the created ones. */
export const getPreferences = defineCall<NoParams, SavedPreferences>({
  operation: 'getPreferences',
  service: 'profile',
  audience: 'shopper',
  method: 'GET',
  path: base,
  rules: [preferencesMissing((site) => requestOf(createPreferences, {}, site))],
});

export const updateGlobalPreferences = defineCall<GlobalPreferences, SavedPreferences>({
  operation: 'updateGlobalPreferences',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${base(site)}/global`,
  body: (global) => global,
  invalidates: PREFERENCE_READS,
});

/** The web preferences carry interstitialDeclined (shell spec §7). */
export const updateWebPreferences = defineCall<WebPreferences, SavedPreferences>({
  operation: 'updateWebPreferences',
  service: 'profile',
  audience: 'shopper',
  method: 'PUT',
  path: (site) => `${base(site)}/web`,
  body: (web) => web,
  invalidates: PREFERENCE_READS,
});

/** Privacy opt-out sync: add ops on /global/privacyOptOutLocations (shell spec §4, §7). */
export const addPrivacyOptOutLocations = defineCall<
  { readonly locations: readonly PrivacyLocation[] },
  SavedPreferences
>({
  operation: 'addPrivacyOptOutLocations',
  service: 'profile',
  audience: 'shopper',
  method: 'PATCH',
  path: (site) => `${siteBase(site, 'profile', 'v1')}/me/preferences`,
  body: ({ locations }): PreferencesPatch => [
    { op: 'add', path: '/global/privacyOptOutLocations', value: locations },
  ],
  invalidates: PREFERENCE_READS,
});
