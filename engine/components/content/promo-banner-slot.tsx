import { useTranslation } from '../../i18n/react.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent, RefObject } from 'react';
import type {
  ResolvedBanner,
  ResolvedCartThresholdBanner,
  ResolvedContentBanner,
  ResolvedPromoBannerSlotProps,
  ResolvedRotationalBanner,
  ResolvedSimpleBanner,
} from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useLeafRoute } from '../shell/route-state.ts';
import {
  ROTATION_INTERVAL_MS,
  applicableBanners,
  countdownParts,
  isKnownBannerType,
  nextSlide,
  swipeStep,
  thresholdText,
} from '../../domain/banners.ts';
import { DEFAULT_META } from '../../routing/route-meta.ts';
import { Markdown } from '../common/markdown.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useText } from '../common/use-text.ts';
import { useMinicart } from '../shell/use-minicart.ts';
import { track } from '../shell/services/track.ts';
import { SiteSwitchSlot } from '../shell/services/site-switch-slot.tsx';
import './promo-banner.css';

/**
 * The global promo slot (shell spec §4): every applicable banner, in content order (a merchandiser
 * schedules a content banner, a threshold banner, a simple banner and a rotation at once; each
 * shows). Dates are compared on the day (server and browser agree while hydrating); without the
 * cart's discountable subtotal (server HTML, before the minicart answers) banners with a
 * minThreshold stay hidden (domain/banners.ts).
 */
export function PromoBannerArea({ subtotal }: { subtotal?: number }) {
  const { t } = useTranslation();
  const { brand, site, flags } = useAppEnv();
  // A developer flag turns every promo off (shell spec §9: disable promos).
  if (flags?.disablePromos === true) return null;
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const banners = brand.content.banners.banners as readonly ResolvedBanner[];
  const shown = applicableBanners(banners, site.id, today, subtotal).filter((banner) => {
    if (isKnownBannerType(banner.type)) return true;
    console.error('Unable to render Global Promo', (banner as { type?: unknown }).type);
    return false;
  });
  if (shown.length === 0) return null;
  return (
    <div className="sf-promo" role="region" aria-label={t('banner.region')}>
      {shown.map((banner, index) => (
        // The key remounts on a banner change, so an open details panel collapses (§4).
        <PromoBanner key={String(banner.id ?? index)} banner={banner} subtotal={subtotal} />
      ))}
    </div>
  );
}

/**
 * The header's promo slot: the one place the full header shows the promo banner, with the cart's
 * discountable subtotal for threshold banners once the page is live.
 */
export function HeaderPromoSlot() {
  const subtotal = useMinicart()?.priceInfo.discountableSubtotal;
  // The site-switch banner replaces the promo banners while it shows (§4): from the first render
  // where the server already showed it (its cookie came with the request), else once it decides.
  const initiallyShown = useAppEnv().siteSwitchShown === true;
  const [siteSwitchShown, setSiteSwitchShown] = useState(initiallyShown);
  return (
    <>
      <SiteSwitchSlot onShownChange={setSiteSwitchShown} />
      {siteSwitchShown ? null : <PromoBannerArea subtotal={subtotal} />}
    </>
  );
}

/**
 * The page module: renders only when the header does not already show the promo banner, i.e. when
 * there is no full header (webview, or a slim header). Same rule the shell uses to pick the header.
 */
export default function PromoBannerSlot(_props: ResolvedPromoBannerSlotProps) {
  const { webview } = useAppEnv();
  const { route } = useLeafRoute();
  const headerShowsBanner = !webview && (route?.meta ?? DEFAULT_META).header === 'full';
  if (headerShowsBanner) return null;
  return <PromoBannerArea />;
}

export function PromoBanner({ banner, subtotal }: { banner: ResolvedBanner; subtotal?: number }) {
  const campaign = campaignOf(banner);
  useEffect(() => {
    if (isKnownBannerType(banner.type)) track({ name: 'campaign_impression', data: campaign });
    // One impression per banner shown: the key remounts on a change of banner.
  }, []);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (link)
      track({
        name: 'campaign_click',
        data: { ...campaign, link: link.getAttribute('href') ?? '' },
      });
  };
  return (
    <div className="sf-promo__item" onClickCapture={onClick}>
      <BannerOfType banner={banner} subtotal={subtotal} />
    </div>
  );
}

