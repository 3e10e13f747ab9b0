import type { ApiCookieJar } from './cookie-relay.ts';
import type { RenderRequest } from './render-contract.ts';

/** What one render shares: the API's cookies as they change, and the abort on time-out. */
export interface RenderScope {
  readonly jar: ApiCookieJar;
  readonly signal: AbortSignal;
  /** Calls made for the shopper (all but shared ones): such a page is not the same for everyone. */
  shopperCalls: number;
}

/** The render's way to the API: the in-process dispatch, else Node's fetch to apiBase. */
export function baseFetch(request: RenderRequest): typeof fetch {
  return request.apiFetch ?? ((input, init) => globalThis.fetch(input, init));
}

/** The shopper's address, so the API's per-client limits count the shopper, not the server. */
function withForwardedFor(request: RenderRequest, init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  const forwardedFor = request.headers['x-forwarded-for'];
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  return headers;
}

/**
 * Server-side calls made for the shopper carry the shopper's cookies, so the API sees the
 * shopper's token; a cookie the API sets on the way is kept for the render's later calls and
 * relayed to the browser, and the render's time-out cancels every call still running.
 */
export function forwardingFetch(request: RenderRequest, scope: RenderScope): typeof fetch {
  const send = baseFetch(request);
  return async (input, init) => {
    const headers = withForwardedFor(request, init);
    const cookie = scope.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const signal = init?.signal ? AbortSignal.any([init.signal, scope.signal]) : scope.signal;
    scope.shopperCalls += 1;
    const response = await send(input, { ...init, headers, signal });
    scope.jar.receive(response.headers.getSetCookie());
    return response;
  };
}

/**
 * Shared calls (declaration `shared`) go without the shopper's cookies: their answer cannot depend
 * on the token, so it may serve every shopper; a cookie such an answer sets is not relayed.
 */
export function anonymousFetch(request: RenderRequest): typeof fetch {
  const send = baseFetch(request);
  return (input, init) => send(input, { ...init, headers: withForwardedFor(request, init) });
}
