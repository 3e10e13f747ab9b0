import type { Order } from '../../../schemas/api/generated/types.ts';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { PickupDetails } from '../../components/orders/pickup-details.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * /order-pickup once the order is found (shell spec §2.1): a PICKUP order names its store as the
 * order kept it (migration 016), so the page says where to collect it (the store's address and
 * the pickup desk's instructions), the store's opening hours as the store service has them now,
 * where the order stands and what to bring. Any other order says it is not for pickup and where
 * it goes instead.
 */
export function OrderPickupView({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section className="sf-account__card" aria-labelledby="sf-order-pickup">
      <h3 id="sf-order-pickup">{t('orderLookup.pickup.title')}</h3>
      {order.pickupStore ? (
        <PickupDetails order={order} store={order.pickupStore} level={4} />
      ) : (
        <>
          <p>
            {order.deliveryOption === 'EMAIL'
              ? t('orderLookup.pickup.byEmail')
              : t('orderLookup.pickup.shipped')}
          </p>
          {order.deliveryOption === 'EMAIL' ? null : (
            <AddressLines address={order.shippingAddress} />
          )}
        </>
      )}
      <p>
        <SiteLink to={`/order-tracking?orderNumber=${encodeURIComponent(order.orderNumber)}`}>
          {t('orders.trackTitle')}
        </SiteLink>
      </p>
    </section>
  );
}
