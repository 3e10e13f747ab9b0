import type { Cart } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { PromoCode } from './promo-code.tsx';

/**
 * The order summary (issue 12): subtotal, shipping (calculated at checkout until a delivery option
 * is chosen), tax per the site's switches (taxDisplay shows the line, taxMessage says how tax is
 * handled: "inkl. MwSt." in Europe, "calculated at checkout" in the US), a promo code and its
 * discount, gift wrap and a Delivery Pass in the bag (issue 12), the total, and the way to
 * checkout (the checkout's first step, /checkout, catalogue spec §2 step 2).
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { site, locale } = useAppEnv();
  const money = (amount: number) => formatMoney(amount, cart.priceInfo.currency, locale);
  const { priceInfo } = cart;
  return (
    <section className="sf-cart-summary" aria-labelledby="sf-cart-summary-title">
      <h2 id="sf-cart-summary-title">{t('cart.summaryTitle')}</h2>
      <dl className="sf-cart-summary__rows">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(priceInfo.subtotal)}</dd>
        </div>
        {priceInfo.discount > 0 ? (
          <div className="sf-cart-summary__discount">
            <dt>
              {t('cart.discount')}
              {priceInfo.promotion ? ` (${priceInfo.promotion.code})` : ''}
            </dt>
            <dd>−{money(priceInfo.discount)}</dd>
          </div>
        ) : null}
        {priceInfo.giftWrap > 0 ? (
          <div>
            <dt>{t('cart.gift.wrapLine')}</dt>
            <dd>{money(priceInfo.giftWrap)}</dd>
          </div>
        ) : null}
        {priceInfo.deliveryPass > 0 ? (
          <div>
            <dt>{t('cart.deliveryPassLine', { count: cart.deliveryPass?.termMonths ?? 12 })}</dt>
            <dd>{money(priceInfo.deliveryPass)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>
            {!cart.deliveryOption
              ? t('cart.shippingCalculated')
              : priceInfo.shipping === 0
                ? t('common.free')
                : money(priceInfo.shipping)}
          </dd>
        </div>
        {site.switches.taxDisplay ? (
          <div>
            <dt>{t('cart.tax')}</dt>
            <dd>{money(priceInfo.tax)}</dd>
          </div>
        ) : null}
        <div className="sf-cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>{money(priceInfo.total)}</dd>
        </div>
      </dl>
      <PromoCode cart={cart} />
      {site.switches.taxMessage ? (
        <p className="sf-cart-summary__tax-message">{t('cart.taxMessage')}</p>
      ) : null}
      <SiteLink to="/checkout" className="sf-button sf-cart-summary__checkout">
        {t('cart.checkout')}
      </SiteLink>
    </section>
  );
}
