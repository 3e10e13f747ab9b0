import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { accountOf } from './account.ts';
import { createVerification } from './verification-store.ts';
import { answers } from '../http/response-schemas.ts';

const SEND_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * One-time codes: POST /profile/v0/{siteId}/me/verifications (shell spec §7) for a new phone
 * number or sign-in email, and POST /profile/v0/{siteId}/password-resets (designed) for the
 * forgotten-password flow. The code goes by SMS or email; the API runs no messaging service, so in
 * test mode the answer carries it for the tests (and only there).
 */
export async function verificationRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  const { db } = context;
  const reveal = (code: string) => (context.mode === 'test' ? { code } : {});

  app.post<{ Body: { phoneNumber?: string; emailAddress?: string } }>(
    '/profile/v0/:siteId/me/verifications',
    { schema: { response: answers('profile/one-time-code'), body: ref('profile/verification') } },
    async (request, reply) => {
      const { userId } = accountOf(context, request);
      if ((request.body.phoneNumber === undefined) === (request.body.emailAddress === undefined)) {
        throw fieldError('body', 'ONE_TARGET_REQUIRED', 'Send either phoneNumber or emailAddress.');
      }
      const target =
        request.body.phoneNumber ?? request.body.emailAddress?.trim().toLowerCase() ?? '';
      await limitAttempts(db, `otp-user:${userId}`, SEND_LIMIT);
      await limitAttempts(db, `otp-target:${target}`, SEND_LIMIT);
      const verification = await createVerification(db, userId, target);
      return reply.status(201).send({
        referenceId: verification.referenceId,
        channel: request.body.phoneNumber ? 'SMS' : 'EMAIL',
        expiresAt: verification.expiresAt.toISOString(),
        ...reveal(verification.code),
      });
    },
  );

  /** Answers alike whether or not the address has an account, so it tells nobody which do. */
  app.post<{ Body: { emailAddress: string } }>(
    '/profile/v0/:siteId/password-resets',
    {
      schema: {
        response: answers('profile/one-time-code'),
        body: ref('profile/password-reset-request'),
      },
    },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      const email = request.body.emailAddress.trim().toLowerCase();
      await limitAttempts(db, `reset:${brand.id}:${email}`, SEND_LIMIT);
      await limitAttempts(db, `reset-ip:${request.ip}`, { ...SEND_LIMIT, max: 30 });
      const [user] = await db.query<{ id: string }>(
        'SELECT id FROM users WHERE brand_id = $1 AND email = $2',
        [brand.id, email],
      );
      const verification = await createVerification(db, user?.id ?? null, email);
      return reply.status(202).send({
        referenceId: verification.referenceId,
        channel: 'EMAIL',
        expiresAt: verification.expiresAt.toISOString(),
        ...reveal(verification.code),
      });
    },
  );
}
