import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import { databaseRateLimitStore } from './auth/rate-limit-store.ts';
import { authenticate, TOKEN_COOKIE } from './auth/tokens.ts';
import type { ApiContext } from './context.ts';
import { faultHook, faultRoutes } from './faults.ts';
import { errorHandler } from './http/error-handler.ts';
import { tooMany } from './http/errors.ts';
import { logFailures } from './http/failure-log.ts';
import { parseJsonBody } from './http/json-body.ts';
import { createApiLogger } from './http/logger.ts';
import { assertSameOrigin } from './http/origin-check.ts';
import { createSerializerCompiler } from './http/response-schemas.ts';
import { createValidatorCompiler } from './http/schema-validation.ts';
import { assertNoUnsafeKeys } from './http/unsafe-keys.ts';
import { ROUTE_MODULES } from './routes/index.ts';
import { resolveServices } from './services.ts';

export interface CommerceApiOptions {
  readonly context: ApiContext;
}

/**
 * The commerce API as a Fastify plugin: the engine's server mounts it under /api; main.ts runs
 * it alone. Every request: fault switch (test mode), token lookup, unsafe-key refusal, same-origin
 * check on writes, schema validation, then the route. Every 5xx is logged once, by the API's own
 * logger (context.logger), whatever the host server logs.
 */
export const commerceApi: FastifyPluginAsync<CommerceApiOptions> = async (app, { context }) => {
  const services = await resolveServices(context);
  await app.register(cookie);
  // Per-route limits only (config.rateLimit), counted in the database for every process.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(services.db),
    errorResponseBuilder: (_request, limit) =>
      tooMany(
        'TOO_MANY_REQUESTS',
        `Too many requests from this network. Try again in ${Math.ceil(limit.ttl / 1000)} seconds.`,
        limit.ttl / 1000,
      ),
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler(context.mode));
  // Plain JSON.parse keeps "__proto__" as an ordinary key, so the unsafe-key check below can name
  // it in a 400 UNSAFE_KEY, whatever the host server's own poisoning options are; the body's depth
  // and key count are measured first.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No API route ${request.method} ${request.url.split('?')[0]}.`,
      status: 404,
    });
  });
  app.addHook('onResponse', logFailures(services.logger));
  if (services.mode === 'test') app.addHook('onRequest', faultHook(services));
  app.addHook('onRequest', async (request) => {
    request.auth = await authenticate(services.db, request.cookies[TOKEN_COOKIE]);
  });
  app.addHook('preValidation', async (request) => {
    assertNoUnsafeKeys(request.query, 'query');
    assertNoUnsafeKeys(request.body, 'body');
    assertSameOrigin(request);
  });
  for (const routes of ROUTE_MODULES) await routes(app, services);
  if (services.mode === 'test') await faultRoutes(app, services, app.prefix);
};

export interface ApiServerOptions {
  /**
   * Addresses (or CIDR ranges) of the storefront tiers in front of this API, whose
   * X-Forwarded-For names the shopper's address; without it every shopper behind one tier would
   * share that tier's sign-in and rate limits. Default: none trusted.
   */
  readonly trustProxy?: readonly string[];
}

/** A standalone API server (its own port), or the instance tests inject requests into. */
export async function buildApiServer(
  context: ApiContext,
  prefix = '',
  options: ApiServerOptions = {},
): Promise<FastifyInstance> {
  const logger = context.logger ?? createApiLogger({ mode: context.mode });
  const app = Fastify({
    // Served requests are logged at info (below the default level); each failure once, at error,
    // by the API itself (http/failure-log.ts).
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  });
  await app.register(commerceApi, { prefix, context: { ...context, logger } });
  return app;
}
