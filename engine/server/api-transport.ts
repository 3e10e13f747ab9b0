import type { FastifyInstance, InjectOptions } from 'fastify';

/** Answers that have no body by definition (a Response refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * A fetch that dispatches into the commerce API of this process (DESIGN §5: in one process the
 * API is reached without a socket or compression): Fastify's inject runs the API's own hooks,
 * validation and routes, with the headers the caller gives (the shopper's cookie and address,
 * no Accept-Encoding), and the caller's signal abandons the call as fetch's would.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const target = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const options: InjectOptions = {
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: target.pathname + target.search,
      headers: headersOf(init),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      ...(init?.signal ? { signal: init.signal } : {}),
    };
    init?.signal?.throwIfAborted();
    const answer = await app.inject(options);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const one of value) headers.append(name, one);
      else if (value !== undefined) headers.set(name, String(value));
    }
    return new Response(NULL_BODY.has(answer.statusCode) ? null : answer.payload, {
      status: answer.statusCode,
      headers,
    });
  };
}
