import { useTranslation } from '../../../i18n/react.tsx';
import { cartBadge } from '../../../domain/cart-badge.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useMinicart } from '../use-minicart.ts';

/**
 * The cart link with the count (shell spec §2.3), "99+" above the site's badge maximum (§9,
 * limits.cart.badgeCountMax); the count arrives once the page is live.
 */
export function CartLink() {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const count = useMinicart()?.meta.totalQuantity ?? 0;
  return (
    <SiteLink to="/cart">
      <span aria-hidden="true">
        {t('header.cart')} ({cartBadge(count, site.limits.cart.badgeCountMax)})
      </span>
      <span className="sf-visually-hidden">{t('header.cartLink', { count })}</span>
    </SiteLink>
  );
}
