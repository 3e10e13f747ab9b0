import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiServices } from './context.ts';
import type { ErrorBody } from './http/errors.ts';
import { ref } from './http/schema-validation.ts';
import { answers, NO_CONTENT } from './http/response-schemas.ts';

interface FaultRow {
  fault: string;
  delay_ms: number;
}

const ANSWERS: Record<string, ErrorBody> = {
  '412': { code: 'CART_NOT_ACTIVE', message: 'The cart is no longer active.', status: 412 },
  '413': { code: 'REQUEST_TOO_LARGE', message: 'The request headers are too large.', status: 413 },
  '500': {
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again.',
    status: 500,
  },
  '502': { code: 'BAD_GATEWAY', message: 'An upstream service did not answer.', status: 502 },
};

/**
 * The test-only fault switch (DESIGN §6): the next N calls to a path answer 412 CART_NOT_ACTIVE,
 * 413, 500, 502, drop the connection or wait. Kept in the database so that it works across
 * server processes. Registered only when the API runs in test mode.
 */
export async function faultRoutes(
  app: FastifyInstance,
  context: ApiServices,
  prefix: string,
): Promise<void> {
  const { db } = context;

  app.post(
    '/__test/faults',
    { schema: { response: answers('test/fault-armed'), body: ref('test/fault') } },
    async (request, reply) => {
      const body = request.body as {
        pathPrefix: string;
        method?: string;
        fault: string;
        times?: number;
        delayMs?: number;
      };
      await db.query(
        'INSERT INTO faults (method, path_prefix, fault, delay_ms, remaining) VALUES ($1, $2, $3, $4, $5)',
        [
          body.method ?? null,
          prefix + body.pathPrefix,
          body.fault,
          body.delayMs ?? 0,
          body.times ?? 1,
        ],
      );
      return reply.status(201).send({ ok: true });
    },
  );

  app.delete('/__test/faults', { schema: { response: NO_CONTENT } }, async (_request, reply) => {
    await db.query('DELETE FROM faults');
    return reply.status(204).send();
  });

  /** Ends the token's authorization window, so it is registered but not authorized. */
  app.post(
    '/__test/tokens/current/lapse',
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      if (request.auth.tokenId) {
        await db.query(
          `UPDATE tokens SET authorized_until = now() - interval '1 second' WHERE id = $1`,
          [request.auth.tokenId],
        );
      }
      return reply.status(204).send();
    },
  );
}

/** onRequest hook: consumes one matching fault, if any, and acts it out. */
export function faultHook(context: ApiServices) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0] ?? '';
    if (path.includes('/__test/')) return;
    const [row] = await context.db.query<FaultRow>(
      `UPDATE faults SET remaining = remaining - 1
       WHERE id = (
         SELECT id FROM faults
         WHERE remaining > 0 AND $1 LIKE path_prefix || '%' AND (method IS NULL OR method = $2)
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING fault, delay_ms`,
      [path, request.method],
    );
    if (!row) return;
    if (row.fault === 'delay') {
      await new Promise((resolve) => setTimeout(resolve, row.delay_ms));
      return;
    }
    if (row.fault === 'drop') {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    const answer = ANSWERS[row.fault];
    if (answer) {
      request.failure = { code: answer.code };
      await reply.status(answer.status).send(answer);
    }
  };
}
