/** Two hex digits per byte value: one lookup per byte instead of a string conversion. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Random bytes drawn 4 kB at a time: one getRandomValues call serves 256 ids (a page makes many). */
const pool = new Uint8Array(4096);
let used = pool.length;

/**
 * A random trace id per request (x-urbn-trace-id). getRandomValues rather than randomUUID: the
 * latter exists only in secure contexts, and a storefront may be previewed over plain HTTP.
 */
export function newTraceId(): string {
  if (used + 16 > pool.length) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  let id = '';
  for (let end = used + 16; used < end; used += 1) id += HEX[pool[used]!];
  return id;
}
