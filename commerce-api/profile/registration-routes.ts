import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { conflict } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { assertStrongPassword } from './password-rules.ts';
import { rethrowEmailInUse } from './profile-store.ts';
import { profileView } from './profile-view.ts';
import { upsertSubscription } from './subscription-store.ts';
import { answers } from '../http/response-schemas.ts';

interface Registration {
  email: string;
  password: string;
  name: { first: string; last: string };
  gender?: string;
}

const REGISTER_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * Account creation (designed; shell spec §2.4 "create account", /user/create): POST
 * /profile/v0/{siteId}/users makes a user of the site's brand; the client then logs in with
 * POST /auth/v0/{siteId}/tokens/login, which rotates the token and merges the guest cart.
 */
export async function registrationRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  const { db } = context;

  app.post<{ Body: Registration }>(
    '/profile/v0/:siteId/users',
    { schema: { response: answers('profile/profile'), body: ref('profile/registration') } },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      const body = request.body;
      assertStrongPassword(body.password, 'password');
      await limitAttempts(db, `register-ip:${request.ip}`, REGISTER_LIMIT);
      const email = body.email.trim().toLowerCase();
      const profile = {
        name: { first: body.name.first.trim(), last: body.name.last.trim() },
        ...(body.gender ? { gender: body.gender } : {}),
      };
      const id = randomUUID();
      const [created] = await db
        .query<{ id: string }>(
          `INSERT INTO users (id, brand_id, email, password_hash, profile) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (brand_id, email) DO NOTHING RETURNING id`,
          [id, brand.id, email, await hashPassword(body.password), JSON.stringify(profile)],
        )
        .catch(rethrowEmailInUse);
      if (!created) {
        throw conflict(
          'EMAIL_IN_USE',
          'An account with this email address exists. Sign in instead.',
        );
      }
      // Accounts opt in to email where the site's switch says so (shell spec §5: US only).
      if (site.switches.autoOptInEmail) {
        await upsertSubscription(db, site.id, email, {
          emailAddress: email,
          source: 'ACCOUNT_CREATION',
          action: 'SUBSCRIBE',
          gender: body.gender ?? 'UNKNOWN',
          additionalBrands: [],
        });
      }
      return reply.status(201).send(await profileView(db, id, site));
    },
  );
}
