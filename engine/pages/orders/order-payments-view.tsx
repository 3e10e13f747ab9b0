import type { Order } from '../../../schemas/api/generated/types.ts';
import { OrderPaymentLabel } from '../../components/account/order-payment-label.tsx';
import { OrderTotals } from '../../components/account/order-totals.tsx';
import { formatMoney } from '../../domain/money.ts';
import { orderBalance } from '../../domain/orders/order-progress.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * /order-payments once the order is found: how it was paid, what it cost, and where the money
 * stands (paid, still due on a customer-rep hold, refunded after a cancellation).
 */
export function OrderPaymentsView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const balance = orderBalance(order);
  return (
    <div className="sf-account__grid">
      <section className="sf-account__card" aria-labelledby="sf-order-paid-with">
        <h3 id="sf-order-paid-with">{t('orderLookup.payments.method')}</h3>
        <p>
          <OrderPaymentLabel payment={order.payment} />
        </p>
        {order.payment.paymentType === 'GIFT_CARD' ? (
          // The hash opens the balance check over this page (shell spec §2.4 #giftcard-balance).
          <p>
            <a href="#giftcard-balance">{t('modal.giftCardBalance')}</a>
          </p>
        ) : null}
        <dl className="sf-account__totals">
          <dt>{t('orderLookup.payments.paid')}</dt>
          <dd>{money(balance.paid)}</dd>
          {balance.refunded > 0 ? (
            <>
              <dt>{t('orderLookup.payments.refunded')}</dt>
              <dd>{money(balance.refunded)}</dd>
            </>
          ) : null}
          <dt className="sf-account__total">{t('orderLookup.payments.due')}</dt>
          <dd className="sf-account__total">{money(balance.due)}</dd>
        </dl>
      </section>
      <section className="sf-account__card" aria-labelledby="sf-order-summary">
        <h3 id="sf-order-summary">{t('orderLookup.payments.summary')}</h3>
        <OrderTotals order={order} />
      </section>
    </div>
  );
}
