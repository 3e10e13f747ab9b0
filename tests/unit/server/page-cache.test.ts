import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../engine/server/page-cache.ts';
import type { PreparedPage } from '../../../engine/server/page-render.ts';

/** Issue 9 Deliver §3: the optional page cache keeps only what a shared cache may keep. */
const page = (overrides: Partial<PreparedPage> = {}): PreparedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  setCookies: [],
  body: Buffer.from('<!doctype html><p>' + 'tile '.repeat(500) + '</p>'),
  shared: true,
  inline: { scripts: [], styles: [] },
  ...overrides,
});

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('page cache (issue 9)', () => {
  it('keeps a shared page and serves it, compressed once per encoding', async () => {
    const cache = new PageCache();
    cache.set('k', page());
    const hit = cache.get('k');
    expect(hit?.stale).toBe(false);
    const br = await hit!.body('br');
    expect(brotliDecompressSync(br).equals(page().body)).toBe(true);
    expect(await cache.get('k')!.body('br')).toBe(br);
    expect(gunzipSync(await hit!.body('gzip')).equals(page().body)).toBe(true);
  });

  it('never keeps a private page or one that sets a cookie', () => {
    const cache = new PageCache();
    cache.set('private', page({ shared: false }));
    cache.set('cookie', page({ setCookies: ['sf_token=x; HttpOnly'] }));
    expect(cache.size).toBe(0);
    expect(cache.get('private')).toBeUndefined();
  });

  it('serves a stale copy while one refresh runs, then the fresh one', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 60_000, staleMs: 600_000, now: time.now });
    cache.set('k', page({ body: Buffer.from('old') }));
    time.advance(60_000);
    expect(cache.get('k')?.stale).toBe(true);
    let renders = 0;
    const refreshed = new Promise<void>((resolve) => {
      const render = async () => {
        renders += 1;
        resolve();
        return page({ body: Buffer.from('new') });
      };
      cache.revalidate('k', render);
      cache.revalidate('k', render);
    });
    await refreshed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toBe(1);
    expect(cache.get('k')?.page.body.toString()).toBe('new');
    time.advance(660_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops a page whose refresh is no longer shareable', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 1, staleMs: 100, now: time.now });
    cache.set('k', page());
    time.advance(1);
    await new Promise<void>((resolve) => {
      cache.revalidate('k', async () => {
        setImmediate(resolve);
        return page({ shared: false });
      });
    });
    expect(cache.get('k')).toBeUndefined();
  });

  it('holds at most maxBytes of HTML', () => {
    const cache = new PageCache({ maxBytes: 5000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page());
    expect(cache.size).toBe(1);
    expect(cache.get('c')).toBeDefined();
  });
});
