import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { authenticate, TOKEN_COOKIE } from './auth/tokens.ts';
import type { ApiContext } from './context.ts';
import { faultHook, faultRoutes } from './faults.ts';
import { errorHandler } from './http/error-handler.ts';
import { ApiError } from './http/errors.ts';
import { assertSameOrigin } from './http/origin-check.ts';
import { createSerializerCompiler } from './http/response-schemas.ts';
import { createValidatorCompiler } from './http/schema-validation.ts';
import { assertNoUnsafeKeys } from './http/unsafe-keys.ts';
import { ROUTE_MODULES } from './routes/index.ts';

export interface CommerceApiOptions {
  readonly context: ApiContext;
}

/**
 * The commerce API as a Fastify plugin: the engine's server mounts it under /api; main.ts runs
 * it alone. Every request: fault switch (test mode), token lookup, unsafe-key refusal, same-origin
 * check on writes, schema validation, then the route.
 */
export const commerceApi: FastifyPluginAsync<CommerceApiOptions> = async (app, { context }) => {
  await app.register(cookie);
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler(context.mode));
  // Plain JSON.parse keeps "__proto__" as an ordinary key, so the unsafe-key check below can name
  // it in a 400 UNSAFE_KEY, whatever the host server's own poisoning options are.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON.'), undefined);
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
  if (context.mode === 'test') app.addHook('onRequest', faultHook(context));
  app.addHook('onRequest', async (request) => {
    request.auth = await authenticate(context.db, request.cookies[TOKEN_COOKIE]);
  });
  app.addHook('preValidation', async (request) => {
    assertNoUnsafeKeys(request.query, 'query');
    assertNoUnsafeKeys(request.body, 'body');
    assertSameOrigin(request);
  });
  for (const routes of ROUTE_MODULES) await routes(app, context);
  if (context.mode === 'test') await faultRoutes(app, context, app.prefix);
};

/** A standalone API server (its own port), or the instance tests inject requests into. */
export async function buildApiServer(context: ApiContext, prefix = ''): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env.API_LOG === '1',
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    trustProxy: false,
  });
  await app.register(commerceApi, { prefix, context });
  return app;
}
