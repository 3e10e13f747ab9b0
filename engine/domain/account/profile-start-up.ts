/**
 * Profile start-up (shell spec §4 "Profile start-up", §8): load the profile, then load the
 * preferences, creating them from the site's language, country and currency when the read answers
 * 404; a 409 on that creation (they exist already) is logged and rethrown. Then the privacy opt-out
 * is processed and the profile is ready. The steps are given (the API calls, the logger), so the
 * order and the error rules are tested without a server.
 */

export interface StartUpSteps<Profile, Preferences> {
  readonly loadProfile: () => Promise<Profile>;
  readonly loadPreferences: () => Promise<Preferences>;
  readonly createPreferences: (initial: InitialPreferences) => Promise<Preferences>;
  /** Syncs the opt-out regions kept in the cookie (shell spec §4 "Privacy opt-out"). */
  readonly processPrivacyOptOut?: (profile: Profile, preferences: Preferences) => Promise<void>;
  readonly logError: (message: string, error: unknown) => void;
}

export interface InitialPreferences {
  readonly language: string;
  readonly country: string;
  readonly currency: string;
}

export interface ReadyProfile<Profile, Preferences> {
  readonly profile: Profile;
  readonly preferences: Preferences;
  readonly ready: true;
}

/** What a failed preferences call means for start-up (shell spec §8). */
export type PreferencesFailure = 'create' | 'conflict' | 'fail';

export function preferencesFailure(step: 'read' | 'create', status: number | undefined) {
  if (step === 'read' && status === 404) return 'create' satisfies PreferencesFailure;
  if (step === 'create' && status === 409) return 'conflict' satisfies PreferencesFailure;
  return 'fail' satisfies PreferencesFailure;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

export async function startProfile<Profile, Preferences>(
  steps: StartUpSteps<Profile, Preferences>,
  site: InitialPreferences,
): Promise<ReadyProfile<Profile, Preferences>> {
  const profile = await steps.loadProfile();
  let preferences: Preferences;
  try {
    preferences = await steps.loadPreferences();
  } catch (error) {
    if (preferencesFailure('read', statusOf(error)) !== 'create') throw error;
    try {
      preferences = await steps.createPreferences({
        language: site.language,
        country: site.country,
        currency: site.currency,
      });
    } catch (creation) {
      if (preferencesFailure('create', statusOf(creation)) === 'conflict') {
        steps.logError('[storefront:account] Preferences already exist; not created', creation);
      }
      throw creation;
    }
  }
  await steps.processPrivacyOptOut?.(profile, preferences);
  return { profile, preferences, ready: true };
}
