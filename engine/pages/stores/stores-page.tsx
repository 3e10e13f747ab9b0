import { Fragment, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { apiQuery } from '../../api/index.ts';
import { searchStores } from '../../api/calls/stores.ts';
import type { StoreSearch } from '../../api/calls/stores.ts';
import type { Store } from '../../../schemas/api/generated/types.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import type { ResolvedSite } from '../../config/types.ts';
import { displayNames } from '../../domain/intl-cache.ts';
import { formatDistance, formatHours } from '../../i18n/format.ts';
import type { ResolvedStoresPageProps } from '../../config/generated/resolved.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import {
  siteCountries,
  storeCountry,
  storeListSearch,
  storeNumberOf,
  storeSearch,
} from './stores-data.ts';
import { storesPath } from '../../routing/stores-path.ts';
import { storeSlug } from './store-slug.ts';
import { browserPosition, usePickupStore } from '../../components/pickup/use-pickup-store.ts';
import { matchesPlace } from '../../domain/pickup/store-choice.ts';
import { StoreHours } from '../../components/stores/store-hours.tsx';
import { Registered } from '../../registry/registered.tsx';
import './stores.css';

/** The stores page: the brand's stores with distances in the site's unit (issue 4 §4). */
export default function StoresPage({ slug }: ResolvedStoresPageProps) {
  const storeNumber = slug ? storeNumberOf(slug) : undefined;
  return storeNumber ? <StoreDetail storeNumber={storeNumber} /> : <StoreList />;
}

/** The country's name in the site's language ("Deutschland", "Canada"). */
function countryName(country: string, locale: string): string {
  return displayNames(locale, { type: 'region' }).of(country) ?? country;
}

function StoreList() {
  const { site, locale } = useAppEnv();
  const { t } = useTranslation();
  const countrySearch = storeListSearch(site);
  const [point, setPoint] = useState<StoreSearch | undefined>();
  const search = point ?? countrySearch;
  return (
    <section className="sf-stores" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('stores.title')}
      </h1>
      {countrySearch ? <StoreFinder countrySearch={countrySearch} onPoint={setPoint} /> : null}
      {search ? (
        <>
          {point ? null : (
            <p className="sf-stores__reference">
              {t('stores.reference', { country: countryName(site.country, locale) })}
            </p>
          )}
          <StoreResults search={search} />
        </>
      ) : (
        <p role="status">{t('stores.nearbyNotFound')}</p>
      )}
    </section>
  );
}

/**
 * Store search (issue 11): by place name among the brand's stores of the site's countries (the
 * list the page has: a town, region, postal code or store name; no geocoding service is needed),
 * or from the browser's location; then the stores near that point, nearest first, within the
 * brand's distance (limits.stores.nearbyDistance). Nothing near says "Unable to find nearby store".
 */
