import type { Cart } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * The cart as the checkout shows it beside every step: its lines and totals from the API, with a
 * Delivery Pass bought in the bag as a row of its own (issue 12).
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
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
      <dl className="sf-checkout__totals">
        <dt>{t('checkout.summary.subtotal')}</dt>
        <dd>{money(priceInfo.subtotal)}</dd>
        {priceInfo.deliveryPass > 0 ? (
          <>
            <dt>
              {t('checkout.deliveryPass.line', { count: cart.deliveryPass?.termMonths ?? 12 })}
            </dt>
            <dd>{money(priceInfo.deliveryPass)}</dd>
          </>
        ) : null}
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>
          {cart.deliveryOption
            ? priceInfo.shipping === 0
              ? t('common.free')
              : money(priceInfo.shipping)
            : t('checkout.summary.shippingLater')}
        </dd>
        <dt>{t('checkout.summary.tax')}</dt>
        <dd>{money(priceInfo.tax)}</dd>
        <dt className="sf-checkout__total">{t('checkout.summary.total')}</dt>
        <dd className="sf-checkout__total">{money(priceInfo.total)}</dd>
      </dl>
    </aside>
  );
}
