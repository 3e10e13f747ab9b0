import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { CheckoutLink } from '../cart/checkout-link.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useHideTimer } from './use-hide-timer.ts';

/**
 * "Added to bag": a drawer at the side of the window (cartConfirmVariant 0, the default) or a panel
 * under the button (1 and 2), hidden after limits.timings' confirmation delays (catalogue spec §9;
 * shell spec §4 "Cart confirmation shows as a drawer or inline"). Focus stays where it was; the
 * add-to-bag's live region says what was added. View Bag, or Checkout (through the sign-in prompt
 * where the brand turns it on, shell spec §4). Loaded after the first add, not with the page.
 */
export default function CartConfirmation({
  summary,
  onClose,
}: {
  summary: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { flags, site } = useAppEnv();
  const drawer = (flags.cartConfirmVariant ?? 0) === 0;
  const hover = useHideTimer(true, onClose, {
    initialMs: site.limits.timings.cartConfirmationInitialHideMs,
    resetMs: site.limits.timings.cartConfirmationResetHideMs,
  });
  return (
    <aside
      className={`sf-cart-confirmation sf-cart-confirmation--${drawer ? 'drawer' : 'inline'}`}
      aria-labelledby="sf-cart-confirmation-title"
      {...hover}
    >
      <h2 id="sf-cart-confirmation-title" className="sf-cart-confirmation__title">
        {t('pdp.addToCartSuccess')}
      </h2>
      <p>{summary}</p>
      <div className="sf-cart-confirmation__actions">
        <SiteLink to="/cart" className="sf-button">
          {t('product.viewBag')}
        </SiteLink>
        <CheckoutLink className="sf-button sf-button--secondary">
          {t('product.checkout')}
        </CheckoutLink>
        <button type="button" className="sf-link-button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </aside>
  );
}
