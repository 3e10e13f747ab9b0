/**
 * The sale price facet's choices. The API answers a Range facet as its bounds (low, high) and
 * the ranges already chosen (catalogue spec §3 Range refinement: low, high); the panel offers
 * up to `count` ranges of a round width (1, 2 or 5 times a power of ten) covering the bounds,
 * plus any chosen range that is not one of them, so a shared link's choice stays visible.
 */
export interface PriceRange {
  readonly low: number;
  readonly high: number;
  /** As the URL and the API write it: "low-high". */
  readonly value: string;
}

export function priceRanges(
  low: number | null | undefined,
  high: number | null | undefined,
  selected: readonly string[] = [],
  count = 4,
): PriceRange[] {
  const ranges: PriceRange[] = [];
  if (isAmount(low) && isAmount(high) && high >= low) {
    const step = roundStep(Math.max(1, (high - low) / count));
    for (
      let from = Math.floor(low / step) * step;
      from < high || ranges.length === 0;
      from += step
    ) {
      ranges.push(rangeOf(from, from + step));
      if (ranges.length > count + 1) break;
    }
  }
  for (const value of selected) {
    const match = /^(\d{1,9})-(\d{1,9})$/.exec(value);
    if (match && !ranges.some((range) => range.value === value)) {
      ranges.push(rangeOf(Number(match[1]), Number(match[2])));
    }
  }
  return ranges.sort((a, b) => a.low - b.low || a.high - b.high);
}

function rangeOf(low: number, high: number): PriceRange {
  return { low, high, value: `${low}-${high}` };
}

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The smallest of 1, 2, 5 × 10^n at least `raw`. */
function roundStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}
