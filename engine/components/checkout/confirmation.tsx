import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery, callScope } from '../../api/index.ts';
import { getOrder } from '../../api/calls/orders.ts';
import { getProfile } from '../../api/calls/profile.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { PickupStoreDetails } from './pickup-store-details.tsx';
import { SmsOptInSlot } from './sms-opt-in-slot.tsx';

/**
 * The order confirmation (catalogue spec §2: full header and footer): the order number, where the
 * confirmation went, what happens next and the way to follow the order. An order that bought a
 * Delivery Pass (issue 12) says until when it runs, and the profile is read again: the header's
 * delivery-pass-sync.tsx writes the member cookie from it, so the next bag shows the pass.
 */
export function Confirmation({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const { api, locale, site } = useAppEnv();
  const queryClient = useQueryClient();
  const { data: order, isError } = useQuery(apiQuery(api, getOrder, { orderNumber }));
  const passUntil = order?.deliveryPass?.expirationDate;
  useEffect(() => {
    if (passUntil)
      void queryClient.invalidateQueries({ queryKey: callScope(api.site, getProfile) });
  }, [passUntil, queryClient, api.site]);
  return (
    <section className="sf-checkout__confirmation" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('checkout.confirmation.thanks')}
      </h1>
      <p className="sf-checkout__order-number">
        {t('checkout.confirmation.orderNumber', { orderNumber })}
      </p>
      {order ? (
        <>
          <p>{t('checkout.confirmation.emailSent', { email: order.email })}</p>
          <p>
            {t('checkout.summary.total')}: {formatMoney(order.totals.total, order.currency, locale)}
          </p>
          {passUntil ? (
            <p className="sf-checkout__pass">
              {t('checkout.confirmation.deliveryPass', {
                // A calendar date: read in UTC, as written, whatever the browser's zone.
                date: formatDate(passUntil, locale, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </p>
          ) : null}
          {order.payment.giftCard?.amount !== undefined && order.payment.giftCard.amount > 0 ? (
            <ul className="sf-checkout__tenders" aria-label={t('checkoutMore.giftCard.paidWith')}>
              <li>
                {t('checkoutMore.giftCard.giftCardPaid', {
                  lastFour: order.payment.giftCard.lastFourDigits,
                  amount: formatMoney(order.payment.giftCard.amount, order.currency, locale),
                })}
              </li>
              <li>
                {t('checkoutMore.giftCard.cardPaid', {
                  lastFour: order.payment.creditCardDetail?.lastFourDigits ?? '',
                  amount: formatMoney(
                    Math.round((order.totals.total - order.payment.giftCard.amount) * 100) / 100,
                    order.currency,
                    locale,
                  ),
                })}
              </li>
            </ul>
          ) : null}
          {order.payment.stylist ? (
            <p>{t('checkoutMore.stylist.confirmation', { name: order.payment.stylist.name })}</p>
          ) : null}
        </>
      ) : isError ? null : (
        <p role="status">{t('common.loading')}</p>
      )}
      {order?.pickupStore ? <PickupStoreDetails store={order.pickupStore} /> : null}
      <h2>{t('checkout.confirmation.nextTitle')}</h2>
      <p>
        {order?.pickupStore
          ? t('checkoutMore.pickup.nextSteps')
          : order?.payment.stylist?.status === 'awaiting'
            ? t('checkoutMore.stylist.nextSteps')
            : t('checkout.confirmation.nextSteps')}
      </p>
      {order && site.switches.smsOrderTracking ? (
        <SmsOptInSlot orderId={order.orderId} phoneNumber={order.shippingAddress.phoneNumber} />
      ) : null}
      <p className="sf-checkout__actions">
        <SiteLink to={`/order-tracking?orderNumber=${encodeURIComponent(orderNumber)}`}>
          {t('checkout.confirmation.track')}
        </SiteLink>
        <SiteLink to="/" className="sf-button">
          {t('common.continueShopping')}
        </SiteLink>
      </p>
    </section>
  );
}
