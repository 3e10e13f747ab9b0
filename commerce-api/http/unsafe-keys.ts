import { ApiError } from './errors.ts';

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses any object key that could reach a prototype (DESIGN §8), anywhere in a JSON body or a
 * query string. JSON.parse keeps "__proto__" as an own key, so it is found here. The walk keeps
 * its own stack instead of recursing, so no nesting can overflow the call stack.
 */
export function assertNoUnsafeKeys(value: unknown, where: 'body' | 'query'): void {
  const path = findUnsafeKey(value);
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

function findUnsafeKey(root: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (value === null || typeof value !== 'object') continue;
    const keys = Object.keys(value);
    const unsafe = keys.find((key) => UNSAFE.has(key));
    if (unsafe !== undefined) return [...path, unsafe];
    // Pushed in reverse so the first key is looked into first, as a reader would.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      pending.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return undefined;
}
