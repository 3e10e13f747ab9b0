import type { SubRequestCache } from '../app/ssr/render-contract.ts';

export interface SubRequestCacheOptions {
  /** How long an answer is served as it is. Default 10 s. */
  readonly ttlMs?: number;
  /** After that, how long it is still served while one refresh runs behind. Default 50 s. */
  readonly staleMs?: number;
  /** Answers kept at most; the least recently used goes first. Default 1,000. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly value: unknown;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

export interface SubRequestCacheStats {
  hits: number;
  stale: number;
  misses: number;
  /** Answers not kept (errors, cookies set, no-store). */
  refused: number;
}

/**
 * The sub-request cache (issue 9, DESIGN §5 "Render path, caching"): shared answers
 * of the commerce API (catalogue, content, configuration) by key, which names the site, the
 * language and the currency (engine/app/ssr/shared-calls.ts), kept in this process's memory for
 * a short time and then served stale while one refresh runs (stale-while-revalidate). Renders
 * asking for the same key at once share one call. Only what `keep` accepts is stored; the
 * renderer sends nothing through it that depends on the shopper's token.
 */
export class MemorySubRequestCache implements SubRequestCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  readonly stats: SubRequestCacheStats = { hits: 0, stale: 0, misses: 0, refused: 0 };

  constructor(options: SubRequestCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.staleMs = options.staleMs ?? 50_000;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean,
    signal?: AbortSignal,
  ): Promise<T> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.staleUntil) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (now < entry.freshUntil) {
        this.stats.hits += 1;
      } else {
        this.stats.stale += 1;
        void this.refresh(key, load, keep).catch(() => undefined);
      }
      return Promise.resolve(entry.value as T);
    }
    this.stats.misses += 1;
    return waitFor(this.refresh(key, load, keep), signal);
  }

  clear(): void {
    this.entries.clear();
  }

  /** One load per key at a time: whoever asks meanwhile waits for the same answer. */
  private refresh<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const running = this.loading.get(key);
    if (running) return running as Promise<T>;
    const loading = load()
      .then((value) => {
        if (keep(value)) this.store(key, value);
        else this.stats.refused += 1;
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, loading);
    return loading;
  }

  private store(key: string, value: unknown): void {
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, {
      value,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs + this.staleMs,
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** The answer, or the signal's reason once it aborts (the load itself carries on). */
function waitFor<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('Aborted');
}
