import type { PolicyRule } from './types.ts';

/**
 * A 403 for a registered but not authorized token opens the login modal for reauth (shell spec
 * §4, §6); once the shopper has logged in again the call is retried once. A dismissed modal
 * rejects the call with the 403.
 */
export const reauthRequired: PolicyRule = {
  name: 'reauth-required',
  async decide({ error, retriedBy }, context) {
    if (error.status !== 403 || error.code !== 'REAUTH_REQUIRED') return undefined;
    if (retriedBy.has('reauth-required') || !context.requestReauth) return undefined;
    try {
      await context.requestReauth();
    } catch {
      return { kind: 'reject' };
    }
    return { kind: 'retry' };
  },
};
