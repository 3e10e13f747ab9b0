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

/** The script and style sources of the policy being written (policyFor sets them). */
let writing = { scripts: "'self'", styles: "'self'" };

/**
 * Scripts run only from this origin or inline with the request's nonce or a listed hash (DESIGN
 * §8): no 'unsafe-inline' for scripts, and nothing inline on a response that lists none.
 * upgrade-insecure-requests is off because the demo runs over plain HTTP on *.localhost.
 */
const pageCsp = helmet.contentSecurityPolicy({
  useDefaults: true,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [() => writing.scripts],
    styleSrc: [() => writing.styles],
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

/** Helmet writes the policy for these sources (it checks each value). */
function policyFor(scripts: string, styles: string): string {
  writing = { scripts, styles };
  let policy = '';
  const capture = { setHeader: (_name: string, value: string) => (policy = value) };
  pageCsp({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  return policy;
}

/** Policies by their hashes: a brand's pages share a few (its theme style), nonces never repeat. */
const hashPolicies = new Map<string, string>();

function policyOf(response: ServerResponse): string {
  const nonce = nonces.get(response);
  if (nonce) return policyFor(`'self' 'nonce-${nonce}'`, `'self' 'nonce-${nonce}'`);
  const inline = hashes.get(response);
  const scripts = ["'self'", ...(inline?.scripts ?? []).map((hash) => `'${hash}'`)].join(' ');
  const styles = ["'self'", ...(inline?.styles ?? []).map((hash) => `'${hash}'`)].join(' ');
  const key = `${scripts}\n${styles}`;
  let policy = hashPolicies.get(key);
  if (policy === undefined) {
    if (hashPolicies.size >= 1000) hashPolicies.clear();
    policy = policyFor(scripts, styles);
    hashPolicies.set(key, policy);
  }
  return policy;
}

/**
 * Helmet's security headers on pages and assets, and the CSP above, written as the response
 * leaves: a page's inline sources (its nonce or its hashes) are known only once it is rendered.
 */
export async function registerPageSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.raw.setHeader('content-security-policy', policyOf(reply.raw));
    done(null, payload);
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
