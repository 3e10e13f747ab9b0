import { createPreferencesCall } from '../endpoints/preferences.ts';
import { OPERATION } from '../operations.ts';
import type { PolicyRule } from './types.ts';

/**
 * Preferences answering 404 are created from the site's language, country and currency (shell
 * spec §4 "Profile start-up", §8), and the created preferences are the answer.
 */
export const preferencesMissing: PolicyRule = {
  name: 'preferences-missing',
  async decide({ error, call }, context) {
    if (error.status !== 404 || call.operation !== OPERATION.getPreferences) return undefined;
    return { kind: 'resolve', value: await context.send(createPreferencesCall(context.site)) };
  },
};

/** A 409 on creating preferences (they exist already) is logged and rethrown (shell spec §8). */
export const preferencesConflict: PolicyRule = {
  name: 'preferences-conflict',
  decide({ error, call }, context) {
    if (error.status !== 409 || call.operation !== OPERATION.createPreferences) return undefined;
    context.logger.error('Preferences already exist; not created', error.logFields());
    return { kind: 'reject' };
  },
};
