import { clearThirdPartyCookies } from '../cookies.ts';
import type { PolicyRule } from './types.ts';

/**
 * 413 with the page's cookies over the limit (10 000 characters, limits.cookies): clear
 * third-party cookies and retry once (shell spec §4, catalogue spec §8). Under the limit the
 * cookies are not the cause, and nothing is cleared.
 */
export const cookiesTooLarge: PolicyRule = {
  name: 'cookies-too-large',
  decide({ error, retriedBy }, context) {
    if (error.status !== 413 || retriedBy.has('cookies-too-large')) return undefined;
    const length = context.cookies.read().length;
    if (length <= context.clearThirdPartyAboveChars) return undefined;
    const removed = clearThirdPartyCookies(context.cookies, context.firstPartyCookies);
    context.logger.warn('Cleared third-party cookies after a 413', { length, removed });
    return removed.length > 0 ? { kind: 'retry' } : undefined;
  },
};
