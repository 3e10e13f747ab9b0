import type { PolicyRule } from './types.ts';

/**
 * A bot-protection block is logged 'Blocked by PX' with its reference id and reported (shell
 * spec §8); it is never retried, since the same request would be blocked again.
 */
export const botProtectionBlock: PolicyRule = {
  name: 'bot-protection-block',
  decide({ error }, context) {
    if (error.code !== 'BLOCKED_BY_PERIMETER_X') return undefined;
    context.logger.error('Blocked by PX', error.logFields());
    context.report(error);
    return { kind: 'reject' };
  },
};

/** INVALID_HEADER is logged 'Invalid Header' (shell spec §8); the call is rejected as usual. */
export const invalidHeader: PolicyRule = {
  name: 'invalid-header',
  decide({ error }, context) {
    if (error.code !== 'INVALID_HEADER') return undefined;
    context.logger.error('Invalid Header', error.logFields());
    return undefined;
  },
};
