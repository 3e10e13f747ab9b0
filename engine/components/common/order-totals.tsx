import type { Cart } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import './order-totals.css';

/** The string keys of the rows, each page's own (the bag's and the checkout's string bundles). */
export interface TotalsLabels {
  readonly subtotal: string;
  readonly discount: string;
  readonly giftWrap: string;
  /** With {{count}}, the pass's term in months. */
  readonly deliveryPass: string;
  readonly shipping: string;
  /** Before a delivery option is chosen. */
  readonly shippingLater: string;
  readonly tax: string;
  readonly total: string;
}

/**
 * The totals of a bag, the same on the cart page and beside every checkout step (issue 12:
 * "totals with tax display and message per site"), so the rows always add up to the total:
 * subtotal, the promo code's discount, gift wrap, a Delivery Pass bought in the bag, shipping
 * (free, its price, or calculated later), tax where the site's taxDisplay switch shows it, then
 * the total.
 */
export function OrderTotals({
  cart,
  labels,
  className,
}: {
  cart: Cart;
  labels: TotalsLabels;
  className: string;
}) {
  const { t } = useTranslation();
  const { site, locale } = useAppEnv();
  const { priceInfo } = cart;
  const money = (amount: number) => formatMoney(amount, priceInfo.currency, locale);
  return (
    <dl className={`sf-order-totals ${className}`}>
      <div>
        <dt>{t(labels.subtotal)}</dt>
        <dd>{money(priceInfo.subtotal)}</dd>
      </div>
      {priceInfo.discount > 0 ? (
        <div className="sf-order-totals__discount">
          <dt>
            {t(labels.discount)}
            {priceInfo.promotion ? ` (${priceInfo.promotion.code})` : ''}
          </dt>
          <dd>−{money(priceInfo.discount)}</dd>
        </div>
      ) : null}
      {priceInfo.giftWrap > 0 ? (
        <div>
          <dt>{t(labels.giftWrap)}</dt>
          <dd>{money(priceInfo.giftWrap)}</dd>
        </div>
      ) : null}
      {priceInfo.deliveryPass > 0 ? (
        <div>
          <dt>{t(labels.deliveryPass, { count: cart.deliveryPass?.termMonths ?? 12 })}</dt>
          <dd>{money(priceInfo.deliveryPass)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t(labels.shipping)}</dt>
        <dd>
          {!cart.deliveryOption
            ? t(labels.shippingLater)
            : priceInfo.shipping === 0
              ? t('common.free')
              : money(priceInfo.shipping)}
        </dd>
      </div>
      {site.switches.taxDisplay ? (
        <div>
          <dt>{t(labels.tax)}</dt>
          <dd>{money(priceInfo.tax)}</dd>
        </div>
      ) : null}
      <div className="sf-order-totals__total">
        <dt>{t(labels.total)}</dt>
        <dd>{money(priceInfo.total)}</dd>
      </div>
    </dl>
  );
}
