import type { PolicyRule, RuledCall } from './types.ts';
import type { SiteContext } from '../site-context.ts';

/**
 * Preferences answering 404 are created from the site's language, country and currency (shell
 * spec §4 "Profile start-up", §8), and the created preferences are the answer. The creating call
 * is the reading call's declaration's to give (calls/preferences.ts).
 */
export function preferencesMissing(create: (site: SiteContext) => RuledCall): PolicyRule {
  return {
    name: 'preferences-missing',
    async decide({ error }, context) {
      if (error.status !== 404) return undefined;
      return { kind: 'resolve', value: await context.send(create(context.site)) };
    },
  };
}

/** A 409 on creating preferences (they exist already) is logged and rethrown (shell spec §8). */
export const preferencesConflict: PolicyRule = {
  name: 'preferences-conflict',
  decide({ error }, context) {
    if (error.status !== 409) return undefined;
    context.logger.error('Preferences already exist; not created', error.logFields());
    return { kind: 'reject' };
  },
};
