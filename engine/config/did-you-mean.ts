import { distance } from 'fastest-levenshtein';

/**
 * The closest candidate to a mistyped key or value, if it is close enough to be a likely typo:
 * at most a third of the longer word's letters differ, or the words differ only in letter case.
 */
export function closestMatch(input: string, candidates: readonly unknown[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' && typeof candidate !== 'number') continue;
    const text = String(candidate);
    if (text.toLowerCase() === input.toLowerCase()) return text;
    const d = distance(input.toLowerCase(), text.toLowerCase());
    if (d < bestDistance) {
      best = text;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(input.length, best.length) / 3));
  return bestDistance <= limit ? best : undefined;
}

export function didYouMean(input: unknown, candidates: readonly unknown[]): string | undefined {
  // Only words get typos worth suggesting; a number out of range is answered by the message.
  if (typeof input !== 'string') return undefined;
  const match = closestMatch(String(input), candidates);
  return match === undefined || match === String(input)
    ? undefined
    : `Did you mean ${JSON.stringify(match)}?`;
}
