import type { Order } from '../../../schemas/api/generated/types.ts';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * /order-pickup once the order is found. The commerce API's orders are all shipped (their delivery
 * options are STANDARD, EXPRESS, OVERNIGHT and EMAIL; no order names a pickup store), so the page
 * says where the order goes instead, and how to track it.
 */
export function OrderPickupView({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section className="sf-account__card" aria-labelledby="sf-order-pickup">
      <h3 id="sf-order-pickup">{t('orderLookup.pickup.title')}</h3>
      <p>
        {order.deliveryOption === 'EMAIL'
          ? t('orderLookup.pickup.byEmail')
          : t('orderLookup.pickup.shipped')}
      </p>
      {order.deliveryOption === 'EMAIL' ? null : <AddressLines address={order.shippingAddress} />}
      <p>
        <SiteLink to={`/order-tracking?orderNumber=${encodeURIComponent(order.orderNumber)}`}>
          {t('orders.trackTitle')}
        </SiteLink>
      </p>
    </section>
  );
}
