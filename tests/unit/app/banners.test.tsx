// @vitest-environment jsdom
import { markdownText } from '../../../engine/config/markdown.ts';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '../../../engine/i18n/react.tsx';
import { createI18n } from '../../../engine/i18n/index.ts';
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppEnvProvider } from '../../../engine/routing/app-env-context.tsx';
import type { AppEnv } from '../../../engine/routing/app-env.ts';
import type { ResolvedBanner } from '../../../engine/config/generated/resolved.ts';
import {
  HeaderPromoSlot,
  PromoBanner,
} from '../../../engine/components/content/promo-banner-slot.tsx';
import { ROTATION_INTERVAL_MS } from '../../../engine/domain/banners.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiKey, createApiClient } from '../../../engine/api/index.ts';
import { getMinicart } from '../../../engine/api/calls/index.ts';
import { attachDispatcher } from '../../../engine/components/shell/services/track.ts';
import type { AnalyticsEvent } from '../../../engine/components/shell/services/track.ts';
import { screen } from '../../support/screen.ts';

/** The promo banner slot and banner types (shell spec §3.3, §4, §8). */
const SITE_CONTEXT = {
  brandId: 'acme',
  siteId: 'ac-us',
  language: 'en-US',
  currency: 'USD',
  inventoryPool: 'US_DIRECT',
  countryCode: 'US',
};

/**
 * The page's environment. The header slot reads the cart subtotal from the minicart query: given,
 * it is in the cache already; not given, the minicart call has not answered yet (never answers).
 */
function envWith(
  banners: unknown[],
  subtotal?: number,
  flags: Record<string, boolean> = {},
  tabletPx = 768,
): AppEnv {
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: SITE_CONTEXT,
    fetch: () => new Promise<Response>(() => undefined),
  });
  const queryClient = new QueryClient();
  if (subtotal !== undefined) {
    queryClient.setQueryData(apiKey(api.site, getMinicart, {}), {
      meta: { totalQuantity: 1 },
      priceInfo: { discountableSubtotal: subtotal, categorySpendAmounts: {} },
    });
  }
  return {
    brand: {
      content: { banners: { banners }, footer: {} },
      settings: { routing: { trailingSlash: false } },
    },
    site: {
      id: 'ac-us',
      currency: 'USD',
      defaultLocale: 'en-US',
      limits: {
        timings: { swipeMinPx: 30 },
        breakpoints: { m: tabletPx },
        cookies: { siteSwitchMaxAgeSeconds: 60 },
      },
      switches: {},
    },
    sites: { list: [] },
    locale: 'en-US',
    webview: false,
    side: 'client',
    flags,
    api,
    queryClient,
  } as unknown as AppEnv;
}

// The engine's en-US strings, as a page has them (labels come from engine/i18n/locales).
const i18n = await createI18n('en-US');

function wrap(
  banners: unknown[],
  children: ReactNode,
  subtotal?: number,
  flags: Record<string, boolean> = {},
  tabletPx?: number,
) {
  const env = envWith(banners, subtotal, flags, tabletPx);
  return (
    <DataRouter>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={env.queryClient}>
          <AppEnvProvider env={env}>{children}</AppEnvProvider>
        </QueryClientProvider>
      </I18nProvider>
    </DataRouter>
  );
}

const Page = createContext<ReactNode>(null);

/**
 * A data router, as the app has: the header's slot reads the matched route (the site-switch
 * banner's chunk, once loaded, asks for it). A rerender with new children keeps the router.
 */
function DataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: () => useContext(Page) }]),
  );
  return (
    <Page.Provider value={children}>
      <RouterProvider router={router} />
    </Page.Provider>
  );
}

const content = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'globalPromoContentBanner',
  id,
  headlineText: `Headline ${id}`,
  ctaLinks: [],
  fontColorScheme: 'dark',
  backgroundImageType: 'cover',
  showCountdownTimer: false,
  ...extra,
});

const threshold = {
  type: 'globalPromoCartThresholdBanner',
  id: 'free-shipping',
  maxThreshold: 100,
  inRangeHeadline: "You're %1 away from free shipping",
  thresholdMetHeadline: "You've earned free shipping",
  inRangeCtas: [],
};

