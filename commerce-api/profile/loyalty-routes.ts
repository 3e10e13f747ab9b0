import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { accountOf } from './account.ts';
import { findUser } from './profile-store.ts';
import { answers } from '../http/response-schemas.ts';

/**
 * GET /profile/v0/{siteId}/me/loyalty/rewards (shell spec §3.2, §7): the loyalty awards kept with
 * the loyalty account (users.profile.loyalty.awards, filled by the seed or the loyalty vendor).
 * Without a loyalty account: 404 LOYALTY_ACCOUNT_REQUIRED, the engine's rewards-account-required.
 */
export async function loyaltyRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  app.get(
    '/profile/v0/:siteId/me/loyalty/rewards',
    { schema: { response: answers('profile/loyalty-rewards') } },
    async (request) => {
      const { userId } = accountOf(context, request);
      const { profile } = await findUser(context.db, userId);
      if (!profile.loyalty?.loyaltyId) {
        throw new ApiError(
          404,
          'LOYALTY_ACCOUNT_REQUIRED',
          'Join the rewards programme to see rewards.',
        );
      }
      const awards = profile.loyalty.awards ?? [];
      return { awards, totalNumberOfRecords: awards.length };
    },
  );
}
