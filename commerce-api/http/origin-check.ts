import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes (DESIGN §8): a browser names the page that sent a
 * request in Origin and Sec-Fetch-Site; a write from another site is refused. Requests that carry
 * neither header do not come from a browser page and cannot ride a shopper's cookie.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw refused();
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw refused();
  }
  if (origin === 'null' || host !== request.headers.host) throw refused();
}

function refused(): ApiError {
  return new ApiError(
    403,
    'CROSS_SITE_REQUEST',
    'Requests from other sites cannot change this account or cart.',
  );
}
