import type { Order } from '../../../schemas/api/generated/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * An order's subtotal, a Delivery Pass it bought (issue 12), shipping, tax and total, in the
 * order's currency.
 */
export function OrderTotals({ order }: { order: Pick<Order, 'totals' | 'currency'> }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return (
    <dl className="sf-account__totals">
      <dt>{t('checkout.summary.subtotal')}</dt>
      <dd>{money(order.totals.subtotal)}</dd>
      {order.totals.deliveryPass > 0 ? (
        <>
          <dt>{t('checkout.deliveryPass.title')}</dt>
          <dd>{money(order.totals.deliveryPass)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.summary.shipping')}</dt>
      <dd>{order.totals.shipping === 0 ? t('common.free') : money(order.totals.shipping)}</dd>
      <dt>{t('checkout.summary.tax')}</dt>
      <dd>{money(order.totals.tax)}</dd>
      <dt className="sf-account__total">{t('checkout.summary.total')}</dt>
      <dd className="sf-account__total">{money(order.totals.total)}</dd>
    </dl>
  );
}
