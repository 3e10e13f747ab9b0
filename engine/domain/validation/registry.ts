import { allNonEmptyStrings } from './primitives.ts';
import { isIntegerIn } from './shared.ts';

/** Add to registry: productId, sku, registry id and a numeric quantity (catalogue spec §5). */
export function isValidAddToRegistry(params: {
  registryId?: unknown;
  productId?: unknown;
  sku?: unknown;
  quantity?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([params.registryId, params.productId, params.sku]) &&
    isIntegerIn('registryQuantity', params.quantity)
  );
}

/** Registry item update: registry id, version, sku and quantity (catalogue spec §5). */
export function isValidRegistryItemUpdate(params: {
  registryId?: unknown;
  version?: unknown;
  sku?: unknown;
  quantity?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([params.registryId, params.sku]) &&
    isIntegerIn('registryCount', params.version) &&
    isIntegerIn('registryCount', params.quantity)
  );
}
