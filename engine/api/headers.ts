import type { ApiCall } from './call.ts';
import type { SiteContext } from './site-context.ts';

/** Every scope the engine can act on; the API answers within them. */
export const DEFAULT_ACCEPTED_SCOPES: readonly string[] = [
  'guest',
  'registered',
  'authorized',
  'call-centre',
  'stylist',
];

/** Methods that carry the web referer (shell spec §7: "POST, GET and PUT get a web-referer"). */
const REFERER_METHODS = new Set(['GET', 'POST', 'PUT']);

export interface HeaderInputs {
  readonly site: SiteContext;
  readonly call: ApiCall;
  readonly traceId: string;
  readonly now: number;
  readonly referer: string | undefined;
  readonly acceptedScopes: readonly string[];
}

/** The spec's request headers (shell spec §3.4), on every call. */
export function buildHeaders(inputs: HeaderInputs): Record<string, string> {
  const { site, call } = inputs;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-urbn-site-id': site.siteId,
    'x-urbn-language': site.language,
    'x-urbn-currency': site.currency,
    'x-urbn-pool': site.inventoryPool,
    'x-urbn-time': new Date(inputs.now).toISOString(),
    'x-urbn-trace-id': inputs.traceId,
    'x-urbn-accepted-scopes': inputs.acceptedScopes.join(','),
  };
  if (inputs.referer && REFERER_METHODS.has(call.method)) {
    headers['x-urbn-web-referer'] = inputs.referer;
  }
  if (call.captchaToken) headers['x-urbn-captcha-token'] = call.captchaToken;
  if (call.body !== undefined && !isFormData(call.body)) {
    headers['content-type'] = 'application/json';
  }
  return { ...headers, ...call.headers };
}

export function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}
