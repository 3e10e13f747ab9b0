import { botProtectionBlock, invalidHeader } from './bot-protection.ts';
import { cookiesTooLarge } from './cookies-too-large.ts';
import { networkErrorRetry } from './network-retry.ts';
import { reauthRequired } from './reauth-required.ts';
import type { Decision, Failure, PolicyContext, PolicyRule } from './types.ts';

export type { Decision, Failure, PolicyContext, PolicyRule, RuledCall, UserKind } from './types.ts';

/**
 * The error catalogue (shell spec §4, §8; catalogue spec §4, §8), first match wins. The general
 * rules apply to every call; a call's own rules (412 on add-to-cart, the warned-only 401 and 403,
 * the content 502 fallback, preferences 404 and 409) come from its declaration and sit between
 * them: after the observers that only log or report, before the general 403 reauth rule, so a
 * personalised-content 403 never opens a login modal.
 */
export const OBSERVING_RULES: readonly PolicyRule[] = [botProtectionBlock, invalidHeader];
export const GENERAL_RULES: readonly PolicyRule[] = [
  cookiesTooLarge,
  reauthRequired,
  networkErrorRetry,
];

/** The rules one call obeys, in order. */
export function rulesFor(
  callRules: readonly PolicyRule[],
  general: readonly PolicyRule[] = GENERAL_RULES,
): readonly PolicyRule[] {
  return [...OBSERVING_RULES, ...callRules, ...general];
}

/** The first rule's decision with its name, or a plain rejection when no rule applies. */
export async function decide(
  failure: Failure,
  context: PolicyContext,
  rules: readonly PolicyRule[],
): Promise<{ rule: string | undefined; decision: Decision }> {
  for (const rule of rules) {
    const decision = await rule.decide(failure, context);
    if (decision) return { rule: rule.name, decision };
  }
  return { rule: undefined, decision: { kind: 'reject' } };
}
