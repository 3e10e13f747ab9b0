/**
 * Refinement formats (shell spec §5, catalogue spec §5): a range is digits-digits, several ranges
 * comma separated, each with both low and high; a multi-value refinement is parent~value (several
 * comma separated).
 */
const RANGE_LIST = /^\d+-\d+(?:,\d+-\d+)*$/;
const MULTI_VALUE = /^[^~,]+~[^~,]+(?:,[^~,]+~[^~,]+)*$/;

export interface RangeValue {
  readonly low: number;
  readonly high: number;
}

export function isValidRangeRefinement(value: unknown): boolean {
  return typeof value === 'string' && RANGE_LIST.test(value) && parseRanges(value).every(ordered);
}

/** The ranges of a valid range refinement, in order. */
export function parseRanges(value: string): RangeValue[] {
  return value.split(',').map((part) => {
    const [low, high] = part.split('-');
    return { low: Number(low), high: Number(high) };
  });
}

export function isValidMultiValueRefinement(value: unknown): boolean {
  return typeof value === 'string' && MULTI_VALUE.test(value);
}

export function parseMultiValue(value: string): { parentValue: string; value: string } {
  const [parentValue = '', child = ''] = value.split('~');
  return { parentValue, value: child };
}

function ordered(range: RangeValue): boolean {
  return range.low <= range.high;
}
