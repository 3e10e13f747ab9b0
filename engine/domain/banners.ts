import { formatMoneyDroppingZeroCents } from './money.ts';

/**
 * Promo banner rules (shell spec §3.3 fields, §4 rules, §8 unknown type). Pure: no React, no I/O;
 * the current time and the cart's discountable subtotal are always passed in.
 */

/** The banner fields these rules read (a structural subset of every banner type). */
export interface BannerWindow {
  readonly sites?: unknown;
  readonly startDate?: unknown;
  readonly endDate?: unknown;
  readonly minThreshold?: unknown;
}

export const KNOWN_BANNER_TYPES = [
  'globalPromoCartThresholdBanner',
  'globalPromoContentBanner',
  'globalPromoLiveTextRotationalBanner',
  'globalPromoSimpleBanner',
] as const;

export type KnownBannerType = (typeof KNOWN_BANNER_TYPES)[number];

export function isKnownBannerType(type: unknown): type is KnownBannerType {
  return (KNOWN_BANNER_TYPES as readonly unknown[]).includes(type);
}

/** Time between rotational banner slides. Not in shell spec §9; an engine choice. */
export const ROTATION_INTERVAL_MS = 5000;

/**
 * Whether one banner applies: listed for the site (all sites when `sites` is absent), inside its
 * start (inclusive) and end (exclusive) dates, and, with a minThreshold, only once the discountable
 * subtotal reaches it (§4). An unknown subtotal (the cart is not known yet, e.g. on the server)
 * never reaches a threshold.
 */
export function bannerApplies(
  banner: BannerWindow,
  siteId: string,
  now: number,
  subtotal: number | undefined,
): boolean {
  const { sites, startDate, endDate, minThreshold } = banner;
  if (Array.isArray(sites) && !sites.includes(siteId)) return false;
  if (typeof startDate === 'string') {
    const start = Date.parse(startDate);
    if (!Number.isNaN(start) && start > now) return false;
  }
  if (typeof endDate === 'string') {
    const end = Date.parse(endDate);
    if (!Number.isNaN(end) && end <= now) return false;
  }
  if (typeof minThreshold === 'number') {
    if (subtotal === undefined || subtotal < minThreshold) return false;
  }
  return true;
}

/** The banners that apply, in content order. */
export function applicableBanners<Banner extends BannerWindow>(
  banners: readonly Banner[],
  siteId: string,
  now: number,
  subtotal: number | undefined,
): Banner[] {
  return banners.filter((banner) => bannerApplies(banner, siteId, now, subtotal));
}

/** The one banner the promo slot shows: the first applicable in content order, or undefined. */
export function selectBanner<Banner extends BannerWindow>(
  banners: readonly Banner[],
  siteId: string,
  now: number,
  subtotal: number | undefined,
): Banner | undefined {
  return banners.find((banner) => bannerApplies(banner, siteId, now, subtotal));
}

export interface ThresholdText {
  readonly met: boolean;
  /** The headline with %1 replaced by the remaining amount (or the threshold-met headline). */
  readonly headline: string;
  /** The remaining amount as formatted, undefined once the threshold is met. */
  readonly remaining?: string;
}

/**
 * The cart threshold banner's headline (§4): the threshold-met headline once the subtotal reaches
 * maxThreshold, otherwise inRangeHeadline with every %1 replaced by maxThreshold - subtotal,
 * currency-formatted with a trailing .00 dropped. An unknown subtotal leaves the full maxThreshold.
 */
export function thresholdText(
  banner: {
    readonly maxThreshold: number;
    readonly inRangeHeadline: string;
    readonly thresholdMetHeadline: string;
  },
  subtotal: number | undefined,
  currency: string,
  locale: string,
): ThresholdText {
  const spent = subtotal ?? 0;
  if (subtotal !== undefined && spent >= banner.maxThreshold) {
    return { met: true, headline: banner.thresholdMetHeadline };
  }
  const left = Math.max(0, Math.round((banner.maxThreshold - spent) * 100) / 100);
  const remaining = formatMoneyDroppingZeroCents(left, currency, locale);
  return { met: false, headline: banner.inRangeHeadline.split('%1').join(remaining), remaining };
}

export interface CountdownParts {
  readonly days: string;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
  /** True once the end has passed (all parts "00"). */
  readonly ended: boolean;
}

/** Days, hours, minutes, seconds until `end` (§4), each padded to 2 digits, never negative. */
export function countdownParts(end: number, now: number): CountdownParts {
  const total = Number.isFinite(end - now) ? Math.max(0, Math.floor((end - now) / 1000)) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: pad(Math.floor(total / 86_400)),
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
    ended: total === 0,
  };
}

/**
 * The slide step of a swipe on a rotation (shell spec §9: swipe minimum 30 px, limits.timings
 * swipeMinPx): a mostly horizontal move of at least the minimum; leftwards shows the next slide,
 * rightwards the previous one; anything else (a tap, a vertical scroll) is no swipe.
 */
export function swipeStep(
  from: { readonly x: number; readonly y: number },
  to: { readonly x: number; readonly y: number },
  minPx: number,
): 1 | -1 | 0 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The next rotational slide (§4: loops one slide at a time); `step` -1 for previous. */
export function nextSlide(index: number, count: number, step: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
