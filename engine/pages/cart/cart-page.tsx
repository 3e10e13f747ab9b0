import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { apiQuery } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import { CartLineView } from '../../components/cart/cart-line.tsx';
import { CartSummary } from '../../components/cart/cart-summary.tsx';
import { CartThreshold } from '../../components/cart/cart-threshold.tsx';
import { SavedForLater } from '../../components/cart/saved-for-later.tsx';
import { useCartActions } from '../../components/cart/use-cart-actions.ts';
import type { CartActions } from '../../components/cart/use-cart-actions.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import type { ResolvedCartPageProps } from '../../config/generated/resolved.ts';
import { cartLevelReasons } from '../../domain/cart/restrictions.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../../components/cart/cart.css';

// Gift wrap and message load after the page (their offer is the API's, not the page's data): a
// chunk of their own, out of the cart's first load (issue 9 budgets).
const GiftOptions = lazy(() => import('../../components/cart/gift-options.tsx'));
// The Delivery Pass offer (issue 12) likewise, only where the API offers one.
const DeliveryPassOffer = lazy(() => import('../../components/cart/delivery-pass-offer.tsx'));

/**
 * The cart page (issue 12; catalogue spec §2 /cart, §3 item contexts and restriction reasons, §5
 * quantity caps, §9 undo and page sizes): rendered on the server from the loader's cart, live
 * after hydration. Every change reads the cart and the minicart again (use-cart-actions.ts).
 */
export default function CartPage({ savedPage = 1 }: ResolvedCartPageProps) {
  const env = useAppEnv();
  const { api } = env;
  const { t } = useTranslation();
  // Watched items (catalogue spec §3 item context 'watch') likewise, only where the cart has some,
  // with their strings (the account bundle's): rendered on the server all the same (the stream
  // waits for every boundary).
  const Watching = useMemo(
    () =>
      lazy(() =>
        Promise.all([
          env.loadStrings?.(['account']),
          import('../../components/cart/watching.tsx'),
        ]).then(([, module]) => module),
      ),
    [env],
  );
  const { data: cart } = useQuery(apiQuery(api, getCart, { savedPage }));
  const actions = useCartActions();
  // Checkout sends the shopper back here naming an item that sold out meanwhile (issue 12).
  const notice = (useLocation().state as { checkoutNotice?: unknown } | null)?.checkoutNotice;
  if (!cart) return null;
  const count = cart.meta.totalQuantity;
  const cartReasons = cartLevelReasons(cart.restrictionReasons, cart.items);
  return (
    <section className="sf-cart" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {t('cart.title')} <span className="sf-cart__count">({t('cart.itemCount', { count })})</span>
      </h1>
      <p className="sf-visually-hidden" role="status">
        {actions.announcement}
      </p>
      {typeof notice === 'string' ? (
        <p className="sf-cart__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <UndoNotice actions={actions} />
      {cart.items.length === 0 ? (
        <div className="sf-cart__empty">
          <p>{t('cart.emptyMessage')}</p>
          <SiteLink to="/" className="sf-button">
            {t('cart.emptyCta')}
          </SiteLink>
        </div>
      ) : (
        <div className="sf-cart__layout">
          <div className="sf-cart__main">
            <CartThreshold
              subtotal={cart.priceInfo.discountableSubtotal}
              pass={cart.priceInfo.deliveryPass > 0}
            />
            {cartReasons.length > 0 ? (
              <ul className="sf-cart__restrictions">
                {cartReasons.map((reason) => (
                  <li key={reason.reason}>
                    {t(reason.message, { seller: t('cart.marketplaceSeller') })}
                    {reason.action ? <> {t(reason.action)}</> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            <section aria-labelledby="sf-cart-items-title">
              <h2 id="sf-cart-items-title" className="sf-visually-hidden">
                {t('cart.itemsTitle')}
              </h2>
              <ul className="sf-cart-lines">
                {cart.items.map((line) => (
                  <CartLineView
                    key={line.id}
                    line={line}
                    context="transactional"
                    actions={actions}
                    pickupUnavailable={cart.pickupUnavailable}
                  />
                ))}
              </ul>
            </section>
            <Suspense fallback={null}>
              <GiftOptions cart={cart} />
            </Suspense>
          </div>
          <div className="sf-cart__side">
            <CartSummary cart={cart} />
            {cart.deliveryPass ? (
              <Suspense fallback={null}>
                <DeliveryPassOffer cart={cart} />
              </Suspense>
            ) : null}
          </div>
        </div>
      )}
      {cart.watching.length > 0 ? (
        <Suspense fallback={null}>
          <Watching
            watching={cart.watching}
            renderLine={(line) => (
              <CartLineView key={line.id} line={line} context="watch" actions={actions} />
            )}
          />
        </Suspense>
      ) : null}
      <SavedForLater saved={cart.savedForLater} actions={actions} />
    </section>
  );
}

/**
 * "Removed. Undo" for the undo window (catalogue spec §9: 7000 ms). Focus goes to Undo when a
 * removal takes the focused button away, and back to the page title when the notice goes.
 */
function UndoNotice({ actions }: { actions: CartActions }) {
  const { t } = useTranslation();
  const undo = useRef<HTMLButtonElement>(null);
  const removal = actions.removal;
  const shown = useRef(false);
  useEffect(() => {
    if (removal) {
      shown.current = true;
      undo.current?.focus();
      return;
    }
    // Only when a notice went away with the focus in it: never on the page's first render.
    if (shown.current && document.activeElement === document.body) {
      document.getElementById('sf-page-title')?.focus();
    }
    shown.current = false;
  }, [removal]);
  return (
    <div className="sf-cart__undo" aria-live="polite">
      {removal ? (
        <p>
          {t('cart.itemRemoved', { name: removal.line.line.displayName })}{' '}
          <button ref={undo} type="button" className="sf-link-button" onClick={actions.undo}>
            {t('common.undo')}
          </button>
        </p>
      ) : null}
      {actions.failed === 'cart' ? <p role="alert">{t('cart.changeFailed')}</p> : null}
    </div>
  );
}
