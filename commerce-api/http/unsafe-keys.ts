import { ApiError } from './errors.ts';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses any object key that could reach a prototype (DESIGN §8), anywhere in a JSON body or a
 * query string. JSON.parse keeps "__proto__" as an own key, so it is found here.
 */
export function assertNoUnsafeKeys(value: unknown, where: 'body' | 'query'): void {
  const path = findUnsafeKey(value, []);
  if (path) {
    const field = path.join('.');
    throw new ApiError(
      400,
      'UNSAFE_KEY',
      `The ${where} contains the forbidden key "${path.at(-1)}" at ${field}.`,
      [{ field, code: 'forbidden', message: `"${path.at(-1)}" is not allowed as a key` }],
    );
  }
}

function findUnsafeKey(value: unknown, path: string[]): string[] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (UNSAFE.has(key)) return [...path, key];
    const found = findUnsafeKey((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}
