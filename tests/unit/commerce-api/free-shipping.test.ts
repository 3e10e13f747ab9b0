import { describe, expect, it } from 'vitest';
import { freeShippingReached } from '../../../commerce-api/carts/free-shipping.ts';
import type { BannerWindow } from '../../../engine/domain/banners.ts';
import { applicableBanners, thresholdText } from '../../../engine/domain/banners.ts';
import { validateBrands } from '../../support/brands.ts';

/**
 * Free standard shipping at the cart threshold banner's maxThreshold (shell spec §3.3, §4): the
 * API charges what the cart page's banner promises, from the same content.
 */
const NOW = Date.parse('2026-06-15T12:00:00Z');
const banner = (fields: Record<string, unknown>) => ({
  banners: [{ type: 'globalPromoCartThresholdBanner', maxThreshold: 150, ...fields }],
});
const reached = (content: Record<string, unknown>, cents: number, siteId = 'an-us') =>
  freeShippingReached(content, siteId, cents, NOW);

describe('free shipping threshold (shell spec §3.3 cart threshold banner, §4)', () => {
  it('is reached at maxThreshold, in cents of the site currency, not a cent below', () => {
    const content = { banners: banner({}) };
    expect(reached(content, 14_999)).toBe(false);
    expect(reached(content, 15_000)).toBe(true);
    expect(reached(content, 40_000)).toBe(true);
  });

  it('holds only for the sites the banner lists (all sites without a list)', () => {
    const content = { banners: banner({ sites: ['an-us'] }) };
    expect(reached(content, 20_000, 'an-us')).toBe(true);
    expect(reached(content, 20_000, 'an-uk')).toBe(false);
    expect(reached({ banners: banner({}) }, 20_000, 'an-uk')).toBe(true);
  });

  it('holds only inside the banner dates (start inclusive, end exclusive, by day)', () => {
    expect(reached({ banners: banner({ startDate: '2026-06-15' }) }, 20_000)).toBe(true);
    expect(reached({ banners: banner({ startDate: '2026-06-16' }) }, 20_000)).toBe(false);
    expect(reached({ banners: banner({ endDate: '2026-06-15' }) }, 20_000)).toBe(false);
    expect(reached({ banners: banner({ endDate: '2026-06-16' }) }, 20_000)).toBe(true);
  });

  it('reads the first applicable threshold banner only; other banner types never count', () => {
    const content = {
      banners: {
        banners: [
          { type: 'globalPromoSimpleBanner', maxThreshold: 10 },
          { type: 'globalPromoCartThresholdBanner', maxThreshold: 200, endDate: '2026-01-01' },
          { type: 'globalPromoCartThresholdBanner', maxThreshold: 150 },
          { type: 'globalPromoCartThresholdBanner', maxThreshold: 50 },
        ],
      },
    };
    expect(reached(content, 10_000)).toBe(false);
    expect(reached(content, 15_000)).toBe(true);
  });

  it('no banner, no free shipping', () => {
    expect(reached({}, 1_000_000)).toBe(false);
    expect(reached({ banners: { banners: [] } }, 1_000_000)).toBe(false);
  });

  it("agrees with the cart page's banner on every brand and site (one source of truth)", () => {
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    let promises = 0;
    for (const { resolved } of validateBrands().brands) {
      if (!resolved) continue;
      const banners = resolved.content.banners.banners as readonly (BannerWindow & {
        readonly type: string;
        readonly maxThreshold?: number;
      })[];
      for (const site of Object.values(resolved.sites)) {
        for (const subtotal of [
          0, 49.99, 50, 98.99, 99, 100, 119.99, 120, 124.99, 125, 149.99, 150, 500,
        ]) {
          const shown = applicableBanners(banners, site.id, today, subtotal).find(
            (candidate) => candidate.type === 'globalPromoCartThresholdBanner',
          );
          const met = shown
            ? thresholdText(
                {
                  maxThreshold: shown.maxThreshold ?? 0,
                  inRangeHeadline: '',
                  thresholdMetHeadline: '',
                },
                subtotal,
                site.currency,
                site.defaultLocale,
              ).met
            : false;
          if (met) promises += 1;
          expect(
            freeShippingReached(resolved.content, site.id, Math.round(subtotal * 100), Date.now()),
            `${site.id} at ${subtotal}`,
          ).toBe(met);
        }
      }
    }
    expect(promises).toBeGreaterThan(0);
  });
});
