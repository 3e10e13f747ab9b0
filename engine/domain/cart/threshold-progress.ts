/**
 * The cart threshold banner's progress (shell spec §3.3 minThreshold and maxThreshold, §4 "the
 * threshold-met headline once the subtotal reaches maxThreshold, otherwise the remaining amount"):
 * how far the discountable subtotal has come towards maxThreshold, as a whole percentage 0 to 100,
 * for the progress bar under the headline.
 */
export function thresholdPercent(subtotal: number, maxThreshold: number): number {
  if (!(maxThreshold > 0)) return 100;
  if (!(subtotal > 0)) return 0;
  return Math.min(100, Math.floor((subtotal / maxThreshold) * 100));
}
