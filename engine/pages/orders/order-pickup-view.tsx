import { useQuery } from '@tanstack/react-query';
import type { Order, PickupStore } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { searchStores } from '../../api/calls/stores.ts';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { StoreHours } from '../../components/stores/store-hours.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { StoreAddress } from '../../components/stores/store-address.tsx';

/** What a pickup order's status means for the shopper collecting it. */
const PICKUP_STATUS_KEYS: Readonly<Record<Order['status'], string>> = {
  placed: 'orderLookup.pickup.preparing',
  shipped: 'orderLookup.pickup.onItsWay',
  delivered: 'orderLookup.pickup.collected',
  cancelled: 'orderLookup.pickup.cancelled',
  returned: 'orderLookup.pickup.collected',
};

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
        <PickupDetails order={order} store={order.pickupStore} />
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

function PickupDetails({ order, store }: { order: Order; store: PickupStore }) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  // The opening hours are the store's today, not the order's: asked of the store service.
  const { data } = useQuery({
    ...apiQuery(api, searchStores, { storeNumber: store.storeNumber, unit: site.distanceUnit }),
    staleTime: 300_000,
    retry: false,
  });
  const current = data?.results.find((found) => found.storeNumber === store.storeNumber);
  const { address } = store;
  const phone = current?.addresses.marketing.phoneNumber?.trim();
  return (
    <>
      <p>
        <strong>{t('orderLookup.pickup.collectAt', { store: store.storeName })}</strong>
      </p>
      <StoreAddress address={address} />
      {phone ? (
        <p>
          {t('stores.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      <p>{t(PICKUP_STATUS_KEYS[order.status])}</p>
      {order.status === 'cancelled' ? null : (
        <>
          <h4>{t('orderLookup.pickup.bringTitle')}</h4>
          <p>{t('orderLookup.pickup.bring', { orderNumber: order.orderNumber })}</p>
          {store.instructions ? <p>{store.instructions}</p> : null}
        </>
      )}
      <StoreHours hours={current?.hours} level={4} />
    </>
  );
}
