/**
 * What a stale version hid (catalogue spec §4 "a stale version tells the owner what changed and
 * loses nothing"): an owner changed an item while the registry had moved on (another owner, another
 * tab). After the reload, the item is gone, its requested quantity changed, or only something else
 * changed; the owner's typed quantity is kept to try again.
 */
export type RegistryItemChange = 'removed' | 'quantityChanged' | 'otherChanged';

interface ItemQuantities {
  readonly sku: string;
  readonly requested_quantity: number;
  readonly purchased_quantity: number;
}

export function itemChangeAfterConflict(
  before: ItemQuantities,
  after: readonly ItemQuantities[],
): RegistryItemChange {
  const now = after.find((item) => item.sku === before.sku);
  if (!now) return 'removed';
  return now.requested_quantity !== before.requested_quantity ||
    now.purchased_quantity !== before.purchased_quantity
    ? 'quantityChanged'
    : 'otherChanged';
}

/** The registry API's answer to a stale version (DESIGN §6: registry 409 on a stale version). */
export function isVersionConflict(error: { readonly status?: number; readonly code?: string }) {
  return error.status === 409;
}
