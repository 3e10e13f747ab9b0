import { SHARED_RULES } from './shared-rules.ts';

/**
 * The rules the engine shares with the API (schemas/api/rules.schema.json, copied to
 * shared-rules.ts by `npm run gen`), as checks: a value passes here exactly when the API's
 * schema accepts it (tests/unit/api/shared-rules.test.ts holds both to it).
 */
type SharedRule = keyof typeof SHARED_RULES;

interface PatternRule {
  readonly pattern: string;
  readonly maxLength?: number;
}

interface IntegerRule {
  readonly minimum: number;
  readonly maximum: number;
}

const patterns = new Map<string, RegExp>();

/** JSON Schema patterns are ECMA-262 regular expressions, read in unicode mode as ajv reads them. */
export function matchesRule(rule: SharedRule, value: unknown): boolean {
  const { pattern, maxLength } = SHARED_RULES[rule] as PatternRule;
  let compiled = patterns.get(rule);
  if (!compiled) {
    compiled = new RegExp(pattern, 'u');
    patterns.set(rule, compiled);
  }
  return (
    typeof value === 'string' &&
    (maxLength === undefined || [...value].length <= maxLength) &&
    compiled.test(value)
  );
}

export function isIntegerIn(rule: SharedRule, value: unknown): boolean {
  const { minimum, maximum } = SHARED_RULES[rule] as IntegerRule;
  return Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum;
}
