import type { PolicyRule } from './types.ts';

/**
 * A GET that met a Network Error is retried once while the browser is online (shell spec §8);
 * offline a retry cannot help, and writes are never repeated blind (the first may have landed).
 */
export const networkErrorRetry: PolicyRule = {
  name: 'network-error-retry',
  decide({ error, call, retriedBy }, context) {
    if (error.label !== 'Network Error' || call.method !== 'GET') return undefined;
    if (retriedBy.has('network-error-retry') || !context.online()) return undefined;
    return { kind: 'retry' };
  },
};
