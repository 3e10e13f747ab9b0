import type { PickupStore } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { StoreAddress } from '../stores/store-address.tsx';

/**
 * Where to collect a store-pickup order (issue 12): the store as the order keeps it, its address,
 * when the order is ready and what to bring.
 */
export function PickupStoreDetails({ store }: { store: PickupStore }) {
  const { t } = useTranslation();
  return (
    <section className="sf-checkout__recap" aria-labelledby="sf-pickup-store-title">
      <h2 id="sf-pickup-store-title">
        {t('checkoutMore.pickup.collectAt', { store: store.storeName })}
      </h2>
      <StoreAddress address={store.address} />
      {store.sla ? <p>{store.sla}</p> : null}
      {store.instructions ? <p>{store.instructions}</p> : null}
    </section>
  );
}
