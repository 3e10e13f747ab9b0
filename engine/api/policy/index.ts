import { botProtectionBlock, invalidHeader } from './bot-protection.ts';
import { cartNotActive } from './cart-not-active.ts';
import { contentBadGateway } from './content-bad-gateway.ts';
import { cookiesTooLarge } from './cookies-too-large.ts';
import { addCountryCode } from './country-code.ts';
import { minicartUnauthorized } from './minicart-unauthorized.ts';
import { networkErrorRetry } from './network-retry.ts';
import { personalizedContentForbidden } from './personalized-content-forbidden.ts';
import { preferencesConflict, preferencesMissing } from './preferences.ts';
import { reauthRequired } from './reauth-required.ts';
import type { Decision, Failure, PolicyContext, PolicyRule, RequestRule } from './types.ts';

export type {
  Decision,
  Failure,
  PolicyContext,
  PolicyRule,
  RequestRule,
  UserKind,
} from './types.ts';

/**
 * The error catalogue (shell spec §4, §8; catalogue spec §4, §8), first match wins. Observers
 * that only log (invalid header) come first; call-specific "warned only" rules come before the
 * general 403 reauth rule, so a personalised-content 403 never opens a login modal.
 */
export const ERROR_POLICY: readonly PolicyRule[] = [
  botProtectionBlock,
  invalidHeader,
  cartNotActive,
  cookiesTooLarge,
  personalizedContentForbidden,
  minicartUnauthorized,
  reauthRequired,
  contentBadGateway,
  networkErrorRetry,
  preferencesMissing,
  preferencesConflict,
];

export const REQUEST_RULES: readonly RequestRule[] = [addCountryCode];

/** The first rule's decision with its name, or a plain rejection when no rule applies. */
export async function decide(
  failure: Failure,
  context: PolicyContext,
  rules: readonly PolicyRule[] = ERROR_POLICY,
): Promise<{ rule: string | undefined; decision: Decision }> {
  for (const rule of rules) {
    const decision = await rule.decide(failure, context);
    if (decision) return { rule: rule.name, decision };
  }
  return { rule: undefined, decision: { kind: 'reject' } };
}
