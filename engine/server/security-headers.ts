import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();
const hashes = new WeakMap<ServerResponse, { scripts: string[]; styles: string[] }>();

/**
 * The CSP nonce of this response: one per request, for the inline script and style of a page
 * rendered for one shopper. A page a shared cache may keep gets none (inlineHashes instead).
 */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply.raw);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(reply.raw, nonce);
  }
  return nonce;
}

/** The 'sha256-...' sources of a cacheable page's inline scripts and styles (inline-hashes.ts). */
export function allowInline(
  reply: FastifyReply,
  sources: { scripts: string[]; styles: string[] },
): void {
  hashes.set(reply.raw, sources);
}

const inlineSources =
  (kind: 'scripts' | 'styles') => (_request: IncomingMessage, response: ServerResponse) => {
    const nonce = nonces.get(response);
    if (nonce) return `'nonce-${nonce}'`;
    return (hashes.get(response)?.[kind] ?? []).map((hash) => `'${hash}'`).join(' ');
  };

/**
 * Scripts run only from this origin or inline with the request's nonce or a listed hash (DESIGN
 * §8): no 'unsafe-inline' for scripts, and nothing inline on a response that lists none.
 * upgrade-insecure-requests is off because the demo runs over plain HTTP on *.localhost.
 */
const pageCsp = helmet.contentSecurityPolicy({
  useDefaults: true,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", inlineSources('scripts')],
    styleSrc: ["'self'", inlineSources('styles')],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  },
});

/**
 * Helmet's security headers on pages and assets, and the CSP above, written as the response
 * leaves: a page's inline sources (its nonce or its hashes) are known only once it is rendered.
 */
export async function registerPageSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    pageCsp(request.raw, reply.raw, () => done(null, payload));
  });
}

/**
 * The API answers data, never a document: nothing may load or run from one, nor frame it. No
 * nonce is made for it (in one process SSR calls the API for every page).
 */
export async function registerApiSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
