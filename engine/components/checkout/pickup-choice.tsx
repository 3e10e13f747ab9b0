import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Store } from '../../../schemas/api/generated/types.ts';
import { offersPickup } from '../../domain/pickup/offers-pickup.ts';
import { formatDistance } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { storesNearShopper, usePickupStore } from '../pickup/use-pickup-store.ts';
import './pickup-choice.css';
import { StoreAddress } from '../stores/store-address.tsx';

export interface PickupChoiceProps {
  /** The store the cart already names, if any: it comes first (catalogue spec §4 precedence). */
  readonly given?: string;
  /** The store an order may be collected from, or undefined while there is none. */
  readonly onStore: (storeNumber: string | undefined) => void;
}

/** How many stores near the shopper to offer. */
const NEARBY = 5;

/**
 * The pickup store on the delivery step (issue 12): the shopper's store by the catalogue spec §4
 * precedence (the pickup hook the product page uses), its address, when the order is ready and
 * what to bring; or, on request, the nearest stores that offer pickup to choose from (the choice
 * kept like any store choice). Its own chunk, loaded when the shopper picks "Pick up in store".
 */
export default function PickupChoice({ given, onStore }: PickupChoiceProps) {
  const { t } = useTranslation();
  const { api, locale, site } = useAppEnv();
  const queryClient = useQueryClient();
  const pickup = usePickupStore(given);
  const [nearby, setNearby] = useState<readonly Store[] | undefined>();
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<'nearbyNotFound' | 'locationDenied' | undefined>();
  const store = pickup.store;
  const usable = store !== undefined && offersPickup(store.inStorePickUp);

  useEffect(() => {
    onStore(usable ? store.storeNumber : undefined);
  }, [onStore, store, usable]);

  function findNearby() {
    setSearching(true);
    setProblem(undefined);
    void storesNearShopper(api, queryClient, site.distanceUnit)
      .then((found) => {
        if (typeof found === 'string') {
          setProblem(found);
          return;
        }
        const open = found
          .filter((candidate) => offersPickup(candidate.inStorePickUp))
          .slice(0, NEARBY);
        setNearby(open);
        if (open.length === 0) setProblem('nearbyNotFound');
      })
      .finally(() => setSearching(false));
  }

  return (
    <section className="sf-pickup-choice" aria-labelledby="sf-pickup-choice-title">
      <h3 id="sf-pickup-choice-title">{t('checkoutMore.pickupStore.title')}</h3>
      {store ? (
        <div className="sf-pickup-choice__store">
          <p>
            <strong>{store.storeName}</strong>
          </p>
          <StoreAddress address={store.addresses.marketing} />
          {usable ? (
            <>
              {store.inStorePickUp.SLA ? <p>{store.inStorePickUp.SLA}</p> : null}
              {store.inStorePickUp.instructions ? (
                <p className="sf-pickup-choice__note">{store.inStorePickUp.instructions}</p>
              ) : null}
            </>
          ) : (
            <p className="sf-pickup-choice__problem" role="alert">
              {t('checkoutMore.pickupStore.storeUnavailable')}
            </p>
          )}
        </div>
      ) : pickup.busy ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <p>{t('checkoutMore.pickupStore.noStore')}</p>
      )}
      <button
        type="button"
        className="sf-pickup-choice__locate"
        onClick={findNearby}
        disabled={searching}
        aria-busy={searching}
      >
        {t('checkoutMore.pickupStore.findNearby')}
      </button>
      {problem ? (
        <p className="sf-pickup-choice__problem" role="alert">
          {t(`checkoutMore.pickupStore.${problem}`)}
        </p>
      ) : null}
      {nearby && nearby.length > 0 ? (
        <fieldset className="sf-pickup-choice__list">
          <legend>{t('checkoutMore.pickupStore.chooseStore')}</legend>
          {nearby.map((candidate) => (
            <label key={candidate.storeNumber} className="sf-checkout__choice">
              <input
                type="radio"
                name="pickupStore"
                value={candidate.storeNumber}
                checked={store?.storeNumber === candidate.storeNumber}
                onChange={() => void pickup.choose(candidate)}
              />
              <span>
                <strong>{candidate.storeName}</strong>
                {candidate.distance !== null ? (
                  <>
                    {' '}
                    {t('checkoutMore.pickupStore.distance', {
                      distance: formatDistance(candidate.distance, candidate.distanceUnit, locale),
                    })}
                  </>
                ) : null}
                <br />
                {candidate.addresses.marketing.addressLineOne}, {candidate.addresses.marketing.city}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
