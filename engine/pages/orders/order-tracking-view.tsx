import type { Order } from '../../../schemas/api/generated/types.ts';
import { TRACKING_STATUS_KEYS } from '../../components/account/order-status.ts';
import { shipmentsOf } from '../../domain/orders/order-progress.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * /order-tracking once the order is found: its events per shipment, newest first, each parcel with
 * its carrier, tracking number and the carrier's page (an https link only).
 */
export function OrderTrackingView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const shipments = shipmentsOf(order.tracking);
  const parcels = shipments.filter((shipment) => shipment.trackingNumber);
  return (
    <div className="sf-order-lookup__shipments">
      {parcels.length === 0 ? <p>{t('orderLookup.tracking.none')}</p> : null}
      {shipments.map((shipment, index) => {
        const headingId = `sf-shipment-${index}`;
        const number = parcels.indexOf(shipment) + 1;
        return (
          <section key={headingId} className="sf-account__card" aria-labelledby={headingId}>
            <h3 id={headingId}>
              {shipment.trackingNumber
                ? t('orderLookup.tracking.shipment', { number })
                : t('orderLookup.tracking.orderUpdates')}
            </h3>
            {shipment.trackingNumber ? (
              <p className="sf-account__muted">
                {shipment.carrier ? `${shipment.carrier} · ` : ''}
                {t('orderLookup.tracking.trackingNumber', {
                  trackingNumber: shipment.trackingNumber,
                })}
              </p>
            ) : null}
            <ol className="sf-order-lookup__events">
              {shipment.events.map((event) => (
                <li key={`${event.status}-${event.at}`}>
                  <strong>{t(TRACKING_STATUS_KEYS[event.status])}</strong>{' '}
                  <time dateTime={event.at}>{formatDate(event.at, locale)}</time>
                </li>
              ))}
            </ol>
            {shipment.url ? (
              <p>
                <a href={shipment.url} rel="noopener noreferrer" target="_blank">
                  {t('orders.trackPackage')}
                  <span className="sf-visually-hidden"> {t('a11y.opensInNewWindow')}</span>
                </a>
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
