import { bannerApplies } from '../banners.ts';
import type { BannerWindow } from '../banners.ts';

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

/**
 * The free-shipping threshold of the cart's progress bar (flag enableFreeShipProgressBar). The
 * commerce API has no free-shipping rule of its own, so the threshold is the one the site's cart
 * threshold banner already promises (shell spec §3.3: its maxThreshold), from the first such banner
 * listed for the site and inside its dates, whatever its minThreshold: the bar shows the way there
 * from the first item, where the banner itself waits for its minimum (§4). Undefined when no
 * threshold banner runs: then there is no promise to measure against and no bar.
 */
export function freeShippingThreshold(
  banners: readonly (BannerWindow & { readonly type?: unknown; readonly maxThreshold?: unknown })[],
  siteId: string,
  now: number,
): number | undefined {
  const banner = banners.find(
    (candidate) =>
      candidate.type === 'globalPromoCartThresholdBanner' &&
      typeof candidate.maxThreshold === 'number' &&
      // Any subtotal reaches the minimum: only the site and the dates decide here.
      bannerApplies(candidate, siteId, now, Number.POSITIVE_INFINITY),
  );
  return banner?.maxThreshold as number | undefined;
}
