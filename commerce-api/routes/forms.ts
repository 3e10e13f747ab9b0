import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { emailFormRoutes } from '../profile/email-form-routes.ts';
import { formRoutes as siteFormRoutes } from '../profile/form-routes.ts';
import { helpCodeRoutes } from '../profile/help-code-routes.ts';
import { subscriptionRoutes } from '../profile/subscription-routes.ts';

/**
 * Forms (shell spec §3.2, §5, §7): marketing subscriptions, contact us, catalogue requests and
 * the generic email form, kept in subscriptions and form_submissions; help codes (§2.4).
 */
export async function formRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  await subscriptionRoutes(app, context);
  await siteFormRoutes(app, context);
  await emailFormRoutes(app, context);
  await helpCodeRoutes(app, context);
}
