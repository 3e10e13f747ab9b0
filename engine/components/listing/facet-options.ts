import type { Facet } from '../../../schemas/api/generated/types.ts';
import type { FacetName } from '../../domain/refinements/listing-query.ts';
import { priceRanges } from '../../domain/refinements/price-ranges.ts';

/** A facet's title key (catalogue spec §3 facet names). */
export const FACET_TITLES: Readonly<Record<FacetName, string>> = {
  colorway: 'plp.facet.color',
  salePrice: 'plp.facet.price',
  sizeClassGroup: 'plp.facet.size',
  pickup: 'plp.facet.pickup',
  availableInStorePickupPools: 'listing.facet.inStorePickupPools',
  availableBuyOnlinePickupPools: 'listing.facet.buyOnlinePickupPools',
  immediatelyAvailable: 'plp.facet.availableNow',
};

/** One checkbox of a facet: the value the URL keeps, its label parts and, if known, a count. */
export interface FacetOption {
  readonly value: string;
  /** Text shown as is (a colour family, a size), or undefined when `labelKey` names it. */
  readonly text?: string;
  readonly labelKey?: string;
  readonly labelValues?: Readonly<Record<string, string | number>>;
  readonly count?: number;
  /** MultiValue: the parent value the option is grouped under (a fit for sizes). */
  readonly group?: string;
  /** Range: its bounds, formatted as money by the panel. */
  readonly range?: { readonly low: number; readonly high: number };
}

/**
 * The options a facet offers, in the API's order. A facet the panel cannot offer anything for
 * (no values, no price bounds) gives none and is not shown.
 */
export function facetOptions(facet: Facet): FacetOption[] {
  const name = facet.name as FacetName;
  if (facet.type === 'Range') {
    return priceRanges(facet.low, facet.high, facet.selected ?? []).map((range) => ({
      value: range.value,
      range: { low: range.low, high: range.high },
    }));
  }
  const values = (facet.values ?? []).filter((entry) => entry.count > 0 || entry.selected);
  switch (name) {
    case 'pickup':
    case 'immediatelyAvailable':
      return values
        .filter((entry) => entry.value === 'true')
        .map((entry) => ({ value: 'true', labelKey: FACET_TITLES[name], count: entry.count }));
    case 'availableInStorePickupPools':
    case 'availableBuyOnlinePickupPools':
      return values.map((entry) => ({
        value: entry.value,
        labelKey: 'listing.store',
        labelValues: { store: entry.storeNumber ?? entry.value },
        count: entry.count,
      }));
    case 'sizeClassGroup':
      // parent~value needs both parts (shell spec §5), so a size without its fit is not offered.
      return values
        .filter((entry) => entry.parentValue)
        .map((entry) => ({
          value: `${entry.parentValue ?? ''}~${entry.value}`,
          text: entry.value,
          group: entry.parentValue ?? '',
          count: entry.count,
        }));
    default:
      return values.map((entry) => ({ value: entry.value, text: entry.value, count: entry.count }));
  }
}