const rotational = {
  type: 'globalPromoLiveTextRotationalBanner',
  id: 'rotation',
  banners: [
    content('one', { promoDesc: markdownText('Details of one') }),
    content('two'),
    content('three'),
  ],
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Shell spec §3.3: the simple banner's alternate image is used from min-width 768px, the site's
// tablet breakpoint (limits.breakpoints.m; §9 breakpoints m 768).
describe('the simple banner takes its alternate image from the tablet breakpoint (§3.3, §9)', () => {
  const simple = {
    type: 'globalPromoSimpleBanner',
    id: 'simple',
    bannerImage: '/narrow.png',
    alternateBannerImage: '/wide.png',
    linkAltText: 'Spring sale',
  };
  it.each([
    [undefined, '(min-width: 768px)'],
    [800, '(min-width: 800px)'],
  ])('breakpoints.m %s gives the source media %s', (tabletPx, media) => {
    const { container } = render(
      wrap([simple], <PromoBanner banner={simple as never} />, undefined, {}, tabletPx),
    );
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe(media);
    expect(source?.getAttribute('srcset')).toBe('/wide.png');
  });
});

describe('the promo slot shows every applicable banner (§4; issue 13: not only the first)', () => {
  it('each applicable banner in content order; other sites and unmet thresholds left out', () => {
    const { container } = render(
      wrap(
        [
          content('other-site', { sites: ['ac-uk'] }),
          content('first'),
          content('second'),
          threshold,
        ],
        <HeaderPromoSlot />,
      ),
    );
    expect(container.querySelectorAll('.sf-promo__banner')).toHaveLength(3);
    const text = container.textContent ?? '';
    expect(text).not.toContain('Headline other-site');
    expect(text.indexOf('Headline first')).toBeLessThan(text.indexOf('Headline second'));
    expect(text).toContain("You're $100 away from free shipping");
  });

  it('the disablePromos developer flag shows none of them (shell spec §9)', () => {
    const banners = [content('first'), threshold];
    const on = render(wrap(banners, <HeaderPromoSlot />, 20));
    expect(on.container.querySelectorAll('.sf-promo__banner')).toHaveLength(2);
    cleanup();
    const off = render(wrap(banners, <HeaderPromoSlot />, 20, { disablePromos: true }));
    expect(off.container.querySelector('.sf-promo')).toBeNull();
  });

  it("a content banner's colours and background image become CSS variables; CTAs carry linkTitle", () => {
    const { container } = render(
      wrap(
        [
          content('styled', {
            bannerWrapperBackgroundColor: '#3f3229',
            detailsBackgroundColor: '#f5efe7',
            linkHoverColor: '#e8c9a6',
            bannerBackgroundImage: '/static/tile.svg',
            backgroundImageType: 'repeat',
            ctaLinks: [
              {
                name: 'Shop',
                linkPath: '/shop',
                linkTitle: 'Shop the edit',
                openInNewWindow: false,
              },
            ],
          }),
        ],
        <HeaderPromoSlot />,
      ),
    );
    const banner = container.querySelector<HTMLElement>('.sf-promo__banner')!;
    expect(banner.style.getPropertyValue('--sf-promo-bg')).toBe('#3f3229');
    expect(banner.style.getPropertyValue('--sf-promo-details-bg')).toBe('#f5efe7');
    expect(banner.style.getPropertyValue('--sf-promo-link-hover')).toBe('#e8c9a6');
    expect(banner.style.getPropertyValue('--sf-promo-image')).toBe('url("/static/tile.svg")');
    expect(banner.style.getPropertyValue('--sf-promo-image-repeat')).toBe('repeat');
    expect(container.querySelector('[title="Shop the edit"] a')?.textContent).toBe('Shop');
  });

  it('a banner with a minThreshold is not shown before the cart is known', () => {
    const { container } = render(
      wrap([content('gated', { minThreshold: 50 }), content('open')], <HeaderPromoSlot />),
    );
    expect(container.textContent).toContain('Headline open');
    expect(container.textContent).not.toContain('Headline gated');
  });

  it('renders nothing when no banner applies', () => {
    const { container } = render(
      wrap([content('x', { endDate: '2000-01-01' })], <HeaderPromoSlot />),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('cart threshold banner (§4)', () => {
  it('replaces %1 with the remaining amount, .00 dropped; the full threshold when the cart is unknown', () => {
    const { container } = render(wrap([threshold], <HeaderPromoSlot />));
    expect(container.textContent).toContain("You're $100 away from free shipping");
    expect(container.textContent).not.toContain('%1');
  });

  it("the header slot takes the subtotal from the cart's minicart", () => {
    const { container } = render(wrap([threshold], <HeaderPromoSlot />, 60));
    expect(container.textContent).toContain("You're $40 away from free shipping");
  });

  it('a banner with a minThreshold shows once the cart subtotal reaches it', () => {
    const { container } = render(
      wrap([content('gated', { minThreshold: 50 }), content('open')], <HeaderPromoSlot />, 55),
    );
    expect(container.textContent).toContain('Headline gated');
  });

  it('shows the threshold-met headline once the subtotal reaches maxThreshold', () => {
    const banner = threshold as unknown as ResolvedBanner;
    const { container, rerender } = render(wrap([], <PromoBanner banner={banner} subtotal={75} />));
    expect(container.textContent).toContain("You're $25 away from free shipping");
    rerender(wrap([], <PromoBanner banner={banner} subtotal={100} />));
    expect(container.textContent).toContain("You've earned free shipping");
  });
});

describe('details toggle (§4)', () => {
  it('is a button with aria-expanded, labelled Details by default', () => {
    const banner = content('d', {
      promoDesc: markdownText('The **fine** print'),
    }) as unknown as ResolvedBanner;
    const { getByRole, container } = render(wrap([], <PromoBanner banner={banner} />));
    const toggle = getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.textContent).toContain('fine print');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('countdown banner (§4)', () => {
  const countdown = content('sale', {
    showCountdownTimer: true,
    endDate: '2026-06-17T15:04:05Z',
    promoDesc: markdownText('Hidden: no details toggle on a countdown banner'),
  }) as unknown as ResolvedBanner;

  it('has no details toggle and shows days, hours, minutes, seconds after mount', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
    const { container, queryByRole } = render(wrap([], <PromoBanner banner={countdown} />));
    expect(queryByRole('button', { name: 'Details' })).toBeNull();
    const value = (unit: string) =>
      container.querySelector(`.sf-promo__countdown-${unit} .sf-promo__countdown-value`)!
        .textContent;
    expect([value('days'), value('hours'), value('minutes'), value('seconds')]).toEqual([
      '02',
      '03',
      '04',
      '05',
    ]);
    act(() => vi.advanceTimersByTime(1000));
    expect(value('seconds')).toBe('04');
  });

  it('the server render is time-independent and hydrates without errors', async () => {
    const server = renderToString(wrap([], <PromoBanner banner={countdown} />));
    expect(server).toContain('--');
    const root = document.createElement('div');
    root.innerHTML = server;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, wrap([], <PromoBanner banner={countdown} />));
    });
    expect(errors).not.toHaveBeenCalled();
    // Unmounted, so its one-second tick stops with the test (a real interval otherwise outlives
    // the test file's document and fails the next file of the thread).
    act(() => hydrated?.unmount());
    root.remove();
  });
});

describe('rotational banner (§4: one slide at a time, looping)', () => {
  const banner = rotational as unknown as ResolvedBanner;
  const headline = (container: HTMLElement) =>
    [...container.querySelectorAll('.sf-promo__headline')].map((node) => node.textContent);

  it('the server renders slide 0 only', () => {
    const html = renderToString(wrap([], <PromoBanner banner={banner} />));
    expect(html).toContain('Headline one');
    expect(html).not.toContain('Headline two');
  });

  it('advances on a timer, loops, and collapses the details on a slide change', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container, getByRole } = render(wrap([], <PromoBanner banner={banner} />));
    expect(headline(container)).toEqual(['Headline one']);
    fireEvent.click(getByRole('button', { name: 'Details' }));
    expect(getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(ROTATION_INTERVAL_MS));
    expect(headline(container)).toEqual(['Headline two']);
    act(() => vi.advanceTimersByTime(2 * ROTATION_INTERVAL_MS));
    expect(headline(container)).toEqual(['Headline one']);
    expect(getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('previous, next and pause controls have accessible names', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container, getByRole } = render(wrap([], <PromoBanner banner={banner} />));
    fireEvent.click(getByRole('button', { name: 'Previous offer' }));
    expect(headline(container)).toEqual(['Headline three']);
    fireEvent.click(getByRole('button', { name: 'Next offer' }));
    expect(headline(container)).toEqual(['Headline one']);
    fireEvent.click(getByRole('button', { name: 'Pause promotions' }));
    act(() => vi.advanceTimersByTime(3 * ROTATION_INTERVAL_MS));
    expect(headline(container)).toEqual(['Headline one']);
    expect(getByRole('button', { name: 'Play promotions' })).toBeTruthy();
  });

  it('a swipe of at least the minimum moves one slide; a shorter one does not (shell spec §9)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container } = render(wrap([], <PromoBanner banner={banner} />));
    const area = container.querySelector('.sf-promo__rotation > div')!;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.touchStart(area, { touches: [{ clientX: fromX, clientY: 10 }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: toX, clientY: 12 }] });
    };
    swipe(200, 150);
    expect(headline(container)).toEqual(['Headline two']);
    swipe(150, 200);
    expect(headline(container)).toEqual(['Headline one']);
    swipe(200, 180);
    expect(headline(container)).toEqual(['Headline one']);
  });

  it('does not auto-rotate under prefers-reduced-motion', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = render(wrap([], <PromoBanner banner={banner} />));
      act(() => vi.advanceTimersByTime(3 * ROTATION_INTERVAL_MS));
      expect(headline(container)).toEqual(['Headline one']);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});

describe('unknown banner type (§8)', () => {
  it("logs 'Unable to render Global Promo' and renders nothing", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      wrap([{ type: 'globalPromoMysteryBanner', id: 'x' }], <HeaderPromoSlot />),
    );
    expect(container.innerHTML).toBe('');
    expect(errors).toHaveBeenCalledWith(
      'Unable to render Global Promo',
      'globalPromoMysteryBanner',
    );
  });
});

