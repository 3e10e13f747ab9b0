import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import { authRoutes } from './auth.ts';

export type RouteModule = (app: FastifyInstance, context: ApiContext) => Promise<void>;

/** One module per service (DESIGN §2). */
export const ROUTE_MODULES: readonly RouteModule[] = [authRoutes];