function StoreFinder({
  countrySearch,
  onPoint,
}: {
  countrySearch: StoreSearch;
  onPoint: (point: StoreSearch | undefined) => void;
}) {
  const { site, api } = useAppEnv();
  const { t } = useTranslation();
  const { data } = useQuery(apiQuery(api, searchStores, countrySearch));
  const [problem, setProblem] = useState<'nearbyNotFound' | 'locationDenied' | undefined>();
  const [busy, setBusy] = useState(false);
  const unit = site.distanceUnit;

  const byPlace = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const place = String(new FormData(event.currentTarget).get('place') ?? '');
    if (place.trim() === '') {
      setProblem(undefined);
      onPoint(undefined);
      return;
    }
    const match = (data?.results ?? []).find((store) =>
      matchesPlace(
        {
          storeName: store.storeName,
          city: text(store.addresses.marketing.city),
          region: text(store.addresses.marketing.region),
          postalCode: text(store.addresses.marketing.postalCode),
        },
        place,
      ),
    );
    setProblem(match ? undefined : 'nearbyNotFound');
    onPoint(match ? { lat: match.loc.lat, lng: match.loc.lng, unit } : undefined);
  };

  const byLocation = () => {
    setBusy(true);
    setProblem(undefined);
    browserPosition()
      .then(({ coords }) => onPoint({ lat: coords.latitude, lng: coords.longitude, unit }))
      .catch(() => setProblem('locationDenied'))
      .finally(() => setBusy(false));
  };

  return (
    <div className="sf-stores__finder">
      <form
        role="search"
        aria-label={t('stores.findStore')}
        className="sf-stores__search"
        onSubmit={byPlace}
      >
        <label htmlFor="sf-stores-place">{t('stores.searchPlaceholder')}</label>
        <input
          id="sf-stores-place"
          name="place"
          type="search"
          maxLength={100}
          autoComplete="address-level2"
        />
        <button type="submit" className="sf-button">
          {t('stores.search')}
        </button>
      </form>
      <button
        type="button"
        className="sf-stores__locate"
        onClick={byLocation}
        disabled={busy}
        aria-busy={busy}
      >
        {t('stores.useMyLocation')}
      </button>
      {problem ? (
        <p className="sf-stores__problem" role="alert">
          {t(`stores.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

/** The stores the search found, those of the site's countries, nearest first. */
function StoreResults({ search }: { search: StoreSearch }) {
  const { site, api, locale } = useAppEnv();
  const { t } = useTranslation();
  const { data, isError } = useQuery({ ...apiQuery(api, searchStores, search), retry: false });
  const pickup = usePickupStore();
  const [saved, setSaved] = useState<string | undefined>();
  if (isError) return <p role="status">{t('stores.nearbyNotFound')}</p>;
  if (!data) return null;
  const countries = siteCountries(site);
  const stores = data.results.filter((store) => {
    const country = storeCountry(store);
    return country === undefined || countries.has(country);
  });
  if (stores.length === 0) return <p role="status">{t('stores.nearbyNotFound')}</p>;
  const linked = storesPath(site) === '/stores';
  const mine = pickup.store?.storeNumber;
  return (
    <>
      <p className="sf-stores__saved" role="status">
        {saved ? t('stores.myStoreSaved', { store: saved }) : null}
      </p>
      <ul className="sf-stores__list" aria-labelledby="sf-page-title">
        {stores.map((store) => (
          <li key={store.storeNumber}>
            <article className="sf-store" aria-labelledby={`sf-store-${store.storeNumber}`}>
              <h2 id={`sf-store-${store.storeNumber}`} className="sf-store__name">
                {linked ? (
                  <SiteLink to={`/stores/${storeSlug(store)}`}>{store.storeName}</SiteLink>
                ) : (
                  store.storeName
                )}
              </h2>
              {store.distance !== null ? (
                <p className="sf-store__distance">
                  {t('stores.distanceAway', {
                    distance: formatDistance(store.distance, store.distanceUnit, locale),
                  })}
                </p>
              ) : null}
              <StoreAddress store={store} site={site} />
              <StoreMapSlot store={store} />
              <Pickup store={store} />
              {mine === store.storeNumber ? (
                <p className="sf-store__mine">{t('stores.myStore')}</p>
              ) : (
                <button
                  type="button"
                  className="sf-store__choose"
                  // Which store, for a list of buttons that otherwise all read the same.
                  aria-label={`${t('stores.setAsMyStore')}: ${store.storeName}`}
                  onClick={() => {
                    void pickup.choose(store).then(() => setSaved(store.storeName));
                  }}
                >
                  {t('stores.setAsMyStore')}
                </button>
              )}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function StoreDetail({ storeNumber }: { storeNumber: string }) {
  const { site, api, locale } = useAppEnv();
  const { t } = useTranslation();
  const { data } = useQuery(apiQuery(api, searchStores, storeSearch(site, storeNumber)));
  const store = data?.results[0];
  if (!store) return null;
  const phone = text(store.addresses.marketing.phoneNumber);
  return (
    <article className="sf-stores sf-store-detail" aria-labelledby="sf-page-title">
      <p className="sf-store-detail__back">
        <SiteLink to={storesPath(site)}>{t('stores.allStores')}</SiteLink>
      </p>
      <h1 id="sf-page-title" className="sf-page-title">
        {store.storeName}
      </h1>
      <StoreAddress store={store} site={site} withCountry locale={locale} />
      <StoreMapSlot store={store} />
      {phone ? (
        <p className="sf-store__phone">
          {t('stores.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
      ) : null}
      <section aria-labelledby="sf-store-pickup">
        <h2 id="sf-store-pickup">{t('stores.pickup.title')}</h2>
        <Pickup store={store} />
      </section>
      <StoreHours hours={store.hours} />
    </article>
  );
}

/** The store's map, through the StoreMap registry slot (a maps service a brand may plug in). */
function StoreMapSlot({ store }: { store: Store }) {
  return (
    <Registered
      name="StoreMap"
      props={{ storeName: store.storeName, lat: store.loc.lat, lng: store.loc.lng }}
    />
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Countries that write the postal code before the town. */
const POSTCODE_FIRST = new Set(['DE', 'FR', 'ES', 'IT', 'AT', 'NL']);

function StoreAddress({
  store,
  site,
  withCountry = false,
  locale,
}: {
  store: Store;
  site: ResolvedSite;
  withCountry?: boolean;
  locale?: string;
}) {
  const address = store.addresses.marketing;
  const country = storeCountry(store) ?? site.country;
  const city = text(address.city);
  const region = text(address.region);
  const postalCode = text(address.postalCode);
  const town =
    country === 'US' || country === 'CA'
      ? `${city}${region ? `, ${region}` : ''} ${postalCode}`
      : country === 'GB'
        ? `${city} ${postalCode}`
        : POSTCODE_FIRST.has(country)
          ? `${postalCode} ${city}`
          : `${city} ${postalCode}`;
  const lines = [text(address.addressLineOne), text(address.addressLineTwo), town.trim()];
  if (withCountry && locale) lines.push(countryName(country, locale));
  return (
    <address className="sf-store__address">
      {lines
        .filter((line) => line !== '')
        .map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
    </address>
  );
}

interface PickupInfo {
  enabled?: boolean;
  slaHours?: number;
  pickUpService?: unknown;
}

/**
 * Pickup in engine strings (the store service's SLA and instruction texts are English only):
 * available or not, curbside where offered, and the usual wait in hours.
 */
function Pickup({ store }: { store: Store }) {
  const { t } = useTranslation();
  const { locale } = useAppEnv();
  const info = (store.inStorePickUp ?? {}) as PickupInfo;
  // The service answers a list (IN_STORE, CURBSIDE); the spec's older shape is a flag or a name.
  const service = info.pickUpService;
  const services: unknown[] = Array.isArray(service)
    ? service
    : typeof service === 'string'
      ? [service]
      : service === true
        ? ['IN_STORE']
        : [];
  if (info.enabled === false || services.length === 0) {
    return <p className="sf-store__pickup">{t('stores.pickup.unavailable')}</p>;
  }
  const hours = typeof info.slaHours === 'number' && info.slaHours > 0 ? info.slaHours : undefined;
  return (
    <ul className="sf-store__pickup">
      <li>{t('stores.pickup.inStore')}</li>
      {services.includes('CURBSIDE') ? <li>{t('stores.pickup.curbside')}</li> : null}
      {hours ? <li>{t('stores.pickupReady', { time: formatHours(hours, locale) })}</li> : null}
    </ul>
  );
}
