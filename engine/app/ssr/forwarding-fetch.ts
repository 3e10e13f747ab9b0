import type { ApiCookieJar } from './cookie-relay.ts';
import type { RenderRequest } from './render-contract.ts';

/** What one render shares: the API's cookies as they change, and the abort on time-out. */
export interface RenderScope {
  readonly jar: ApiCookieJar;
  readonly signal: AbortSignal;
}

/**
 * Server-side fetches carry the shopper's cookies, so the API sees the shopper's token; a cookie
 * the API sets on the way is kept for the render's later calls and relayed to the browser, and
 * the render's time-out cancels every call still running.
 */
export function forwardingFetch(request: RenderRequest, scope: RenderScope): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = scope.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const forwardedFor = request.headers['x-forwarded-for'];
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    const signal = init?.signal ? AbortSignal.any([init.signal, scope.signal]) : scope.signal;
    const response = await globalThis.fetch(input, { ...init, headers, signal });
    scope.jar.receive(response.headers.getSetCookie());
    return response;
  };
}
