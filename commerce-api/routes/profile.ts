import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { addressRoutes } from '../profile/address-routes.ts';
import { credentialRoutes } from '../profile/credential-routes.ts';
import { employeeRoutes } from '../profile/employee-routes.ts';
import { loyaltyRoutes } from '../profile/loyalty-routes.ts';
import { meRoutes } from '../profile/me-routes.ts';
import { paymentRoutes } from '../profile/payment-routes.ts';
import { preferencesRoutes } from '../profile/preferences-routes.ts';
import { registrationRoutes } from '../profile/registration-routes.ts';
import { traitsRoutes } from '../profile/traits-routes.ts';
import { verificationRoutes } from '../profile/verification-routes.ts';

/**
 * The profile service (shell spec §3.2, §7; catalogue spec §7 "Profile"): one module per part of
 * the account under commerce-api/profile/. Forms and marketing subscriptions are in forms.ts.
 */
export async function profileRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  for (const routes of [
    registrationRoutes,
    meRoutes,
    preferencesRoutes,
    addressRoutes,
    paymentRoutes,
    loyaltyRoutes,
    verificationRoutes,
    credentialRoutes,
    employeeRoutes,
    traitsRoutes,
  ]) {
    await routes(app, context);
  }
}
