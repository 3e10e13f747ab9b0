import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLogger } from './logger.ts';

/**
 * onResponse hook: one structured line per 5xx, whatever answered it (a route's error, the fault
 * switch, a plugin): request id, method, route pattern, status, error code and the error itself,
 * never the body or the query string (DESIGN §8). 4xx answers are the API working as designed and
 * are not logged.
 */
export function logFailures(log: ApiLogger) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (reply.statusCode < 500) return;
    log.error(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        status: reply.statusCode,
        code: request.failure?.code ?? 'UNKNOWN',
        ...(request.failure?.error !== undefined ? { err: request.failure.error } : {}),
      },
      '[storefront:api] request failed',
    );
  };
}