// Shell spec §3.3, §7: campaign stats events for banner impressions and clicks, with the banner's
// campaign fields (bannerName, experience, userGroup); a click carries the link followed.
describe('campaign events (§3.3, §7)', () => {
  function recordEvents() {
    const events: AnalyticsEvent[] = [];
    const detach = attachDispatcher((event) => events.push(event));
    // What earlier tests tracked before any dispatcher was attached is not this test's.
    events.length = 0;
    return { events, detach };
  }

  const clicks = (events: readonly AnalyticsEvent[]) =>
    events.filter((event) => event.name === 'campaign_click');

  it('a click on a CTA sends campaign_click with the campaign fields and the link', () => {
    const { events, detach } = recordEvents();
    try {
      const banner = content('spring', {
        bannerName: 'Spring sale',
        campaign: { experience: 'exp-7', userGroup: 'new-visitors' },
        ctaLinks: [{ name: 'Shop now', linkPath: '/shop/new', openInNewWindow: false }],
        promoDesc: markdownText('Exclusions apply'),
      });
      render(wrap([banner], <HeaderPromoSlot />));
      expect(events).toContainEqual({
        name: 'campaign_impression',
        data: { bannerName: 'Spring sale', experience: 'exp-7', userGroup: 'new-visitors' },
      });
      // The Details toggle is not a campaign link: no click event.
      fireEvent.click(screen.getByRole('button', { name: 'Details' }));
      expect(clicks(events)).toEqual([]);
      fireEvent.click(screen.getByRole('link', { name: 'Shop now' }));
      expect(clicks(events)).toEqual([
        {
          name: 'campaign_click',
          data: {
            bannerName: 'Spring sale',
            experience: 'exp-7',
            userGroup: 'new-visitors',
            link: '/shop/new',
          },
        },
      ]);
    } finally {
      detach();
    }
  });

  it("a click on a simple banner's image sends campaign_click named by the banner id", () => {
    const { events, detach } = recordEvents();
    try {
      const simple = {
        type: 'globalPromoSimpleBanner',
        id: 'gift-guide',
        bannerImage: '/narrow.png',
        linkAltText: 'Gift guide',
        url: '/gifts',
      };
      render(wrap([simple], <HeaderPromoSlot />));
      fireEvent.click(screen.getByRole('img', { name: 'Gift guide' }));
      expect(clicks(events)).toEqual([
        { name: 'campaign_click', data: { bannerName: 'gift-guide', link: '/gifts' } },
      ]);
    } finally {
      detach();
    }
  });
});
