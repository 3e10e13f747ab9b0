import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { useProductEntry } from './product-context.tsx';
import { useHideTimer } from './use-hide-timer.ts';

/**
 * "Added to bag": a drawer at the side of the window (cartConfirmVariant 0, the default) or a panel
 * under the button (1 and 2), hidden after limits.timings' confirmation delays (catalogue spec §9;
 * shell spec §4 "Cart confirmation shows as a drawer or inline"). The live region is always in
 * the page, so a screen reader hears the addition whichever way it is drawn; focus stays where it
 * was.
 */
export function CartConfirmation({
  added,
  onClose,
}: {
  added: { quantity: number; size: string; color: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { flags, site } = useAppEnv();
  const { product } = useProductEntry();
  const drawer = (flags.cartConfirmVariant ?? 0) === 0;
  const hover = useHideTimer(added !== null, onClose, {
    initialMs: site.limits.timings.cartConfirmationInitialHideMs,
    resetMs: site.limits.timings.cartConfirmationResetHideMs,
  });
  const summary = added
    ? t('product.added', {
        quantity: added.quantity,
        product: product.displayName ?? '',
        details: [added.color, added.size].filter(Boolean).join(', '),
      })
    : '';
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {summary}
      </p>
      {added ? (
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
            <button type="button" className="sf-link-button" onClick={onClose}>
              {t('common.close')}
            </button>
          </div>
        </aside>
      ) : null}
    </>
  );
}
