/**
 * The registry item sku change (catalogue spec §4 "Registry item sku change"), an owner choosing
 * another size or colour of an item: 1. remove the old item; 2. add the new sku (channel web
 * desktop, favourite false); 3. reload; 4. patch the quantities with a version check; 5. reload.
 * Each write sends the version the one before answered. "An invalid registry state is an error":
 * the new sku missing after the reload throws RegistryStateError.
 */
export interface SkuChangeItem {
  readonly sku: string;
  readonly product_id: string;
  readonly requested_quantity: number;
  readonly purchased_quantity: number;
}

export interface SkuChangeRegistry {
  readonly version: number;
  readonly items?: readonly SkuChangeItem[];
}

export interface SkuChangeSteps<R extends SkuChangeRegistry> {
  remove(params: { version: number; sku: string }): Promise<R>;
  add(params: { version: number; productId: string; sku: string; quantity: number }): Promise<R>;
  reload(): Promise<R>;
  patch(params: {
    version: number;
    sku: string;
    quantity: number;
    purchasedQuantity: number;
  }): Promise<R>;
}

export class RegistryStateError extends Error {
  constructor(message: string) {
    super(`[storefront:registry] ${message}`);
    this.name = 'RegistryStateError';
  }
}

export async function changeItemSku<R extends SkuChangeRegistry>(
  steps: SkuChangeSteps<R>,
  registry: R,
  item: SkuChangeItem,
  newSku: string,
): Promise<R> {
  if (newSku === item.sku) return registry;
  const removed = await steps.remove({ version: registry.version, sku: item.sku });
  // An add asks for at least one (catalogue spec §5); step 4 puts the item's own quantities back.
  await steps.add({
    version: removed.version,
    productId: item.product_id,
    sku: newSku,
    quantity: Math.max(1, item.requested_quantity),
  });
  const reloaded = await steps.reload();
  if (!reloaded.items?.some((entry) => entry.sku === newSku)) {
    throw new RegistryStateError(`The registry has no item ${newSku} after adding it.`);
  }
  await steps.patch({
    version: reloaded.version,
    sku: newSku,
    quantity: item.requested_quantity,
    purchasedQuantity: item.purchased_quantity,
  });
  return steps.reload();
}

/**
 * The skus an item may change to: the product's other sizes and colours, without those already
 * on the registry (an upsert would merge two items and lose one's purchases), in catalogue order.
 */
export function skuChoices<S extends { readonly skuId: string }>(
  skus: readonly S[],
  item: { readonly sku: string },
  listed: readonly { readonly sku: string }[],
): S[] {
  const taken = new Set(listed.map((entry) => entry.sku).filter((sku) => sku !== item.sku));
  return skus.filter((sku) => !taken.has(sku.skuId));
}
