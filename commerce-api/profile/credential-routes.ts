import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, conflict, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { accountOf } from './account.ts';
import { assertStrongPassword } from './password-rules.ts';
import { findUser, lockUser, mergeProfile, rethrowEmailInUse } from './profile-store.ts';
import { profileView } from './profile-view.ts';
import { consumeVerification } from './verification-store.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

const PASSWORD_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

interface CodeProof {
  otp: string;
  referenceId: string;
}

/** Credentials (shell spec §3.2, §7): password change and reset, phone number, username. */
export async function credentialRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  /** Changes the password; every other session of the account ends (this one stays). */
  app.put<{ Body: { currentPassword: string; newPassword: string } }>(
    '/profile/v0/:siteId/me/credentials/password',
    { schema: { response: NO_CONTENT, body: ref('profile/password-change') } },
    async (request, reply) => {
      const { userId } = accountOf(context, request);
      const { currentPassword, newPassword } = request.body;
      await limitAttempts(db, `password-change:${userId}`, PASSWORD_LIMIT);
      const [user] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [userId],
      );
      if (!user || !(await verifyPassword(currentPassword, user.password_hash))) {
        throw fieldError(
          'currentPassword',
          'CURRENT_PASSWORD_WRONG',
          'The current password is not right.',
        );
      }
      assertStrongPassword(newPassword, 'newPassword');
      if (newPassword === currentPassword) {
        throw fieldError(
          'newPassword',
          'PASSWORD_UNCHANGED',
          'Choose a password different from the current one.',
        );
      }
      await db.transaction(async (tx) => {
        await setPassword(tx, userId, newPassword);
        await tx.query(
          'UPDATE tokens SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
          [userId, request.auth.tokenId],
        );
      });
      return reply.status(204).send();
    },
  );

  /** Resets a forgotten password with the code of POST .../password-resets; every session ends. */
  app.put<{ Body: CodeProof & { emailAddress: string; newPassword: string } }>(
    '/profile/v0/:siteId/credentials/password',
    { schema: { response: NO_CONTENT, body: ref('profile/password-reset') } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      const email = request.body.emailAddress.trim().toLowerCase();
      assertStrongPassword(request.body.newPassword, 'newPassword');
      const [user] = await db.query<{ id: string }>(
        'SELECT id FROM users WHERE brand_id = $1 AND email = $2',
        [brand.id, email],
      );
      if (!user) {
        throw new ApiError(
          400,
          'OTP_INVALID',
          'The code is not right or was used already. Ask for a new code.',
          [{ field: 'otp', code: 'OTP_INVALID', message: 'The code is not right.' }],
        );
      }
      await consumeVerification(db, { ...proof(request.body), userId: user.id, target: email });
      await db.transaction(async (tx) => {
        await setPassword(tx, user.id, request.body.newPassword);
        await tx.query(
          'UPDATE tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
          [user.id],
        );
      });
      return reply.status(204).send();
    },
  );

  /**
   * POST adds a phone number (409 when the account has one), PUT changes it. The code is used in
   * its own statement first, so a wrong code counts as a try even though the change is refused.
   */
  const phoneRoute =
    (mode: 'add' | 'change') =>
    async (request: FastifyRequest<{ Body: CodeProof & { phoneNumber: string } }>) => {
      const { userId, brand, site } = accountOf(context, request);
      const body = request.body;
      const check = async (tx: Queryable) => {
        const { profile } = await findUser(tx, userId);
        if (mode === 'add' && profile.phone?.number) {
          throw conflict(
            'PHONE_NUMBER_EXISTS',
            'The account has a phone number: change it instead.',
          );
        }
        const [owner] = await tx.query<{ id: string }>(
          `SELECT id FROM users WHERE brand_id = $1 AND profile->'phone'->>'number' = $2 AND id <> $3`,
          [brand.id, body.phoneNumber, userId],
        );
        if (owner) {
          throw conflict('PHONE_NUMBER_IN_USE', 'This phone number belongs to another account.');
        }
      };
      await check(db);
      await consumeVerification(db, { ...proof(body), userId, target: body.phoneNumber });
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `phone:${brand.id}:${body.phoneNumber}`,
        ]);
        await lockUser(tx, userId);
        await check(tx);
        await mergeProfile(tx, userId, { phone: { number: body.phoneNumber } });
      });
      return profileView(db, userId, site);
    };

  const phoneOptions = {
    schema: { response: answers('profile/profile'), body: ref('profile/phone-credential') },
  };
  app.post('/profile/v0/:siteId/me/credentials/phonenumber', phoneOptions, phoneRoute('add'));
  app.put('/profile/v0/:siteId/me/credentials/phonenumber', phoneOptions, phoneRoute('change'));

  /** Changes the sign-in email address, proven by a code sent to the new address. */
  app.put<{ Body: CodeProof & { username: string } }>(
    '/profile/v1/:siteId/me/credentials/username',
    { schema: { response: answers('profile/profile'), body: ref('profile/username-credential') } },
    async (request) => {
      const { userId, brand, site } = accountOf(context, request);
      const email = request.body.username.trim().toLowerCase();
      const check = async (tx: Queryable) => {
        const [owner] = await tx.query<{ id: string }>(
          'SELECT id FROM users WHERE brand_id = $1 AND email = $2',
          [brand.id, email],
        );
        if (owner && owner.id !== userId) {
          throw conflict('EMAIL_IN_USE', 'This email address belongs to another account.');
        }
      };
      await check(db);
      await consumeVerification(db, { ...proof(request.body), userId, target: email });
      await db
        .transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
            `email:${brand.id}:${email}`,
          ]);
          await check(tx);
          await tx.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]);
        })
        .catch(rethrowEmailInUse);
      return profileView(db, userId, site);
    },
  );
}

const proof = (body: CodeProof) => ({ referenceId: body.referenceId, code: body.otp });

async function setPassword(tx: Queryable, userId: string, password: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    userId,
    await hashPassword(password),
  ]);
}
