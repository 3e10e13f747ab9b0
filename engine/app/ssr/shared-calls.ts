import { exchange } from '../../api/index.ts';
import { deepFreeze } from '../../config/merge.ts';
import type { TransportRequest, TransportResult } from '../../api/index.ts';
import type { SubRequestCache } from './render-contract.ts';

/** Headers that belong to one call, not to what it asks: they never split a shared answer. */
const OWN_HEADERS = new Set(['x-urbn-time', 'x-urbn-trace-id', 'x-urbn-web-referer']);

/**
 * What a shared answer is for: method, URL (site and locale in path and query), body, and the
 * site headers (site, language, currency, pool).
 */
export function sharedCallKey(request: TransportRequest): string {
  let key = `${request.method} ${request.url}`;
  for (const [name, value] of Object.entries(request.headers)) {
    if (!OWN_HEADERS.has(name)) key += `\n${name}: ${value}`;
  }
  return typeof request.body === 'string' ? `${key}\n\n${request.body}` : key;
}

/**
 * Only a plain success the API lets anyone keep: no cookie set on the way, no `Cache-Control:
 * no-store` or `private` (the API's switch to keep an answer out of the cache).
 */
export function isShareable(result: TransportResult): boolean {
  if (!result.ok || result.status !== 200) return false;
  if (result.headers.has('set-cookie')) return false;
  return !/\b(no-store|private)\b/i.test(result.headers.get('cache-control') ?? '');
}

/**
 * How one render sends shared calls: with the anonymous fetch, through the process's sub-request
 * cache when it is on. A cached load runs for every render that waits on it, so it ignores any
 * one render's signal (it keeps its own time-out); that signal only ends that render's wait.
 */
export function sharedCalls(
  send: typeof fetch,
  cache: SubRequestCache | undefined,
  renderSignal: AbortSignal,
): (request: TransportRequest) => Promise<TransportResult> {
  return async (request) => {
    const signal = request.signal ? AbortSignal.any([request.signal, renderSignal]) : renderSignal;
    if (!cache) return exchange(send, { ...request, signal });
    try {
      return await cache.get(
        sharedCallKey(request),
        // Frozen: one answer object serves many renders, none may change it for the others.
        async () => {
          const result = await exchange(send, { ...request, signal: undefined });
          if (result.ok && isShareable(result)) deepFreeze(result.body);
          return result;
        },
        isShareable,
        signal,
      );
    } catch (cause) {
      return { ok: false, label: 'Request aborted', cause };
    }
  };
}
