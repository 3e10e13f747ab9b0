import type { ReactNode } from 'react';
import type { Order } from '../../../schemas/api/generated/types.ts';
import { productImageUrl } from '../../domain/image-url.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { PickupDetails } from '../orders/pickup-details.tsx';
import { OrderPaymentLabel } from './order-payment-label.tsx';
import { ORDER_STATUS_KEYS, TRACKING_STATUS_KEYS } from './order-status.ts';
import { OrderTotals } from './order-totals.tsx';

/** A carrier's tracking link only when it is a web address (the API's text is not trusted). */
const safeLink = (url: string | undefined): string | undefined =>
  url && /^https:\/\//i.test(url) ? url : undefined;

/**
 * An order's status, items with images, totals, where it goes, tracking and payment (shell spec
 * §2.1 /account/order/{id}, /order/{orderNumber}). A PICKUP order goes to its store, not to an
 * address: the store's name, address, hours and what to bring take the shipping address's place
 * (catalogue spec §4 store pickup), as on the guest's /order-pickup page.
 */
export function OrderDetail({ order, address }: { order: Order; address: ReactNode }) {
  const { t } = useTranslation();
  const { brand, site, locale } = useAppEnv();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const images = site.limits.images;
  const width = Math.min(...images.tileWidths);
  return (
    <>
      <p className="sf-account__order-head">
        <span>{t('account.orders.placedOn', { date: formatDate(order.placedAt, locale) })}</span>
        <span className="sf-account__badge">{t(ORDER_STATUS_KEYS[order.status])}</span>
      </p>
      <section className="sf-account__card" aria-labelledby="sf-order-items">
        <h2 id="sf-order-items">{t('account.order.items')}</h2>
        <ul className="sf-account__items">
          {order.items.map((item) => (
            <li key={item.id} className="sf-account__item">
              <img
                src={productImageUrl({
                  brandId: brand.id,
                  imageId: `${item.styleNumber}_${item.colorCode}_b`,
                  width,
                  quality: images.quality,
                })}
                alt=""
                width={width}
                height={Math.round(width * 1.5)}
                loading="lazy"
              />
              <div>
                <p>
                  <strong>{item.displayName}</strong>
                </p>
                {item.isGiftCard ? null : (
                  <p className="sf-account__muted">
                    {[item.colorName, item.sizeName].filter(Boolean).join(' · ')}
                  </p>
                )}
                <p className="sf-account__muted">
                  {t('account.order.quantity', { count: item.quantity })}
                </p>
              </div>
              <p>{money(item.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} />
      </section>
      <div className="sf-account__grid">
        {order.pickupStore ? (
          <section className="sf-account__card" aria-labelledby="sf-order-store">
            <h2 id="sf-order-store">{t('orderLookup.pickup.title')}</h2>
            <PickupDetails order={order} store={order.pickupStore} level={3} />
          </section>
        ) : (
          <section className="sf-account__card" aria-labelledby="sf-order-address">
            <h2 id="sf-order-address">{t('account.order.shippingAddress')}</h2>
            {address}
          </section>
        )}
        <section className="sf-account__card" aria-labelledby="sf-order-payment">
          <h2 id="sf-order-payment">{t('account.order.payment')}</h2>
          <p>
            <OrderPaymentLabel payment={order.payment} />
          </p>
        </section>
        <section className="sf-account__card" aria-labelledby="sf-order-tracking">
          <h2 id="sf-order-tracking">{t('orders.trackTitle')}</h2>
          <ol className="sf-account__tracking">
            {order.tracking.map((event) => {
              const link = safeLink(event.url);
              return (
                <li key={`${event.status}-${event.at}`}>
                  <strong>{t(TRACKING_STATUS_KEYS[event.status])}</strong> ·{' '}
                  {formatDate(event.at, locale)}
                  {event.carrier ? <> · {event.carrier}</> : null}
                  {event.trackingNumber ? <> · {event.trackingNumber}</> : null}
                  {link ? (
                    <>
                      {' '}
                      <a href={link} rel="noopener noreferrer" target="_blank">
                        {t('orders.trackPackage')}
                        <span className="sf-visually-hidden"> {t('a11y.opensInNewWindow')}</span>
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </>
  );
}
