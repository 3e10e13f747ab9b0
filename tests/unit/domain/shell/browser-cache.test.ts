import { describe, expect, it } from 'vitest';
import { createBrowserCache } from '../../../../engine/domain/shell/browser-cache.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

// shell spec §9 (browser cache default TTL 15) and its warnings
describe('the browser cache (shell spec §9)', () => {
  it('keeps a value for the default TTL (15 minutes) and forgets it after', () => {
    let now = 0;
    const cache = createBrowserCache(memoryStore(), 15, () => now);
    expect(cache.set('k', { a: 1 })).toBe(true);
    now = 15 * 60_000 - 1;
    expect(cache.get('k')).toEqual({ a: 1 });
    now = 15 * 60_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it.each<[string, unknown, unknown, string]>([
    ['an empty key', '', 5, 'Key is required'],
    ['a missing key', undefined, 5, 'Key is required'],
    ['a string ttl', 'k', '5', 'ttl must be a number'],
    ['a NaN ttl', 'k', Number.NaN, 'ttl must be a number'],
  ])('%s warns %j and stores nothing', (_name, key, ttl, warning) => {
    const warnings: string[] = [];
    const store = memoryStore();
    const cache = createBrowserCache(
      store,
      15,
      () => 0,
      (m) => warnings.push(m),
    );
    expect(cache.set(key as string, 1, ttl)).toBe(false);
    expect(warnings).toEqual([warning]);
  });

  it('a corrupt entry reads as nothing', () => {
    const store = memoryStore();
    store.setItem('sf-cache:k', '{not json');
    expect(createBrowserCache(store, 15, () => 0).get('k')).toBeUndefined();
  });
});
