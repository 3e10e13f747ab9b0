import type { PolicyRule } from './types.ts';

/**
 * A failure the spec says is only warned (shell spec §8): a 401 on the cart count, a 403 on
 * personalised content. The call resolves with `value` (an empty answer) and a warning, so the
 * page renders without it instead of failing. Declared on its call only (calls/*.ts).
 */
export function warnedOnly(rule: {
  readonly name: string;
  readonly status: number;
  readonly message: string;
  readonly value: unknown;
}): PolicyRule {
  return {
    name: rule.name,
    decide({ error }, context) {
      if (error.status !== rule.status) return undefined;
      context.logger.warn(rule.message, { code: error.code });
      return { kind: 'resolve', value: rule.value };
    },
  };
}
