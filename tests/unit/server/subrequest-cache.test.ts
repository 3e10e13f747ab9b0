import { describe, expect, it } from 'vitest';
import { MemorySubRequestCache } from '../../../engine/server/subrequest-cache.ts';

/** Issue 9 Deliver §2: shared answers kept a short time, then served stale while one refresh runs. */
function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const keepAll = () => true;

function loader(values: string[]) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return Promise.resolve(values[Math.min(calls.count, values.length) - 1] ?? 'none');
  };
  return { load, calls };
}

describe('sub-request cache (issue 9)', () => {
  it('answers from memory while fresh: one load for many asks', async () => {
    const time = clock();
    const cache = new MemorySubRequestCache({ ttlMs: 10_000, staleMs: 50_000, now: time.now });
    const { load, calls } = loader(['v1']);
    expect(await cache.get('k', load, keepAll)).toBe('v1');
    time.advance(9_999);
    expect(await cache.get('k', load, keepAll)).toBe('v1');
    expect(calls.count).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
  });

  it('once stale, answers the old value at once and refreshes it behind, once', async () => {
    const time = clock();
    const cache = new MemorySubRequestCache({ ttlMs: 10_000, staleMs: 50_000, now: time.now });
    const { load, calls } = loader(['v1', 'v2']);
    await cache.get('k', load, keepAll);
    time.advance(10_000);
    const [a, b] = await Promise.all([
      cache.get('k', load, keepAll),
      cache.get('k', load, keepAll),
    ]);
    expect([a, b]).toEqual(['v1', 'v1']);
    expect(calls.count).toBe(2);
    await Promise.resolve();
    expect(await cache.get('k', load, keepAll)).toBe('v2');
    expect(cache.stats.stale).toBe(2);
  });

  it('past stale-while-revalidate, waits for a fresh answer', async () => {
    const time = clock();
    const cache = new MemorySubRequestCache({ ttlMs: 10_000, staleMs: 50_000, now: time.now });
    const { load } = loader(['v1', 'v2']);
    await cache.get('k', load, keepAll);
    time.advance(60_000);
    expect(await cache.get('k', load, keepAll)).toBe('v2');
  });

  it('renders asking at once share one call', async () => {
    const cache = new MemorySubRequestCache();
    const { load, calls } = loader(['v1']);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', load, keepAll)));
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(calls.count).toBe(1);
  });

  it('keeps nothing that keep() refuses (an error, a cookie set, no-store)', async () => {
    const cache = new MemorySubRequestCache();
    const { load, calls } = loader(['refused', 'refused']);
    await cache.get('k', load, () => false);
    await cache.get('k', load, () => false);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.stats.refused).toBe(2);
  });

  it('keys are separate (site, locale and currency are in the key)', async () => {
    const cache = new MemorySubRequestCache();
    expect(await cache.get('an-us en-US', () => Promise.resolve('us'), keepAll)).toBe('us');
    expect(await cache.get('an-fr fr-FR', () => Promise.resolve('fr'), keepAll)).toBe('fr');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new MemorySubRequestCache({ maxEntries: 2 });
    await cache.get('a', () => Promise.resolve(1), keepAll);
    await cache.get('b', () => Promise.resolve(2), keepAll);
    await cache.get('a', () => Promise.resolve(-1), keepAll);
    await cache.get('c', () => Promise.resolve(3), keepAll);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(-1), keepAll)).toBe(1);
    expect(await cache.get('b', () => Promise.resolve(22), keepAll)).toBe(22);
  });

  it("a caller's signal ends its own wait only; the load carries on for the others", async () => {
    const cache = new MemorySubRequestCache();
    let finish: (value: string) => void = () => undefined;
    const load = () => new Promise<string>((resolve) => (finish = resolve));
    const controller = new AbortController();
    const cancelled = cache.get('k', load, keepAll, controller.signal);
    const other = cache.get('k', load, keepAll);
    controller.abort(new Error('render timed out'));
    await expect(cancelled).rejects.toThrow('render timed out');
    finish('v1');
    expect(await other).toBe('v1');
    expect(await cache.get('k', load, keepAll)).toBe('v1');
  });
});
