import { Fragment } from 'react';
import { formatMoney } from '../../domain/money.ts';
import { mockOrder } from '../../domain/orders/mock-order.ts';
import type { MockOrderId } from '../../domain/orders/mock-order.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import '../checkout/checkout.css';

/**
 * /mock-order/{mockId} behind the flag enableMockOrders (shell spec §2.1; not indexed): the order
 * confirmation as a shopper sees it after paying (catalogue spec §2: order number, what happens
 * next), filled with the mock order's demo data in the site's language and currency, under a note
 * that it is a preview and nothing was bought.
 */
export function MockOrderView({ mockId }: { mockId: MockOrderId }) {
  const { t } = useTranslation();
  const { site, locale } = useAppEnv();
  const order = mockOrder(mockId, site);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const rows: readonly [string, number][] = [
    ['checkout.summary.subtotal', order.subtotal],
    ['checkout.summary.shipping', order.shipping],
    ...(order.tax > 0 ? [['checkout.summary.tax', order.tax] as [string, number]] : []),
    ['checkout.summary.total', order.total],
  ];
  return (
    <section className="sf-checkout__confirmation" aria-labelledby="sf-page-title">
      <p className="sf-checkout__notice" role="note">
        {t('orderLookup.mock.notice', { mockId })}
      </p>
      <h1 id="sf-page-title" className="sf-page-title">
        {t('checkout.confirmation.thanks')}
      </h1>
      <p className="sf-checkout__order-number">
        {t('checkout.confirmation.orderNumber', { orderNumber: order.orderNumber })}
      </p>
      <p>{t('checkout.confirmation.emailSent', { email: order.email })}</p>
      <h2>{t('checkout.summary.items', { count: order.lines.length })}</h2>
      <ul>
        {order.lines.map((line) => (
          <li key={line.name}>
            {t('orderLookup.mock.line', {
              name: line.name,
              colour: line.colour,
              size: line.size,
              quantity: line.quantity,
            })}{' '}
            {money(line.quantity * line.unitPrice)}
          </li>
        ))}
      </ul>
      <dl className="sf-checkout__totals">
        {rows.map(([label, amount]) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>{money(amount)}</dd>
          </Fragment>
        ))}
      </dl>
      <ul className="sf-checkout__tenders" aria-label={t('checkoutMore.giftCard.paidWith')}>
        {order.giftCard ? (
          <li>
            {t('checkoutMore.giftCard.giftCardPaid', {
              lastFour: order.giftCard.lastFour,
              amount: money(order.giftCard.amount),
            })}
          </li>
        ) : null}
        <li>
          {t('checkoutMore.giftCard.cardPaid', {
            lastFour: order.card.lastFour,
            amount: money(order.card.amount),
          })}
        </li>
      </ul>
      <h2>{t('checkout.confirmation.nextTitle')}</h2>
      <p>{t('checkout.confirmation.nextSteps')}</p>
    </section>
  );
}
