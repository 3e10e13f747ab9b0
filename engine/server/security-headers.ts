import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The CSP nonce of this response: one per request, for the page's inline script and style. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

const nonceSource = (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${nonceOf(response)}'`;

/**
 * Helmet's security headers with a CSP whose scripts run only from this origin or with the
 * request's nonce (DESIGN §8): no 'unsafe-inline' for scripts. The theme's <style> and React's
 * streaming scripts carry the same nonce. upgrade-insecure-requests is off because the demo runs
 * over plain HTTP on *.localhost.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
