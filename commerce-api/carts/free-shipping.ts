/**
 * Free standard shipping at the cart threshold banner's promise (shell spec §3.3 cart threshold
 * banner, §4 "the threshold-met headline once the subtotal reaches maxThreshold"). The API has no
 * shipping rule of its own: the brand's content is the one source of truth, so the shipping the
 * cart charges is the shipping the banner on the cart page promises. The banner is chosen as the
 * engine's cart page chooses it (engine/domain/banners.ts bannerApplies, kept in step here since
 * the API never imports the engine, DESIGN §2): the first `globalPromoCartThresholdBanner` listed
 * for the site (all sites without `sites`), inside its dates (start inclusive, end exclusive,
 * compared with today at 00:00 UTC), and, with a minThreshold, once the discountable subtotal
 * reaches it. Its maxThreshold is in the site's currency.
 */
interface ThresholdBanner {
  readonly type?: unknown;
  readonly sites?: unknown;
  readonly startDate?: unknown;
  readonly endDate?: unknown;
  readonly minThreshold?: unknown;
  readonly maxThreshold?: unknown;
}

const BANNER_TYPE = 'globalPromoCartThresholdBanner';

/** Today at 00:00 UTC, as the cart page compares banner dates. */
const startOfDay = (nowMs: number) => Date.parse(new Date(nowMs).toISOString().slice(0, 10));

function applies(banner: ThresholdBanner, siteId: string, today: number, subtotal: number) {
  const { sites, startDate, endDate, minThreshold } = banner;
  if (Array.isArray(sites) && !sites.includes(siteId)) return false;
  if (typeof startDate === 'string' && Date.parse(startDate) > today) return false;
  if (typeof endDate === 'string' && Date.parse(endDate) <= today) return false;
  return typeof minThreshold !== 'number' || subtotal >= minThreshold;
}

/**
 * Whether the cart's discountable subtotal (cents of the site currency) has reached the
 * maxThreshold of the site's cart threshold banner, so standard shipping is free.
 */
export function freeShippingReached(
  content: Readonly<Record<string, unknown>>,
  siteId: string,
  discountableCents: number,
  nowMs: number,
): boolean {
  const banners = (content.banners as { banners?: unknown } | undefined)?.banners;
  if (!Array.isArray(banners)) return false;
  const subtotal = discountableCents / 100;
  const today = startOfDay(nowMs);
  const banner = (banners as ThresholdBanner[]).find(
    (candidate) => candidate.type === BANNER_TYPE && applies(candidate, siteId, today, subtotal),
  );
  const max = banner?.maxThreshold;
  return typeof max === 'number' && discountableCents >= Math.round(max * 100);
}
