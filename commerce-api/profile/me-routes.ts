import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { accountOf } from './account.ts';
import { findOwnAddress } from './address-store.ts';
import { findOwnPayment } from './payment-store.ts';
import type { StoredProfile } from './profile-store.ts';
import { findUser, lockUser, mergeProfile } from './profile-store.ts';
import type { ProfileQuery } from './profile-view.ts';
import { profileView } from './profile-view.ts';
import { answers } from '../http/response-schemas.ts';

interface ProfileUpdate {
  name: { first: string; last: string };
  dateOfBirth?: string;
  gender?: string;
  student?: boolean;
  defaultShippingAddressId?: string | null;
  defaultPaymentId?: string | null;
}

type ReplaceOp = { op: 'replace'; path: string; value: unknown };

/** GET, PUT and PATCH /profile/v0/{siteId}/me (shell spec §3.2, §7). */
export async function meRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get<{ Querystring: ProfileQuery }>(
    '/profile/v0/:siteId/me',
    { schema: { response: answers('profile/profile'), querystring: ref('profile/me-query') } },
    async (request) => {
      const { userId, site } = accountOf(context, request, 'registered');
      return profileView(db, userId, site, request.query);
    },
  );

  /** Replaces the editable fields: one left out is cleared, except the two defaults, kept unless sent. */
  app.put<{ Body: ProfileUpdate }>(
    '/profile/v0/:siteId/me',
    { schema: { response: answers('profile/profile'), body: ref('profile/profile-update') } },
    async (request) => {
      const { userId, site } = accountOf(context, request);
      const body = request.body;
      assertPastDate(body.dateOfBirth);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const fields: Partial<Record<keyof StoredProfile, unknown>> = {
          name: { first: body.name.first.trim(), last: body.name.last.trim() },
          dateOfBirth: body.dateOfBirth ?? null,
          gender: body.gender ?? null,
          student: body.student ?? null,
        };
        if (body.defaultShippingAddressId !== undefined) {
          fields.defaultShippingAddressId = await ownAddressId(
            tx,
            userId,
            body.defaultShippingAddressId,
          );
        }
        if (body.defaultPaymentId !== undefined) {
          fields.defaultPaymentId = await ownPaymentId(tx, userId, body.defaultPaymentId);
        }
        await mergeProfile(tx, userId, fields);
      });
      return profileView(db, userId, site);
    },
  );

  app.patch<{ Body: ReplaceOp[] }>(
    '/profile/v0/:siteId/me',
    { schema: { response: answers('profile/profile'), body: ref('profile/profile-patch') } },
    async (request) => {
      const { userId, site } = accountOf(context, request);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const { profile } = await findUser(tx, userId);
        const fields: Partial<Record<keyof StoredProfile, unknown>> = {};
        let name = { first: profile.name?.first ?? '', last: profile.name?.last ?? '' };
        for (const { path, value } of request.body) {
          if (path === '/defaultShippingAddressId') {
            fields.defaultShippingAddressId = await ownAddressId(
              tx,
              userId,
              value as string | null,
            );
          } else if (path === '/defaultPaymentId') {
            fields.defaultPaymentId = await ownPaymentId(tx, userId, value as string | null);
          } else if (path === '/name/first') {
            name = { ...name, first: (value as string).trim() };
            fields.name = name;
          } else {
            name = { ...name, last: (value as string).trim() };
            fields.name = name;
          }
        }
        await mergeProfile(tx, userId, fields);
      });
      return profileView(db, userId, site);
    },
  );
}

/** A default must be one of the user's own rows (another user's id is 404); null clears it. */
async function ownAddressId(tx: Queryable, userId: string, id: string | null) {
  return id === null ? null : (await findOwnAddress(tx, userId, id)).id;
}

async function ownPaymentId(tx: Queryable, userId: string, id: string | null) {
  return id === null ? null : (await findOwnPayment(tx, userId, id)).id;
}

function assertPastDate(date: string | undefined): void {
  if (date !== undefined && date > new Date().toISOString().slice(0, 10)) {
    throw badRequest('VALIDATION_ERROR', 'The date of birth cannot be in the future.', [
      {
        field: 'dateOfBirth',
        code: 'DATE_IN_FUTURE',
        message: 'The date of birth cannot be in the future.',
      },
    ]);
  }
}
