/** What a store says of its pickup (catalogue spec §3 Store inStorePickUp). */
export interface PickupDetails {
  readonly enabled?: boolean;
  readonly pickUpService?: readonly string[];
}

/**
 * Whether a shopper may collect an order at this store (catalogue spec §3 Store inStorePickUp):
 * its pickup is not switched off and it names at least one pickup service. The commerce API
 * holds the same rule (commerce-api/carts/pickup-stores.ts) and refuses any other store.
 */
export function offersPickup(pickup: PickupDetails | undefined): boolean {
  if (!pickup || pickup.enabled === false) return false;
  return Array.isArray(pickup.pickUpService) && pickup.pickUpService.length > 0;
}
