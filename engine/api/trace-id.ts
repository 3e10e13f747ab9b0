/**
 * A random trace id per request (x-urbn-trace-id). getRandomValues rather than randomUUID: the
 * latter exists only in secure contexts, and a storefront may be previewed over plain HTTP.
 */
export function newTraceId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
