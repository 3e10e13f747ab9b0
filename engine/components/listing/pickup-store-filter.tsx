import { useTranslation } from '../../i18n/react.tsx';
import { toggleRefinement } from '../../domain/refinements/listing-changes.ts';
import { SiteLink } from '../common/site-link.tsx';
import { usePickupStore } from '../pickup/use-pickup-store.ts';
import type { FilterControls } from './filter-panel.tsx';

/**
 * The way into the pickup facets (catalogue spec §3: pickup and the pickup pools are answered for
 * the stores a listing request names): while the listing names no store, the shopper's own store
 * (given, favourite or cached, use-pickup-store.ts) is offered as "Pick up at {store}", which
 * puts it in the URL with the pickup switch; the API's pickup facets then show as any other.
 * A shopper without a store is led to the store finder. Browser only: the store is the shopper's.
 */
export function PickupStoreFilter({ state, go }: FilterControls) {
  const { t } = useTranslation();
  const { store, busy } = usePickupStore();
  if (state.store !== undefined || busy) return null;
  return (
    <fieldset className="sf-filters__group">
      <legend className="sf-filters__legend">{t('plp.facet.pickup')}</legend>
      {store ? (
        <ul>
          <li>
            <label className="sf-filters__option">
              <input
                type="checkbox"
                name="pickup"
                checked={false}
                onChange={() =>
                  go(toggleRefinement({ ...state, store: store.storeNumber }, 'pickup', 'true'))
                }
              />
              <span>{t('listing.pickupAt', { store: store.storeName })}</span>
            </label>
          </li>
        </ul>
      ) : (
        <SiteLink to="/stores">{t('listing.chooseStore')}</SiteLink>
      )}
    </fieldset>
  );
}
