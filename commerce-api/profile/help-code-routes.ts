import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import { requireScope } from '../auth/scopes.ts';
import { requireCartCaller } from '../carts/cart-access.ts';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { rejectInvalid } from './spec-validation.ts';

/** Eight characters without the look-alikes (0/O, 1/I/L), read aloud over the phone. */
export const HELP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A code is for the call the shopper is about to make: it stops working after a day. */
export const HELP_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const HELP_CODE_INVALID = 'Invalid parameters for help code';

const CREATE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };
const LOOKUP_LIMIT = { max: 120, windowMs: 10 * 60 * 1000 };

function newCode(): string {
  const chars = Array.from(
    { length: 8 },
    () => HELP_CODE_ALPHABET[randomInt(HELP_CODE_ALPHABET.length)],
  );
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * What an agent types, as stored: read over the phone, so case, spaces and the dash are the
 * agent's choice ("abcd efgh", "ABCD-EFGH"); anything but the code's eight characters is no code.
 */
export function normalizeHelpCode(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 8) return undefined;
  if ([...compact].some((char) => !HELP_CODE_ALPHABET.includes(char))) return undefined;
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

interface HelpCodeRow {
  code: string;
  site_id: string;
  created_at: Date | string;
  expires_at: Date | string;
  cart_id: string | null;
  page: string | null;
  user_id: string | null;
  email: string | null;
  profile: { name?: { first?: string; last?: string } } | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Help codes (shell spec §2.4 #help-code; issue 13): a shopper asks for one and reads it to
 * customer service, and a call-centre agent looks it up to find who is calling, their bag and the
 * page they were on. Made here, never in the browser, so that the code names a session the
 * agent can find.
 */
export async function helpCodeRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post<{ Body: { page?: string } }>(
    '/profile/v0/:siteId/help-codes',
    {
      schema: { response: answers('forms/help-code'), body: ref('forms/help-code-request') },
      attachValidation: true,
    },
    async (request, reply) => {
      const { site } = requireCartCaller(context, request);
      rejectInvalid(request, HELP_CODE_INVALID);
      await limitAttempts(db, `help-code:${request.auth.tokenId ?? request.ip}`, CREATE_LIMIT);
      const expiresAt = new Date(Date.now() + HELP_CODE_LIFETIME_MS);
      // 31^8 codes: a clash is all but impossible, and one more draw settles it.
      for (let attempt = 0; ; attempt += 1) {
        const code = newCode();
        const inserted = await db.query<{ code: string }>(
          `INSERT INTO help_codes (code, site_id, user_id, cart_id, page, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING code`,
          [
            code,
            site.id,
            request.auth.userId ?? null,
            request.auth.cartId ?? null,
            request.body?.page ?? null,
            expiresAt,
          ],
        );
        if (inserted.length > 0) {
          return reply.status(201).send({ code, expiresAt: expiresAt.toISOString() });
        }
        if (attempt >= 3) throw new Error('[storefront:api] no free help code after 4 draws');
      }
    },
  );

  app.get<{ Params: { code: string } }>(
    '/profile/v0/:siteId/help-codes/:code',
    { schema: { response: answers('forms/help-code-lookup') } },
    async (request) => {
      const { brand } = requireCartCaller(context, request);
      requireScope(request.auth, 'call-centre');
      await limitAttempts(db, `help-code-lookup:${request.auth.tokenId}`, LOOKUP_LIMIT);
      const code = normalizeHelpCode(request.params.code);
      const notFound = new ApiError(
        404,
        'HELP_CODE_NOT_FOUND',
        'No help code matches. Check the eight characters with the shopper; a code lasts a day.',
      );
      if (!code) throw notFound;
      const [row] = await db.query<HelpCodeRow>(
        `SELECT h.code, h.site_id, h.created_at, h.expires_at, h.cart_id, h.page,
                u.id AS user_id, u.email, u.profile
         FROM help_codes h LEFT JOIN users u ON u.id = h.user_id
         WHERE h.code = $1 AND h.expires_at > now()`,
        [code],
      );
      // An agent sees the codes of their brand's sites only.
      if (!row || !brand.sites[row.site_id]) throw notFound;
      return {
        code: row.code,
        siteId: row.site_id,
        createdAt: iso(row.created_at),
        expiresAt: iso(row.expires_at),
        customer: row.user_id
          ? {
              id: row.user_id,
              email: row.email ?? '',
              name: {
                first: row.profile?.name?.first ?? '',
                last: row.profile?.name?.last ?? '',
              },
            }
          : null,
        cartId: row.cart_id,
        page: row.page,
      };
    },
  );
}
