import { createBrowserCache } from '../../../domain/shell/browser-cache.ts';
import type { BrowserCache } from '../../../domain/shell/browser-cache.ts';

const caches = new Map<number, BrowserCache>();

/** The browser cache over localStorage (shell spec §9), default TTL from cookies.browserCacheDefaultTtl. */
export function browserCache(defaultTtlMinutes: number): BrowserCache {
  let cache = caches.get(defaultTtlMinutes);
  if (!cache) {
    const store =
      typeof localStorage === 'undefined'
        ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
        : localStorage;
    cache = createBrowserCache(store, defaultTtlMinutes, Date.now);
    caches.set(defaultTtlMinutes, cache);
  }
  return cache;
}
