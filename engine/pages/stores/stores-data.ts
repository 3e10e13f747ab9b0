import { redirect } from 'react-router';
import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { searchStores } from '../../api/calls/stores.ts';
import type { StoreSearch } from '../../api/calls/stores.ts';
import type { Store, StoreSearchResult } from '../../../schemas/api/generated/types.ts';
import type { ResolvedSite } from '../../config/types.ts';
import type { AppEnv } from '../../routing/app-env.ts';
import { notFound } from '../../routing/not-found.ts';
import { storesPath } from '../../routing/stores-path.ts';
import type { PageData } from '../../routing/page-data.ts';

/**
 * The stores page's data (/stores, /stores/{slug}, /store-locations): stores of the brand near
 * the site's reference point, with distances in the site's unit (shell spec §2.1, issue 4 §4;
 * catalogue spec §5 miles for US and UK sites, and Canada on one brand, else kilometres).
 *
 * Reference point: until the shopper can give a position (a later issue: "Use My Current
 * Location", a city search), distances are measured from the geographic centre of the site's
 * country (COUNTRY_CENTRES), and the search radius covers that country's mainland. The page says
 * so. The list keeps the stores of the site's own countries (its country and its shipping
 * countries): a radius wide enough for Canada also reaches many US stores. A site whose country
 * has no centre here lists no stores (the "Unable to find nearby store" message).
 *
 * Store pages: the slug is the store number, then a slug of its name
 * (/stores/0103-anthropologie-soho). The store service looks stores up by number only, so the
 * number is what counts: any other name part (or none) answers 301 to the canonical slug, and a
 * slug without a leading number, or a number the brand lacks, is not found (404, through the
 * redirect lookup like every not-found page).
 */

export interface CountryCentre {
  readonly lat: number;
  readonly lng: number;
  /** The search radius in kilometres, enough for the country's mainland. */
  readonly radiusKm: number;
}

/**
 * Rough geographic centres of the countries the brands have sites in. The store service answers
 * at most 50 stores, nearest first: enough for every seeded brand (40 to 52 stores in all).
 */
export const COUNTRY_CENTRES: Readonly<Record<string, CountryCentre>> = {
  // Wide enough for Alaska and Hawaii (Honolulu is 5,900 km from the centre).
  US: { lat: 39.83, lng: -98.58, radiusKm: 6500 },
  CA: { lat: 56.13, lng: -106.35, radiusKm: 3800 },
  GB: { lat: 54.0, lng: -2.55, radiusKm: 800 },
  FR: { lat: 46.6, lng: 2.4, radiusKm: 800 },
  DE: { lat: 51.16, lng: 10.45, radiusKm: 600 },
  ES: { lat: 40.2, lng: -3.7, radiusKm: 800 },
  IT: { lat: 42.8, lng: 12.6, radiusKm: 800 },
};

const KM_PER_MILE = 1.609344;

/** The store list's search for a site, or undefined when its country has no reference point. */
export function storeListSearch(site: ResolvedSite): StoreSearch | undefined {
  const centre = COUNTRY_CENTRES[site.country];
  if (!centre) return undefined;
  const unit = site.distanceUnit;
  const distance = Math.round(unit === 'mi' ? centre.radiusKm / KM_PER_MILE : centre.radiusKm);
  return { lat: centre.lat, lng: centre.lng, distance, unit };
}

/** One store's search: by number, in the site's unit (no position, so no distance). */
export function storeSearch(site: ResolvedSite, storeNumber: string): StoreSearch {
  return { storeNumber, unit: site.distanceUnit };
}

/** The countries whose stores the site lists: its own and its shipping countries. */
export function siteCountries(site: ResolvedSite): ReadonlySet<string> {
  return new Set([site.country, ...site.countries.map((country) => country.countryCode)]);
}

/** The address country of a store (addresses.marketing.country). */
export function storeCountry(store: Store): string | undefined {
  const country = store.addresses.marketing.country;
  return typeof country === 'string' ? country : undefined;
}

/** Letters NFKD does not take apart. */

/** The store number a page slug starts with (digits, then a dash or the end), else undefined. */
export function storeNumberOf(slug: string): string | undefined {
  return /^(\d{1,20})(?:-|$)/.exec(slug)?.[1];
}

const NO_STORES: StoreSearchResult = { results: [] };

export async function loadStoresPage(
  env: AppEnv,
  request: Request,
  slug?: string,
): Promise<PageData> {
  if (slug === undefined) {
    const search = storeListSearch(env.site);
    if (search) {
      const query = apiQuery(env.api, searchStores, search);
      try {
        await env.queryClient.fetchQuery(query);
      } catch (error) {
        // None within the radius is an empty list, not an error page (catalogue spec §8).
        if (!isApiRequestError(error) || error.status !== 404) throw error;
        env.queryClient.setQueryData(query.queryKey, NO_STORES);
      }
    }
    return { status: 200, view: 'StoresPage' };
  }

  const storeNumber = storeNumberOf(slug);
  if (!storeNumber) return notFound(env, request);
  let store: Store | undefined;
  try {
    const found = await env.queryClient.fetchQuery(
      apiQuery(env.api, searchStores, storeSearch(env.site, storeNumber)),
    );
    store = found.results[0];
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) {
      return notFound(env, request);
    }
    throw error;
  }
  if (!store) return notFound(env, request);
  // The slugger (a transliteration table) loads with the store page, not with every page.
  const { storeSlug } = await import('./store-slug.ts');
  const canonical = storeSlug(store);
  if (slug !== canonical) {
    const url = new URL(request.url);
    throw redirect(`${storesPath(env.site)}/${canonical}${url.search}`, 301);
  }
  return { status: 200, view: 'StoresPage', props: { slug: canonical }, title: store.storeName };
}
