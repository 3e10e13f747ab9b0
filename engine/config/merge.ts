/**
 * The merge rule of configuration layers (schema defaults < brand < site):
 * - objects merge key by key, recursively; so keyed collections (payments by method, site
 *   groups by id) merge entry by entry;
 * - arrays and scalars from the later layer replace the earlier one whole: an array is never
 *   concatenated, so a site that states `accountMenu` states the complete menu;
 * - `undefined` never overrides.
 * Inputs are never modified.
 */
export function mergeLayers<T>(...layers: readonly unknown[]): T {
  let result: unknown = undefined;
  for (const layer of layers) result = mergeTwo(result, layer);
  return result as T;
}

function mergeTwo(base: unknown, override: unknown): unknown {
  if (override === undefined) return clone(base);
  if (isPlainObject(base) && isPlainObject(override)) {
    const merged: Record<string, unknown> = clone(base) as Record<string, unknown>;
    for (const [key, value] of Object.entries(override)) {
      if (isUnsafeKey(key)) continue;
      merged[key] = mergeTwo(merged[key], value);
    }
    return merged;
  }
  return clone(override);
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : structuredClone(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Keys that would reach an object's prototype (DESIGN §8). */
export function isUnsafeKey(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}

export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** Freezes a value and everything inside it, so shared config cannot be mutated by one request. */
export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value as DeepReadonly<T>;
}
