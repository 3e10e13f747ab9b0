import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';

/** Placeholder until this service's routes land. */
export async function configurationRoutes(
  _app: FastifyInstance,
  _context: ApiContext,
): Promise<void> {}
