import type { FieldError } from '../http/errors.ts';

/**
 * Listing refinements (catalogue spec §3 refinement types and facet names; shell spec §5 formats).
 * On the wire a refinement is `{ facet, type, value }`, value a string (comma list) or a list:
 * - Value: any of the values (OR).
 * - SplitValue: the value split on "|" (or a list); every part must match (AND): colorway
 *   "Blue|Green" finds products offered in both colours.
 * - Range: "10-50,100-200", digits-digits, both low and high, in the site's currency.
 * - MultiValue: "parent~value", e.g. sizeClassGroup "petite~S" (fit, then size).
 */
export const FACETS = {
  colorway: ['Value', 'SplitValue'],
  salePrice: ['Range'],
  sizeClassGroup: ['Value', 'MultiValue'],
  pickup: ['Value'],
  availableInStorePickupPools: ['Value', 'SplitValue'],
  availableBuyOnlinePickupPools: ['Value', 'SplitValue'],
  immediatelyAvailable: ['Value'],
} as const;

export type FacetName = keyof typeof FACETS;
export type RefinementType = 'Value' | 'SplitValue' | 'Range' | 'MultiValue';

export interface RefinementInput {
  readonly facet: string;
  readonly type: string;
  readonly value: string | readonly string[];
}

export interface Range {
  readonly low: number;
  readonly high: number;
}

/** Refinements checked and grouped by facet, ready for the SQL builder. */
export interface Refinements {
  colorway?: { readonly any?: readonly string[]; readonly all?: readonly string[] };
  salePrice?: readonly Range[];
  sizeClassGroup?: {
    readonly sizes?: readonly string[];
    readonly pairs?: readonly { fit: string; size: string }[];
  };
  pickup?: boolean;
  immediatelyAvailable?: boolean;
  inStorePools?: { readonly any?: readonly string[]; readonly all?: readonly string[] };
  buyOnlinePools?: { readonly any?: readonly string[]; readonly all?: readonly string[] };
}

const RANGE = /^(\d{1,9})-(\d{1,9})$/;
const MULTI = /^([^~]+)~([^~]+)$/;

export function parseRefinements(input: readonly RefinementInput[] = []): {
  refinements: Refinements;
  errors: FieldError[];
} {
  const refinements: Refinements = {};
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  input.forEach((entry, index) => {
    const field = `refinements.${index}`;
    const fail = (code: string, message: string) =>
      errors.push({ field: `${field}.value`, code, message });
    const allowed = FACETS[entry.facet as FacetName] as readonly string[] | undefined;
    if (!allowed) {
      errors.push({
        field: `${field}.facet`,
        code: 'enum',
        message: `unknown facet ${entry.facet}`,
      });
      return;
    }
    if (!allowed.includes(entry.type)) {
      errors.push({
        field: `${field}.type`,
        code: 'enum',
        message: `${entry.facet} takes ${allowed.join(' or ')} refinements`,
      });
      return;
    }
    if (seen.has(entry.facet)) {
      errors.push({ field, code: 'duplicate', message: `${entry.facet} is refined twice` });
      return;
    }
    seen.add(entry.facet);
    const parts = split(
      entry.value,
      entry.type === 'SplitValue' ? '|' : ',',
      entry.type === 'Range',
    );
    if (parts.length === 0) return fail('empty', `${entry.facet} needs at least one value`);
    const facet = entry.facet as FacetName;
    switch (facet) {
      case 'colorway':
        refinements.colorway = entry.type === 'SplitValue' ? { all: parts } : { any: parts };
        return;
      case 'availableInStorePickupPools':
      case 'availableBuyOnlinePickupPools': {
        const pools = entry.type === 'SplitValue' ? { all: parts } : { any: parts };
        if (facet === 'availableInStorePickupPools') refinements.inStorePools = pools;
        else refinements.buyOnlinePools = pools;
        return;
      }
      case 'salePrice': {
        const ranges: Range[] = [];
        for (const part of parts) {
          const match = RANGE.exec(part);
          if (!match) {
            return fail(
              'rangeFormat',
              `salePrice range "${part}" must be digits-digits with both low and high, comma separated (e.g. 10-50,100-200)`,
            );
          }
          const range = { low: Number(match[1]), high: Number(match[2]) };
          if (range.low > range.high) {
            return fail('rangeOrder', `salePrice range "${part}" has its low above its high`);
          }
          ranges.push(range);
        }
        refinements.salePrice = ranges;
        return;
      }
      case 'sizeClassGroup': {
        if (entry.type === 'Value') {
          refinements.sizeClassGroup = { sizes: parts };
          return;
        }
        const pairs: { fit: string; size: string }[] = [];
        for (const part of parts) {
          const match = MULTI.exec(part);
          if (!match) {
            return fail('multiValueFormat', `sizeClassGroup value "${part}" must be parent~value`);
          }
          pairs.push({ fit: match[1]!, size: match[2]! });
        }
        refinements.sizeClassGroup = { pairs };
        return;
      }
      case 'pickup':
      case 'immediatelyAvailable': {
        if (parts.length !== 1 || !['true', 'false'].includes(parts[0]!)) {
          return fail('boolean', `${facet} takes the value true or false`);
        }
        refinements[facet] = parts[0] === 'true';
        return;
      }
    }
  });
  return { refinements, errors };
}

/**
 * A string value is split on the separator; a list is taken as split already, except that a
 * Range list may still hold "10-50,100-200" entries (ranges never contain commas themselves).
 */
function split(value: string | readonly string[], separator: string, splitList = false): string[] {
  const parts =
    typeof value === 'string'
      ? value.split(separator)
      : splitList
        ? value.flatMap((entry) => entry.split(separator))
        : [...value];
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}
