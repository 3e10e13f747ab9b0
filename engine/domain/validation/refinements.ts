import { VALIDATION_MESSAGES } from './messages.ts';
import { matchesRule } from './shared.ts';

/**
 * Refinement formats (shell spec §5, catalogue spec §5): a range is digits-digits, several ranges
 * comma separated, each with both low and high (and low not above high); a multi-value refinement
 * is parent~value (several comma separated). The formats are the API's own (shared.ts).
 */
export interface RangeValue {
  readonly low: number;
  readonly high: number;
}

export function isValidRangeRefinement(value: unknown): boolean {
  return matchesRule('rangeRefinement', value) && parseRanges(value as string).every(ordered);
}

/** The ranges of a valid range refinement, in order. */
export function parseRanges(value: string): RangeValue[] {
  return value.split(',').map((part) => {
    const [low, high] = part.split('-');
    return { low: Number(low), high: Number(high) };
  });
}

export function isValidMultiValueRefinement(value: unknown): boolean {
  return matchesRule('multiValueRefinement', value);
}

export function parseMultiValue(value: string): { parentValue: string; value: string } {
  const [parentValue = '', child = ''] = value.split('~');
  return { parentValue, value: child };
}

function ordered(range: RangeValue): boolean {
  return range.low <= range.high;
}

/** A refinement as a listing request carries it: a value string (comma list) or a list. */
export interface RefinementValue {
  readonly type: string;
  readonly value: string | readonly string[];
}

/** The spec's message for the first refinement in a wrong format, or undefined. */
export function refinementProblem(refinements: readonly RefinementValue[]): string | undefined {
  for (const refinement of refinements) {
    const values = typeof refinement.value === 'string' ? [refinement.value] : refinement.value;
    if (refinement.type === 'Range' && !values.every(isValidRangeRefinement)) {
      return VALIDATION_MESSAGES.rangeRefinement;
    }
    if (refinement.type === 'MultiValue' && !values.every(isValidMultiValueRefinement)) {
      return VALIDATION_MESSAGES.multiValueRefinement;
    }
  }
  return undefined;
}
