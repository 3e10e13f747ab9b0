import { describe, expect, it } from 'vitest';
import {
  applicableBanners,
  bannerApplies,
  countdownParts,
  isKnownBannerType,
  nextSlide,
  swipeStep,
  selectBanner,
  thresholdText,
} from '../../../engine/domain/banners.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('which banners apply (shell spec §3.3 sites/dates, §4 minThreshold)', () => {
  it.each([
    ['no restrictions', {}, 'ac-us', undefined, true],
    ['listed for the site', { sites: ['ac-us'] }, 'ac-us', undefined, true],
    ['not listed for the site', { sites: ['ac-uk'] }, 'ac-us', undefined, false],
    ['started', { startDate: '2026-06-01' }, 'ac-us', undefined, true],
    ['starts exactly now', { startDate: '2026-06-15T12:00:00Z' }, 'ac-us', undefined, true],
    ['not started yet', { startDate: '2026-07-01' }, 'ac-us', undefined, false],
    ['ends later', { endDate: '2026-07-01' }, 'ac-us', undefined, true],
    ['ended (end exclusive)', { endDate: '2026-06-15T12:00:00Z' }, 'ac-us', undefined, false],
    ['minThreshold, cart unknown (server)', { minThreshold: 50 }, 'ac-us', undefined, false],
    ['minThreshold not reached', { minThreshold: 50 }, 'ac-us', 49.99, false],
    ['minThreshold reached', { minThreshold: 50 }, 'ac-us', 50, true],
    ['minThreshold exceeded', { minThreshold: 50 }, 'ac-us', 80, true],
  ] as const)('%s', (_name, banner, site, subtotal, expected) => {
    expect(bannerApplies(banner, site, NOW, subtotal)).toBe(expected);
  });

  const banners = [
    { id: 'other-site', sites: ['ac-uk'] },
    { id: 'threshold', minThreshold: 50 },
    { id: 'first-open' },
    { id: 'second-open' },
  ];

  it('the slot shows one banner: the first applicable in content order (§4)', () => {
    expect(selectBanner(banners, 'ac-us', NOW, undefined)?.id).toBe('first-open');
    expect(selectBanner(banners, 'ac-us', NOW, 60)?.id).toBe('threshold');
    expect(selectBanner(banners, 'ac-uk', NOW, undefined)?.id).toBe('other-site');
    expect(selectBanner([{ id: 'x', sites: ['ac-uk'] }], 'ac-us', NOW, undefined)).toBeUndefined();
  });

  it('applicable banners keep content order', () => {
    expect(applicableBanners(banners, 'ac-us', NOW, 60).map((b) => b.id)).toEqual([
      'threshold',
      'first-open',
      'second-open',
    ]);
  });

  it.each([
    ['globalPromoContentBanner', true],
    ['globalPromoCartThresholdBanner', true],
    ['globalPromoSimpleBanner', true],
    ['globalPromoLiveTextRotationalBanner', true],
    ['globalPromoMysteryBanner', false],
    [undefined, false],
  ])('banner type %s known: %s (§3.3, §8)', (type, known) => {
    expect(isKnownBannerType(type)).toBe(known);
  });
});

describe('cart threshold banner text (shell spec §4)', () => {
  const banner = {
    maxThreshold: 100,
    inRangeHeadline: "You're %1 away from free shipping",
    thresholdMetHeadline: "You've earned free shipping",
  };
  it.each([
    [
      'cart unknown: the full maxThreshold',
      undefined,
      'USD',
      'en-US',
      "You're $100 away from free shipping",
    ],
    ['trailing .00 dropped', 75, 'USD', 'en-US', "You're $25 away from free shipping"],
    ['cents kept', 74.5, 'USD', 'en-US', "You're $25.50 away from free shipping"],
    ['float noise rounded', 70.1, 'USD', 'en-US', "You're $29.90 away from free shipping"],
    ['site currency and locale', 60, 'GBP', 'en-GB', "You're £40 away from free shipping"],
    ['just below', 99.99, 'USD', 'en-US', "You're $0.01 away from free shipping"],
    ['met at maxThreshold', 100, 'USD', 'en-US', "You've earned free shipping"],
    ['met above maxThreshold', 150, 'USD', 'en-US', "You've earned free shipping"],
  ] as const)('%s', (_name, subtotal, currency, locale, headline) => {
    const shown = thresholdText(banner, subtotal, currency, locale);
    expect(shown.headline).toBe(headline);
    expect(shown.headline).not.toContain('%1');
    expect(shown.met).toBe(subtotal !== undefined && subtotal >= 100);
  });

  it('replaces every %1', () => {
    const shown = thresholdText({ ...banner, inRangeHeadline: '%1 more (%1)' }, 90, 'USD', 'en-US');
    expect(shown.headline).toBe('$10 more ($10)');
    expect(shown.remaining).toBe('$10');
  });
});

describe('countdown parts (shell spec §4: days, hours, minutes, seconds)', () => {
  const at = (seconds: number) => NOW + seconds * 1000;
  it.each([
    [
      '2 days 3 h 4 min 5 s',
      at(2 * 86_400 + 3 * 3600 + 4 * 60 + 5),
      ['02', '03', '04', '05'],
      false,
    ],
    ['under a second rounds down', at(0.9), ['00', '00', '00', '00'], true],
    ['exactly ended', NOW, ['00', '00', '00', '00'], true],
    ['past: never negative', at(-3600), ['00', '00', '00', '00'], true],
    ['over 99 days is not truncated', at(120 * 86_400 + 59), ['120', '00', '00', '59'], false],
    ['59 seconds', at(59), ['00', '00', '00', '59'], false],
    ['invalid end', Number.NaN, ['00', '00', '00', '00'], true],
  ] as const)('%s', (_name, end, [days, hours, minutes, seconds], ended) => {
    expect(countdownParts(end, NOW)).toEqual({ days, hours, minutes, seconds, ended });
  });
});

describe('rotation (shell spec §4: loops one slide at a time)', () => {
  it.each([
    [0, 3, 1, 1],
    [1, 3, 1, 2],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ] as const)('from %s of %s, step %s: %s', (index, count, step, next) => {
    expect(nextSlide(index, count, step)).toBe(next);
  });
});

describe('swipes on a rotation (shell spec §9: swipe minimum 30 px)', () => {
  const at = (x: number, y = 0) => ({ x, y });
  it.each([
    ['leftwards past the minimum: next', at(200), at(170), 30, 1],
    ['rightwards past the minimum: previous', at(100), at(140), 30, -1],
    ['short of the minimum: no swipe', at(100), at(80), 30, 0],
    ['a tap: no swipe', at(100), at(100), 30, 0],
    ['mostly vertical (a page scroll): no swipe', at(100, 0), at(60, 80), 30, 0],
    ["a brand's larger minimum", at(200), at(160), 50, 0],
  ] as const)('%s', (_name, from, to, minPx, step) => {
    expect(swipeStep(from, to, minPx)).toBe(step);
  });
});
