import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { authRoutes } from './auth.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { configurationRoutes } from './configuration.ts';
import { contentRoutes } from './content.ts';
import { formRoutes } from './forms.ts';
import { imageRoutes } from './images.ts';
import { likeRoutes } from './likes.ts';
import { orderRoutes } from './orders.ts';
import { profileRoutes } from './profile.ts';
import { registryRoutes } from './registry.ts';
import { returnRoutes } from './returns.ts';
import { reviewRoutes } from './reviews.ts';
import { searchRoutes } from './search.ts';
import { shopRoutes } from './shops.ts';
import { storeRoutes } from './stores.ts';
import { telemetryRoutes } from './telemetry.ts';
import { wishlistRoutes } from './wishlists.ts';

export type RouteModule = (app: FastifyInstance, context: ApiServices) => Promise<void>;

/** One module per service (DESIGN §2). */
export const ROUTE_MODULES: readonly RouteModule[] = [
  authRoutes,
  catalogRoutes,
  shopRoutes,
  searchRoutes,
  contentRoutes,
  configurationRoutes,
  storeRoutes,
  imageRoutes,
  checkoutRoutes,
  orderRoutes,
  returnRoutes,
  profileRoutes,
  likeRoutes,
  formRoutes,
  registryRoutes,
  wishlistRoutes,
  reviewRoutes,
  telemetryRoutes,
];
