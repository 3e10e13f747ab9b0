import { lazy, Suspense, useCallback, useState } from 'react';
import type { ResolvedCartThresholdBanner } from '../../config/generated/resolved.ts';
import type { BannerWindow } from '../../domain/banners.ts';
import { applicableBanners, thresholdText } from '../../domain/banners.ts';
import { thresholdPercent } from '../../domain/cart/threshold-progress.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { localized } from '../../i18n/format.ts';

const PassMemberProbe = lazy(() => import('./pass-member-probe.tsx'));

/**
 * The cart threshold banner's progress on the cart page (shell spec §3.3, §4): the first cart
 * threshold banner that applies to the site today and its headline (the remaining amount, or the
 * threshold met), from the cart's own discountable subtotal, so the server's HTML already shows it.
 * With the flag enableFreeShipProgressBar a progress bar goes under it, towards the banner's
 * maxThreshold: the API has no free-shipping rule, so the banner's promise is the threshold.
 * A delivery-pass member (the member cookie, on a site whose pass counts in its country; issue
 * 12) is told their standard shipping is already free instead of how far they are from it, and
 * so is a shopper with a pass in the bag (`pass`; the API offers one only where it counts).
 */
export function CartThreshold({ subtotal, pass }: { subtotal: number; pass?: boolean }) {
  const { t } = useTranslation();
  const { brand, site, locale, flags } = useAppEnv();
  const [member, setMember] = useState(false);
  const onMember = useCallback(() => setMember(true), []);
  // Only where the site sells the pass is its chunk asked for.
  const probe =
    site.deliveryPassMembership.billingCountries.length > 0 ? (
      <Suspense fallback={null}>
        <PassMemberProbe site={site} onMember={onMember} />
      </Suspense>
    ) : null;
  // localized() rather than useText(): a hook of its own would split the promo slot's chunk.
  const text = (value: Parameters<typeof localized>[0]) =>
    localized(value, locale, site.defaultLocale);
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const banner = applicableBanners(
    brand.content.banners.banners as readonly (BannerWindow & { readonly type: string })[],
    site.id,
    today,
    subtotal,
  ).find((candidate) => candidate.type === 'globalPromoCartThresholdBanner') as
    ResolvedCartThresholdBanner | undefined;
  if (member || pass) {
    return (
      <div className="sf-cart-threshold">
        <p className="sf-cart-threshold__headline">{t('cart.deliveryPassFree')}</p>
        {probe}
      </div>
    );
  }
  if (!banner) return probe;
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
  const percent = thresholdPercent(subtotal, banner.maxThreshold);
  return (
    <div className="sf-cart-threshold">
      <p className="sf-cart-threshold__headline">{shown.headline}</p>
      {flags.enableFreeShipProgressBar ? (
        <progress
          className="sf-cart-threshold__bar"
          max={100}
          value={percent}
          aria-label={t('cart.thresholdProgress')}
          aria-valuetext={`${percent}%`}
        />
      ) : null}
      {probe}
    </div>
  );
}
