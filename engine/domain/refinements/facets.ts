/**
 * The facets a listing refines by (catalogue spec §3 facet names, as the API spells them); each
 * is a query parameter of a category page (shell spec §2.2), in this order.
 */
export const FACET_NAMES = [
  'colorway',
  'salePrice',
  'sizeClassGroup',
  'pickup',
  'availableInStorePickupPools',
  'availableBuyOnlinePickupPools',
  'immediatelyAvailable',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];
