import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** Headers about one connection (RFC 9110 §7.6.1), never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** The API's idle limit per request: the specs' request time-out. */
const TIMEOUT_MS = 30_000;

export interface ApiForwardOptions {
  /** The remote commerce API's base, e.g. http://api.internal:4000 (storefront start --api-url). */
  readonly target: string;
}

/**
 * The browser's /api calls, passed to a remote commerce API when the storefront tier runs alone
 * (issue 9 item 6): method, path, query, headers and body as they came, streamed both ways over
 * kept-alive connections. The Host header stays the shopper's, so the API's same-origin check and
 * its cookies see the site the browser asked; X-Forwarded-For gains the shopper's address, which
 * the API believes once told to trust this tier (`storefront api --trust-proxy`).
 */
export const apiForward: FastifyPluginAsync<ApiForwardOptions> = async (app, { target }) => {
  const base = new URL(target);
  const secure = base.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;
  const basePath = base.pathname.replace(/\/+$/, '');
  app.addHook('onClose', async () => agent.destroy());
  // Bodies are not parsed here: they go through as they arrive, uploads included.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', (request, reply) => {
    const url = request.raw.url ?? '/';
    const headers = withoutHopByHop(request.headers) as OutgoingHttpHeaders;
    const client = request.socket.remoteAddress ?? '';
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${client}` : client;
    headers['x-forwarded-proto'] = request.protocol;
    const upstream = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port || (secure ? 443 : 80),
        method: request.method,
        path: basePath + url.slice(app.prefix.length),
        headers,
        agent,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        void reply
          .code(response.statusCode ?? 502)
          .headers(withoutHopByHop(response.headers))
          .send(response);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('the commerce API timed out')));
    upstream.on('error', (error) => unreachable(reply, target, error));
    pipeline(request.raw, upstream, () => {
      // A failed upload or a shopper who left: the upstream request is destroyed with it.
    });
    return reply;
  });
};

function withoutHopByHop(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

/** The API's own error shape, so the engine's error policy reads it like any 502. */
function unreachable(reply: FastifyReply, target: string, error: Error): void {
  reply.log.error({ err: error }, `[storefront:server] the commerce API at ${target} failed`);
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  void reply.code(502).send({
    code: 'API_UNREACHABLE',
    message: 'The store could not reach its service. Please try again in a moment.',
    status: 502,
  });
}
