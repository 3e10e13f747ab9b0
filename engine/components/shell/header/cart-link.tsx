import { useTranslation } from '../../../i18n/react.tsx';
import { cartBadge } from '../../../domain/cart-badge.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { useMinicart } from '../use-minicart.ts';

/**
 * The bag link with the count (shell spec §2.3), "99+" above the site's badge maximum (§9,
 * limits.cart.badgeCountMax); the count arrives once the page is live and follows the minicart
 * query, which adding to the bag and signing in or out refresh.
 */
export function CartLink() {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const count = useMinicart()?.meta.totalQuantity ?? 0;
  return (
    <SiteLink to="/cart" className="sf-header__action sf-header__cart">
      <span className="sf-glyph sf-glyph--bag" aria-hidden="true" />
      <span className="sf-header__label" aria-hidden="true">
        {t('header.cart')}
      </span>
      {count > 0 ? (
        <span className="sf-header__badge" aria-hidden="true" data-testid="cart-badge">
          {cartBadge(count, site.limits.cart.badgeCountMax)}
        </span>
      ) : null}
      <span className="sf-visually-hidden">{t('header.cartLink', { count })}</span>
    </SiteLink>
  );
}
