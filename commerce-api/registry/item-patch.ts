import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import type { QuantityChange } from './registry-writes.ts';

/** One operation of the PATCH body (schemas/api/registry/patch-item.schema.json). */
export interface PatchOperation {
  readonly op: 'test' | 'replace';
  readonly path: '/version' | '/requested_quantity' | '/purchased_quantity' | '/favorite';
  readonly value: number | boolean;
}

/**
 * Reads the JSON patch list of a registry item update (catalogue spec §7: test /version, replace
 * /requested_quantity, replace /purchased_quantity; replace /favorite, the owner's "most wanted"
 * mark) and applies §5's rule: a registry item update needs the version and a quantity (a
 * favourite mark is sent with the item's requested quantity). The requested quantity is capped like the quantity selector
 * it comes from, by the site's item quantity maximum.
 */
export function readItemPatch(
  operations: readonly PatchOperation[],
  requestedMax: number,
): QuantityChange {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  let version: number | undefined;
  let requestedQuantity: number | undefined;
  let purchasedQuantity: number | undefined;
  let favorite: boolean | undefined;
  operations.forEach((operation, index) => {
    const field = `${index}.${operation.path.slice(1)}`;
    if (seen.has(operation.path)) {
      errors.push({ field, code: 'duplicate', message: `${operation.path} appears twice` });
      return;
    }
    seen.add(operation.path);
    if (operation.path === '/favorite') {
      if (operation.op !== 'replace') {
        errors.push({ field, code: 'op', message: '/favorite can only be replaced' });
      } else if (typeof operation.value !== 'boolean') {
        errors.push({ field, code: 'type', message: 'favorite must be true or false' });
      } else favorite = operation.value;
      return;
    }
    if (typeof operation.value !== 'number') {
      errors.push({ field, code: 'type', message: `${operation.path} must be a number` });
      return;
    }
    if (operation.path === '/version') {
      if (operation.op !== 'test') {
        errors.push({ field, code: 'op', message: 'The version can only be tested, not replaced' });
      } else if (operation.value < 1) {
        errors.push({ field, code: 'minimum', message: 'version must be at least 1' });
      } else version = operation.value;
      return;
    }
    if (operation.op !== 'replace') {
      errors.push({ field, code: 'op', message: `${operation.path} can only be replaced` });
    } else if (operation.path === '/requested_quantity') {
      if (operation.value < 1 || operation.value > requestedMax) {
        errors.push({
          field,
          code: 'range',
          message: `requested_quantity must be between 1 and ${requestedMax}`,
        });
      } else requestedQuantity = operation.value;
    } else purchasedQuantity = operation.value;
  });
  if (!seen.has('/version')) {
    errors.push({
      field: 'version',
      code: 'required',
      message: 'version is required: send { "op": "test", "path": "/version", "value": <version> }',
    });
  }
  if (!seen.has('/requested_quantity') && !seen.has('/purchased_quantity')) {
    errors.push({
      field: 'quantity',
      code: 'required',
      message: 'A quantity is required: replace /requested_quantity or /purchased_quantity',
    });
  }
  if (errors.length > 0 || version === undefined) {
    throw badRequest('VALIDATION_ERROR', errors.map((error) => error.message).join('; '), errors);
  }
  return { version, requestedQuantity, purchasedQuantity, favorite };
}
