import { retailStock } from '../../domain/catalogue/retail-stock.ts';
import { useApiQuery } from '../../api/api-hooks.ts';
import { getProducts } from '../../api/calls/catalog.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { formatDistance } from '../../i18n/format.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { storesPath } from '../../routing/stores-path.ts';
import { Registered } from '../../registry/registered.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { usePickupStore } from './use-pickup-store.ts';
import './store-pickup.css';

export interface StorePickupProps {
  readonly slug: string;
  /** The chosen size's sku; none until a size is chosen. */
  readonly skuId?: string;
}

/**
 * Store pickup on a product page (catalogue spec §4 store choice; issue 11 "Store pickup"): the
 * shopper's store by the precedence, whether the chosen sku can be picked up there (its stock in
 * the store's pool, include-pools), and a way to find the nearest store or change it. Loaded
 * after hydration as its own chunk with the account strings (the stores page's), so the product
 * page's first load does not carry it.
 */
export default function StorePickup({ slug, skuId }: StorePickupProps) {
  const { t } = useTranslation();
  const { locale, site } = useAppEnv();
  const { store, busy, problem, locate } = usePickupStore();
  const stock = useApiQuery(
    getProducts,
    { slug, includePools: true },
    { enabled: store !== undefined && skuId !== undefined, staleTime: 60_000 },
  );
  const sku = stock.data?.[0]?.skuInfo?.skus.find((candidate) => candidate.skuId === skuId);
  const inStore = store ? sku?.pools?.find((pool) => pool.poolId === store.poolId) : undefined;
  // "Only N left" at or below limits.listing.retailStockThreshold (catalogue spec §9).
  const retail = retailStock(inStore, site.limits.listing.retailStockThreshold);

  return (
    <section className="sf-pickup" aria-labelledby="sf-pickup-title">
      <h2 id="sf-pickup-title" className="sf-pickup__title">
        {t('stores.pickup.title')}
      </h2>
      {store ? (
        <>
          <p className="sf-pickup__store">
            {t('stores.pickupAt', { store: store.storeName })}
            {store.distance !== null ? (
              <>
                {' '}
                <span className="sf-pickup__distance">
                  (
                  {t('stores.distanceAway', {
                    distance: formatDistance(store.distance, store.distanceUnit, locale),
                  })}
                  )
                </span>
              </>
            ) : null}
          </p>
          <Registered
            name="StoreMap"
            props={{ storeName: store.storeName, lat: store.loc.lat, lng: store.loc.lng }}
          />
          <p className="sf-pickup__stock" role="status">
            {skuId === undefined
              ? t('stores.pickupChooseSize')
              : stock.isPending
                ? null
                : retail.state === 'low'
                  ? t('catalogueMore.lowInStore', { count: retail.count })
                  : retail.state === 'available'
                    ? t('stores.pickupAvailable')
                    : t('stores.pickupUnavailableItem')}
          </p>
          <SiteLink className="sf-pickup__change" to={storesPath(site)}>
            {t('stores.changeStore')}
          </SiteLink>
        </>
      ) : (
        <>
          <p className="sf-pickup__intro">{t('stores.pickupIntro')}</p>
          <button
            type="button"
            className="sf-pickup__locate"
            onClick={locate}
            disabled={busy}
            aria-busy={busy}
          >
            {t('stores.useMyLocation')}
          </button>
          {problem ? (
            <p className="sf-pickup__problem" role="alert">
              {t(`stores.${problem}`)}
            </p>
          ) : null}
          <SiteLink className="sf-pickup__change" to={storesPath(site)}>
            {t('stores.findStore')}
          </SiteLink>
        </>
      )}
    </section>
  );
}
