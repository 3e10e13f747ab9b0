import type {
  ResolvedBanner,
  ResolvedPromoBannerSlotProps,
} from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../app/env.tsx';
import { SiteLink } from './site-link.tsx';
import { useText } from './use-text.ts';

type Dated = { sites?: unknown; startDate?: unknown; endDate?: unknown };

/** Banners of this site inside their date window (content preview shows them all). */
export function activeBanners(
  banners: readonly ResolvedBanner[],
  siteId: string,
  now: number,
): ResolvedBanner[] {
  return banners.filter((banner) => {
    const { sites, startDate, endDate } = banner as Dated;
    if (Array.isArray(sites) && !sites.includes(siteId)) return false;
    if (typeof startDate === 'string' && Date.parse(startDate) > now) return false;
    if (typeof endDate === 'string' && Date.parse(endDate) <= now) return false;
    return true;
  });
}

/** The global promo slot: the four banner types, minimally; an unknown type renders nothing. */
export default function PromoBannerSlot(_props: ResolvedPromoBannerSlotProps) {
  const { brand, site } = useAppEnv();
  // Dates are compared on the day, so server and browser agree while hydrating.
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const banners = activeBanners(
    brand.content.banners.banners as readonly ResolvedBanner[],
    site.id,
    today,
  );
  if (banners.length === 0) return null;
  return (
    <div className="sf-promo" role="region" aria-label="Promotions">
      {banners.map((banner, index) => (
        <PromoBanner key={index} banner={banner} />
      ))}
    </div>
  );
}

export function PromoBanner({ banner }: { banner: ResolvedBanner }) {
  const text = useText();
  switch (banner.type) {
    case 'globalPromoContentBanner':
      return (
        <div className="sf-promo__banner">
          {banner.preHeadlineText ? <p>{text(banner.preHeadlineText)}</p> : null}
          <p className="sf-promo__headline">{text(banner.headlineText)}</p>
          {banner.ctaLinks.map((cta) => (
            <SiteLink key={cta.linkPath} to={cta.linkPath} newWindow={cta.openInNewWindow}>
              {text(cta.name)}
            </SiteLink>
          ))}
        </div>
      );
    case 'globalPromoCartThresholdBanner':
      return (
        <div className="sf-promo__banner">
          <p className="sf-promo__headline">{text(banner.inRangeHeadline)}</p>
        </div>
      );
    case 'globalPromoSimpleBanner':
      return (
        <div className="sf-promo__banner">
          {banner.url ? (
            <SiteLink to={banner.url} newWindow={banner.externalLink}>
              <img
                src={banner.bannerImage}
                alt={text(banner.linkAltText)}
                width={1200}
                height={60}
              />
            </SiteLink>
          ) : (
            <img src={banner.bannerImage} alt={text(banner.linkAltText)} width={1200} height={60} />
          )}
        </div>
      );
    case 'globalPromoLiveTextRotationalBanner':
      return (
        <ul className="sf-promo__rotation">
          {banner.banners.map((inner, index) => (
            <li key={index}>{text(inner.headlineText)}</li>
          ))}
        </ul>
      );
    default:
      console.error('Unable to render Global Promo', (banner as { type?: unknown }).type);
      return null;
  }
}
