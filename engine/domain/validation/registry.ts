import { allNonEmptyStrings, isFiniteNumber } from './primitives.ts';

/** Add to registry: productId, sku, registry id and a numeric quantity (catalogue spec §5). */
export function isValidAddToRegistry(params: {
  registryId?: unknown;
  productId?: unknown;
  sku?: unknown;
  quantity?: unknown;
}): boolean {
  return (
    allNonEmptyStrings([params.registryId, params.productId, params.sku]) &&
    isFiniteNumber(params.quantity)
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
    isFiniteNumber(params.version) &&
    isFiniteNumber(params.quantity)
  );
}