/** The campaign payload of impression and click events (§3.3: bannerName, experience, userGroup). */
function campaignOf(banner: ResolvedBanner): Record<string, string> {
  const campaign = (banner as { campaign?: { experience?: unknown; userGroup?: unknown } })
    .campaign;
  const data: Record<string, string> = { bannerName: String(banner.bannerName ?? banner.id) };
  if (typeof campaign?.experience === 'string') data.experience = campaign.experience;
  if (typeof campaign?.userGroup === 'string') data.userGroup = campaign.userGroup;
  return data;
}

function BannerOfType({ banner, subtotal }: { banner: ResolvedBanner; subtotal?: number }) {
  switch (banner.type) {
    case 'globalPromoContentBanner':
      return <ContentBanner banner={banner} />;
    case 'globalPromoCartThresholdBanner':
      return <ThresholdBanner banner={banner} subtotal={subtotal} />;
    case 'globalPromoSimpleBanner':
      return <SimpleBanner banner={banner} />;
    case 'globalPromoLiveTextRotationalBanner':
      return <RotationalBanner banner={banner} />;
    default:
      console.error('Unable to render Global Promo', (banner as { type?: unknown }).type);
      return null;
  }
}

function ContentBanner({ banner }: { banner: ResolvedContentBanner }) {
  const { t } = useTranslation();
  const text = useText();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const countdownEnd =
    banner.showCountdownTimer && typeof banner.endDate === 'string'
      ? Date.parse(banner.endDate)
      : undefined;
  const countdown = countdownEnd !== undefined && !Number.isNaN(countdownEnd);
  const hasDetails = !countdown && banner.promoDesc !== undefined;
  const variables = useBannerVariables(banner);
  return (
    <div ref={variables} className={`sf-promo__banner sf-promo__banner--${banner.fontColorScheme}`}>
      {banner.preHeadlineText ? <p>{text(banner.preHeadlineText)}</p> : null}
      <p className="sf-promo__headline">{text(banner.headlineText)}</p>
      {countdown ? <Countdown end={countdownEnd} /> : null}
      {banner.ctaLinks.length > 0 ? (
        <p className="sf-promo__ctas">
          {banner.ctaLinks.map((cta) => (
            <span key={cta.linkPath} title={cta.linkTitle ? text(cta.linkTitle) : undefined}>
              <SiteLink to={cta.linkPath} newWindow={cta.openInNewWindow}>
                {text(cta.name)}
              </SiteLink>
            </span>
          ))}
        </p>
      ) : null}
      {hasDetails ? (
        <>
          <button
            type="button"
            className="sf-promo__details-toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {text(banner.descriptionCtaVerbage) || t('banner.details')}
          </button>
          <div id={detailsId} className="sf-promo__details" hidden={!open}>
            {open && banner.promoDesc !== undefined ? (
              <Markdown text={banner.promoDesc} className="sf-rich-text" />
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * A content banner's colours and background (§3.3) as CSS variables the stylesheet reads. The
 * page's CSP (style-src 'self') refuses style attributes in the HTML, so they are set through
 * the CSSOM once the page is live; until then the theme's colours for the banner's scheme show.
 * The schema admits only hex colours and site-relative or https URLs, and the URL is quoted and
 * escaped, so CMS text cannot inject other CSS.
 */
function bannerVariables(banner: ResolvedContentBanner): Record<string, string> {
  const style: Record<string, string> = {};
  if (banner.bannerWrapperBackgroundColor)
    style['--sf-promo-bg'] = banner.bannerWrapperBackgroundColor;
  if (banner.detailsBackgroundColor) style['--sf-promo-details-bg'] = banner.detailsBackgroundColor;
  if (banner.linkHoverColor) style['--sf-promo-link-hover'] = banner.linkHoverColor;
  if (banner.bannerBackgroundImage) {
    style['--sf-promo-image'] =
      `url("${encodeURI(banner.bannerBackgroundImage).replace(/"/g, '%22')}")`;
    const repeat = banner.backgroundImageType === 'repeat';
    style['--sf-promo-image-repeat'] = repeat ? 'repeat' : 'no-repeat';
    style['--sf-promo-image-size'] = repeat ? 'auto' : 'cover';
  }
  return style;
}

function useBannerVariables(banner: ResolvedContentBanner): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(bannerVariables(banner)))
      element.style.setProperty(name, value);
  }, [banner]);
  return ref;
}

/**
 * Days, hours, minutes, seconds (§4). The time is read only after mount, so the server render and
 * the first client render match ("--" placeholders); then it ticks every second.
 */
function Countdown({ end }: { end: number }) {
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = now === undefined ? undefined : countdownParts(end, now);
  const { t } = useTranslation();
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <p className="sf-promo__countdown" role="timer" aria-live="off">
      {units.map((key) => (
        <span key={key} className={`sf-promo__countdown-${key}`}>
          <span className="sf-promo__countdown-value">{parts ? parts[key] : '--'}</span>{' '}
          <span className="sf-promo__countdown-label">{t(`banner.countdown.${key}`)}</span>{' '}
        </span>
      ))}
    </p>
  );
}

function ThresholdBanner({
  banner,
  subtotal,
}: {
  banner: ResolvedCartThresholdBanner;
  subtotal?: number;
}) {
  const text = useText();
  const { site, locale } = useAppEnv();
  const shown = thresholdText(
    {
      maxThreshold: banner.maxThreshold,
      inRangeHeadline: text(banner.inRangeHeadline),
      thresholdMetHeadline: text(banner.thresholdMetHeadline),
    },
    subtotal,
    site.currency,
    locale,
  );
  return (
    <div className="sf-promo__banner">
      {!shown.met && banner.inRangePreHeadline ? <p>{text(banner.inRangePreHeadline)}</p> : null}
      <p className="sf-promo__headline">{shown.headline}</p>
      {shown.met
        ? null
        : banner.inRangeCtas.map((cta) => (
            <span key={cta.linkPath} title={cta.linkTitle ? text(cta.linkTitle) : undefined}>
              <SiteLink to={cta.linkPath} newWindow={cta.openInNewWindow}>
                {text(cta.name)}
              </SiteLink>
            </span>
          ))}
    </div>
  );
}

function SimpleBanner({ banner }: { banner: ResolvedSimpleBanner }) {
  const text = useText();
  // The alternate image from the tablet breakpoint (§3.3: 768 px, limits.breakpoints.m).
  const tablet = useAppEnv().site.limits.breakpoints.m;
  const image = (
    <picture>
      {banner.alternateBannerImage ? (
        <source media={`(min-width: ${tablet}px)`} srcSet={banner.alternateBannerImage} />
      ) : null}
      <img src={banner.bannerImage} alt={text(banner.linkAltText)} width={1200} height={60} />
    </picture>
  );
  return (
    <div className="sf-promo__banner">
      {banner.url ? (
        <SiteLink to={banner.url} newWindow={banner.externalLink}>
          {image}
        </SiteLink>
      ) : (
        image
      )}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * One slide at a time, looping (§4). The server and the first client render show slide 0; the
 * timer runs on the client only, never under prefers-reduced-motion, and stops when paused.
 */
function RotationalBanner({ banner }: { banner: ResolvedRotationalBanner }) {
  const { t } = useTranslation();
  const { swipeMinPx } = useAppEnv().site.limits.timings;
  const slides = banner.banners;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
  }, []);
  const rotating = count > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(
      () => setIndex((current) => nextSlide(current, count)),
      ROTATION_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count]);
  const slide = slides[index % count] ?? slides[0];
  return (
    <div
      className="sf-promo__rotation"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('banner.region')}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        // A swipe on a phone moves one slide (the buttons do the same for everyone else).
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
        }}
        onTouchEnd={(event) => {
          const touch = event.changedTouches[0];
          const from = touchStart.current;
          touchStart.current = undefined;
          if (!touch || !from || count < 2) return;
          const step = swipeStep(from, { x: touch.clientX, y: touch.clientY }, swipeMinPx);
          if (step !== 0) setIndex((current) => nextSlide(current, count, step));
        }}
      >
        {/* The key remounts the slide, so an open details panel collapses on a slide change (§4). */}
        <ContentBanner key={index} banner={slide} />
      </div>
      {count > 1 ? (
        <div className="sf-promo__rotation-controls">
          <button
            type="button"
            aria-label={t('banner.previous')}
            onClick={() => setIndex((current) => nextSlide(current, count, -1))}
          >
            ‹
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              aria-label={paused ? t('banner.play') : t('banner.pause')}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? '▶' : '❚❚'}
            </button>
          )}
          <button
            type="button"
            aria-label={t('banner.next')}
            onClick={() => setIndex((current) => nextSlide(current, count))}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
