import { segment } from '../call.ts';
import type { ApiCall } from '../call.ts';
import type { ApiClient } from '../client.ts';
import { OPERATION } from '../operations.ts';
import type { SiteContext } from '../site-context.ts';
import type { Preferences, PrivacyLocation } from '../types/profile.ts';

/** Preferences (shell spec §7). A 404 on reading creates them (policy/preferences.ts). */
const base = (site: SiteContext) => `/profile/v0/${segment(site.siteId)}/me/preferences`;

/** Creating preferences from the site's language, country and currency (shell spec §4). */
export function createPreferencesCall(site: SiteContext): ApiCall {
  return {
    operation: OPERATION.createPreferences,
    method: 'POST',
    path: base(site),
    body: {
      global: { language: site.language, country: site.countryCode, currency: site.currency },
    },
  };
}

export function getPreferences(client: ApiClient, signal?: AbortSignal): Promise<Preferences> {
  return client.request({
    operation: OPERATION.getPreferences,
    method: 'GET',
    path: base(client.site),
    signal,
  });
}

export function createPreferences(client: ApiClient): Promise<Preferences> {
  return client.request(createPreferencesCall(client.site));
}

export function updateGlobalPreferences(
  client: ApiClient,
  global: Preferences['global'],
): Promise<Preferences> {
  return client.request({
    operation: 'updateGlobalPreferences',
    method: 'PUT',
    path: `${base(client.site)}/global`,
    body: global,
  });
}

/** The web preferences carry interstitialDeclined (shell spec §7). */
export function updateWebPreferences(
  client: ApiClient,
  web: { interstitialDeclined: boolean },
): Promise<Preferences> {
  return client.request({
    operation: 'updateWebPreferences',
    method: 'PUT',
    path: `${base(client.site)}/web`,
    body: web,
  });
}

/** Privacy opt-out sync: add ops on /global/privacyOptOutLocations (shell spec §4, §7). */
export function addPrivacyOptOutLocations(
  client: ApiClient,
  locations: readonly PrivacyLocation[],
): Promise<Preferences> {
  return client.request({
    operation: 'addPrivacyOptOutLocations',
    method: 'PATCH',
    path: `/profile/v1/${segment(client.site.siteId)}/me/preferences`,
    body: [{ op: 'add', path: '/global/privacyOptOutLocations', value: locations }],
  });
}
