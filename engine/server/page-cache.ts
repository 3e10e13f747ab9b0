import type { FastifyRequest } from 'fastify';
import { compress } from './compression.ts';
import type { Encoding } from './compression.ts';
import {
  PAGE_COOKIES,
  PAGE_SHARED_MAX_AGE_S,
  PAGE_STALE_WHILE_REVALIDATE_S,
} from './cache-policy.ts';
import type { PreparedPage } from './page-render.ts';

export interface PageCacheOptions {
  /** Default PAGE_SHARED_MAX_AGE_S. */
  readonly ttlMs?: number;
  /** Default PAGE_STALE_WHILE_REVALIDATE_S. */
  readonly staleMs?: number;
  /** Bytes of HTML kept at most (compressed copies aside). Default 64 MB. */
  readonly maxBytes?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly page: PreparedPage;
  readonly freshUntil: number;
  readonly staleUntil: number;
  /** Each encoding made once, on first demand. */
  readonly encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface CachedPage {
  readonly page: PreparedPage;
  readonly stale: boolean;
  /** The body in this encoding, compressed once for every shopper who gets this copy. */
  body(encoding: Encoding): Promise<Buffer>;
}

/**
 * The key of a guest's page, from what the page depends on (cache-policy.ts PAGE_VARY): host,
 * forwarded host and protocol (absolute alternate links), path and query, the webview header
 * and the flag cookie.
 */
export function pageCacheKey(brandId: string, request: FastifyRequest): string {
  const { headers } = request;
  return [
    brandId,
    headers.host,
    headers['x-forwarded-host'],
    headers['x-forwarded-proto'],
    request.url,
    headers['x-storefront-webview'],
    ...PAGE_COOKIES.map((name) => request.cookies[name]),
  ].join('\n');
}

/**
 * An optional in-process cache of guests' pages in front of SSR (off by default: a CDN does this
 * job in production; STOREFRONT_PAGE_CACHE=1 or the server option shows what one gives). It keeps
 * only pages the server marked shareable, by the same rules a shared cache reads in their
 * Cache-Control, serves them stale for a while and lets one request render the fresh copy.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly revalidating = new Set<string>();
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, stale: 0, misses: 0 };

  constructor(options: PageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? PAGE_SHARED_MAX_AGE_S * 1000;
    this.staleMs = options.staleMs ?? PAGE_STALE_WHILE_REVALIDATE_S * 1000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    if (!entry || now >= entry.staleUntil) {
      this.stats.misses += 1;
      return undefined;
    }
    const stale = now >= entry.freshUntil;
    if (stale) this.stats.stale += 1;
    else this.stats.hits += 1;
    return {
      page: entry.page,
      stale,
      body: (encoding) => (entry.encoded[encoding] ??= compress(entry.page.body, encoding)),
    };
  }

  /** Keeps a page the server found shareable; anything else is refused here too. */
  set(key: string, page: PreparedPage): void {
    if (!page.shared || page.setCookies.length > 0) return;
    this.delete(key);
    this.entries.set(key, {
      page,
      freshUntil: this.now() + this.ttlMs,
      staleUntil: this.now() + this.ttlMs + this.staleMs,
      encoded: {},
    });
    this.bytes += page.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Runs one refresh of a stale page at a time; the shoppers meanwhile get the stale copy. */
  revalidate(key: string, render: () => Promise<PreparedPage>): void {
    if (this.revalidating.has(key)) return;
    this.revalidating.add(key);
    render()
      .then((page) => {
        if (page.shared) this.set(key, page);
        else this.delete(key);
      })
      .catch((error: unknown) => {
        console.error('[storefront:server] page cache refresh failed', error);
      })
      .finally(() => this.revalidating.delete(key));
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.page.body.length;
    this.entries.delete(key);
  }
}
