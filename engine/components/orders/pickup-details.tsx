import { useQuery } from '@tanstack/react-query';
import type { Order, PickupStore } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { searchStores } from '../../api/calls/stores.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { StoreAddress } from '../stores/store-address.tsx';
import { StoreHours } from '../stores/store-hours.tsx';

/** What a pickup order's status means for the shopper collecting it. */
const PICKUP_STATUS_KEYS: Readonly<Record<Order['status'], string>> = {
  placed: 'orderLookup.pickup.preparing',
  shipped: 'orderLookup.pickup.onItsWay',
  delivered: 'orderLookup.pickup.collected',
  cancelled: 'orderLookup.pickup.cancelled',
  returned: 'orderLookup.pickup.collected',
};

/**
 * Where a PICKUP order is collected (shell spec §2.1 /order-pickup and /account/order/{id};
 * catalogue spec §4 store pickup): the store as the order kept it (migration 016) with its address
 * and the pickup desk's instructions, its phone and opening hours as the store service has them
 * now, where the order stands and what to bring. On the guest's /order-pickup page and in the
 * account's order detail, in place of a shipping address. `level` is the level of the headings
 * inside (one below the card's own heading).
 */
export function PickupDetails({
  order,
  store,
  level,
}: {
  order: Order;
  store: PickupStore;
  level: 3 | 4;
}) {
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
  const Heading = level === 3 ? 'h3' : 'h4';
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
          <Heading>{t('orderLookup.pickup.bringTitle')}</Heading>
          <p>{t('orderLookup.pickup.bring', { orderNumber: order.orderNumber })}</p>
          {store.instructions ? <p>{store.instructions}</p> : null}
        </>
      )}
      <StoreHours hours={current?.hours} level={level} />
    </>
  );
}
