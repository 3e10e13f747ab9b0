import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { accountOf } from './account.ts';
import { findUser, lockUser, mergeProfile } from './profile-store.ts';
import { profileView } from './profile-view.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { rejectInvalid } from './spec-validation.ts';

/** The message of a giveaway entry the schema refuses (no agreement to the rules). */
export const GIVEAWAY_ENTRY_MESSAGE = 'Agree to the official rules to enter the giveaway';

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

  /**
   * POST /profile/v0/{siteId}/me/giveaway-entry (designed; shell spec §4: a giveaway needs a
   * loyalty id, failure shows giveaways-require-loyalty): a rewards member enters the site's
   * giveaway, agreeing to its rules. One entry per shopper and site, kept in form_submissions:
   * entering again answers the first entry (ALREADY_ENTERED), never a second row.
   */
  app.post(
    '/profile/v0/:siteId/me/giveaway-entry',
    {
      schema: {
        response: answers('profile/giveaway-entry'),
        body: ref('profile/giveaway-entry-request'),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { userId, site } = accountOf(context, request);
      rejectInvalid(request, GIVEAWAY_ENTRY_MESSAGE);
      const entry = await context.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const { profile } = await findUser(tx, userId);
        if (!profile.loyalty?.loyaltyId) {
          throw new ApiError(
            403,
            'GIVEAWAYS_REQUIRE_LOYALTY',
            'Giveaways are open to rewards members only: join the rewards programme to enter.',
          );
        }
        const rows = await tx.query<{ id: string; created_at: Date | string }>(
          `SELECT id, created_at FROM form_submissions
            WHERE kind = 'giveaway' AND site_id = $1 AND payload->>'userId' = $2`,
          [site.id, userId],
        );
        if (rows[0]) return { row: rows[0], status: 'ALREADY_ENTERED' as const };
        const made = await tx.query<{ id: string; created_at: Date | string }>(
          `INSERT INTO form_submissions (id, kind, site_id, payload)
           VALUES ($1, 'giveaway', $2, $3) RETURNING id, created_at`,
          [randomUUID(), site.id, JSON.stringify({ userId, acceptRules: true })],
        );
        return { row: made[0]!, status: 'ENTERED' as const };
      });
      return reply.status(entry.status === 'ENTERED' ? 201 : 200).send({
        id: entry.row.id,
        enteredAt: new Date(entry.row.created_at).toISOString(),
        status: entry.status,
      });
    },
  );
}
