/**
 * A vintage product's condition (catalogue spec §3 flags.isVintage; §9 "Vintage condition levels
 * 7"): a level from 1 (worn) to limits.listing.vintageConditionLevels (like new), shown as "level
 * of levels" with a word for it. Pure.
 */
export type ConditionGrade = 'likeNew' | 'excellent' | 'good' | 'fair';

export interface VintageCondition {
  readonly level: number;
  readonly levels: number;
  readonly grade: ConditionGrade;
}

/**
 * The condition to show, or undefined: not vintage, no level, or a level that is not a whole
 * number. A level above the scale is the top of it (a catalogue graded on a longer scale).
 */
export function vintageCondition(
  product: { readonly isVintage?: boolean; readonly vintageCondition?: number },
  levels: number,
): VintageCondition | undefined {
  const raw = product.vintageCondition;
  if (product.isVintage !== true || typeof raw !== 'number' || !Number.isInteger(raw)) return;
  if (!Number.isInteger(levels) || levels < 1 || raw < 1) return;
  const level = Math.min(raw, levels);
  const share = level / levels;
  const grade: ConditionGrade =
    level === levels ? 'likeNew' : share >= 0.7 ? 'excellent' : share >= 0.45 ? 'good' : 'fair';
  return { level, levels, grade };
}
