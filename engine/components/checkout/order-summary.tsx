import type { Cart } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { OrderTotals } from '../common/order-totals.tsx';
import type { TotalsLabels } from '../common/order-totals.tsx';

const CHECKOUT_LABELS: TotalsLabels = {
  subtotal: 'checkout.summary.subtotal',
  discount: 'checkout.summary.discount',
  giftWrap: 'checkout.summary.giftWrap',
  deliveryPass: 'checkout.deliveryPass.line',
  shipping: 'checkout.summary.shipping',
  shippingLater: 'checkout.summary.shippingLater',
  tax: 'checkout.summary.tax',
  total: 'checkout.summary.total',
};

/**
 * The cart as the checkout shows it beside every step: its lines, then the same totals as the
 * bag's (the discount, gift wrap and a Delivery Pass among them, tax and its message per the
 * site's switches: issue 12), so the rows add up to the total.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { site, locale } = useAppEnv();
  const { priceInfo } = cart;
  const money = (amount: number) => formatMoney(amount, priceInfo.currency, locale);
  const count = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <aside className="sf-checkout__summary" aria-labelledby="sf-checkout-summary">
      <h2 id="sf-checkout-summary">{t('checkout.orderSummary')}</h2>
      <p>{t('checkout.summary.items', { count })}</p>
      <ul className="sf-checkout__lines">
        {cart.items.map((line) => (
          <li key={line.id}>
            <span>
              {line.displayName} · {line.colorName} · {line.sizeName} × {line.quantity}
            </span>
            <span>{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals cart={cart} labels={CHECKOUT_LABELS} className="sf-checkout__order-totals" />
      {site.switches.taxMessage ? (
        <p className="sf-checkout__tax-message">{t('checkout.summary.taxMessage')}</p>
      ) : null}
    </aside>
  );
}
