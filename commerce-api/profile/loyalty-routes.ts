import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { accountOf } from './account.ts';
import { findUser, lockUser, mergeProfile } from './profile-store.ts';
import { profileView } from './profile-view.ts';
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

  /**
   * POST /profile/v0/{siteId}/me/loyalty (designed; shell spec §6 "loyalty sign-up at login"):
   * joins the brand's rewards programme, answering the profile with its loyalty account. Joining
   * twice keeps the first loyalty id (200 both times: the end state is the same).
   */
  app.post(
    '/profile/v0/:siteId/me/loyalty',
    { schema: { response: answers('profile/profile') } },
    async (request) => {
      const { userId, brand, site } = accountOf(context, request);
      await context.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const { profile } = await findUser(tx, userId);
        if (profile.loyalty?.loyaltyId) return;
        const number = String(randomInt(0, 100_000_000)).padStart(8, '0');
        await mergeProfile(tx, userId, {
          loyalty: {
            loyaltyId: `${brand.settings.siteIdPrefix.toUpperCase()}L${number}`,
            awards: [],
          },
        });
      });
      return profileView(context.db, userId, site, { loyalty: 'true' });
    },
  );
}
