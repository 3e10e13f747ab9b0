/**
 * The browser-cache utility (shell spec §9: default TTL 15, unit not shown; read here as
 * minutes): values kept in a Storage with an expiry. A bad key warns 'Key is required', a bad
 * TTL 'ttl must be a number', and nothing is stored. Storage is injected, so the rules are pure.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'sf-cache:';
const MINUTE_MS = 60_000;

export interface BrowserCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttl?: unknown): boolean;
  remove(key: string): void;
}

export function createBrowserCache(
  store: KeyValueStore,
  defaultTtlMinutes: number,
  now: () => number,
  warn: (message: string) => void = (message) => console.warn(`[storefront:cache] ${message}`),
): BrowserCache {
  const validKey = (key: unknown): key is string => {
    if (typeof key === 'string' && key.length > 0) return true;
    warn('Key is required');
    return false;
  };
  return {
    get<T>(key: string): T | undefined {
      if (!validKey(key)) return undefined;
      const raw = safe(() => store.getItem(PREFIX + key));
      if (!raw) return undefined;
      try {
        const entry = JSON.parse(raw) as { expires?: unknown; value?: unknown };
        if (typeof entry.expires !== 'number' || entry.expires <= now()) {
          safe(() => store.removeItem(PREFIX + key));
          return undefined;
        }
        return entry.value as T;
      } catch {
        safe(() => store.removeItem(PREFIX + key));
        return undefined;
      }
    },
    set(key: string, value: unknown, ttl: unknown = defaultTtlMinutes): boolean {
      if (!validKey(key)) return false;
      if (typeof ttl !== 'number' || !Number.isFinite(ttl)) {
        warn('ttl must be a number');
        return false;
      }
      const entry = JSON.stringify({ expires: now() + ttl * MINUTE_MS, value });
      return safe(() => (store.setItem(PREFIX + key, entry), true)) ?? false;
    },
    remove(key: string): void {
      if (validKey(key)) safe(() => store.removeItem(PREFIX + key));
    },
  };
}

// Storage throws in private modes and when full: the cache then simply holds nothing.
function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
