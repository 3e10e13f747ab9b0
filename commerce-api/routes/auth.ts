import type { TokenResponse } from '../../schemas/api/generated/types.ts';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assertNotLocked,
  clearFailures,
  recordFailure,
  throttleKey,
} from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { AuthContext, Scope } from '../auth/scopes.ts';
import { requireUser } from '../auth/scopes.ts';
import { AUTHORIZED_WINDOW_MS, issueToken, revokeToken } from '../auth/tokens.ts';
import { findActiveCart, mergeCarts } from '../carts/cart-store.ts';
import type { ApiServices } from '../context.ts';
import { clearTokenCookie, setTokenCookie, siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import type { Queryable } from '../storage/database.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

interface UserRow {
  id: string;
  password_hash: string;
  roles: string[];
}

/**
 * The coarse limit per client on sign-in calls, whatever the accounts (issue 10): generous enough
 * for a household or an office behind one address, low enough that one client cannot try
 * passwords on many accounts quickly. Counted in the database, so every process shares it
 * (the plugin is registered in app.ts).
 */
const CLIENT_LIMIT = { max: 60, timeWindow: 10 * 60 * 1000 };

/** Tokens (not shown in the specs; designed in their style): guest, login, reauth, logout. */
export async function authRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const clientLimit = { rateLimit: { ...CLIENT_LIMIT, groupId: 'sign-in' } };

  app.get(
    '/auth/v0/:siteId/tokens/current',
    { schema: { response: answers('auth/token') } },
    async (request) => {
      siteOf(context, request);
      return describe(request.auth);
    },
  );

  app.post(
    '/auth/v0/:siteId/tokens/guest',
    { schema: { response: answers('auth/token') } },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      if (request.auth.tokenId) await revokeToken(db, request.auth.tokenId);
      const { token } = await issueToken(db, {
        brandId: brand.id,
        siteId: site.id,
        scopes: ['guest'],
      });
      setTokenCookie(request, reply, token);
      return { scopes: ['guest'], authorized: false, siteId: site.id };
    },
  );

  app.post(
    '/auth/v0/:siteId/tokens/login',
    { schema: { response: answers('auth/token'), body: ref('auth/login') }, config: clientLimit },
    async (request, reply) => {
      const ref_ = siteOf(context, request);
      const body = request.body as { email: string; password: string; mergeCart?: boolean };
      const email = body.email.trim().toLowerCase();
      const throttle = throttleKey(ref_.brand.id, email, clientOf(request));
      await assertNotLocked(db, throttle);
      const [user] = await db.query<UserRow>(
        'SELECT id, password_hash, roles FROM users WHERE brand_id = $1 AND email = $2',
        [ref_.brand.id, email],
      );
      if (!user || !(await verifyPassword(body.password, user.password_hash))) {
        throw (
          (await recordFailure(db, throttle)) ??
          new ApiError(401, 'INVALID_CREDENTIALS', 'The email address or password is not right.')
        );
      }
      await clearFailures(db, throttle);
      const token = await db.transaction((tx) =>
        rotate(tx, request.auth, user, ref_.brand.id, ref_.site, body.mergeCart !== false),
      );
      setTokenCookie(request, reply, token.token);
      return token.description;
    },
  );

  app.post(
    '/auth/v0/:siteId/tokens/reauth',
    { schema: { response: answers('auth/token'), body: ref('auth/reauth') }, config: clientLimit },
    async (request, reply) => {
      const ref_ = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const body = request.body as { password: string; mergeCart?: boolean };
      const throttle = throttleKey(ref_.brand.id, `user:${userId}`, clientOf(request));
      await assertNotLocked(db, throttle);
      const [user] = await db.query<UserRow>(
        'SELECT id, password_hash, roles FROM users WHERE id = $1',
        [userId],
      );
      if (!user || !(await verifyPassword(body.password, user.password_hash))) {
        throw (
          (await recordFailure(db, throttle)) ??
          new ApiError(401, 'INVALID_CREDENTIALS', 'The password is not right.')
        );
      }
      await clearFailures(db, throttle);
      const token = await db.transaction((tx) =>
        rotate(tx, request.auth, user, ref_.brand.id, ref_.site, body.mergeCart !== false),
      );
      setTokenCookie(request, reply, token.token);
      return token.description;
    },
  );

  app.delete(
    '/auth/v0/:siteId/tokens/current',
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      siteOf(context, request);
      if (request.auth.tokenId) await revokeToken(db, request.auth.tokenId);
      clearTokenCookie(request, reply);
      return reply.status(204).send();
    },
  );
}

/** The client a sign-in comes from: its address, an IPv6 client's /64 (as the coarse limit). */
function clientOf(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * Issues a fresh token for the user and revokes the old one (token rotation on login), carrying the
 * guest cart over: merged into the account's cart, or kept as the cart when the account has none.
 */
async function rotate(
  tx: Queryable,
  previous: AuthContext,
  user: UserRow,
  brandId: string,
  site: { id: string; limits: { cart: { itemQuantityMax: number } } },
  merge: boolean,
) {
  const guestCart =
    previous.cartId && !previous.userId ? await findActiveCart(tx, previous) : undefined;
  const accountCart = await findActiveCart(tx, {
    scopes: ['registered'],
    userId: user.id,
    staleToken: false,
  });
  let cartId = accountCart?.id;
  if (guestCart && merge && accountCart) {
    await mergeCarts(tx, guestCart.id, accountCart.id, site.limits.cart.itemQuantityMax);
  } else if (guestCart) {
    // Nothing to merge into, or a checkout login: the cart being shopped becomes the account's.
    await tx.query('UPDATE carts SET user_id = $2, updated_at = now() WHERE id = $1', [
      guestCart.id,
      user.id,
    ]);
    cartId = guestCart.id;
  }
  if (previous.tokenId) await revokeToken(tx, previous.tokenId);
  const scopes: Scope[] = ['registered', 'authorized'];
  if (user.roles.includes('call-centre')) scopes.push('call-centre');
  if (user.roles.includes('stylist')) scopes.push('stylist');
  const issued = await issueToken(tx, {
    brandId,
    siteId: site.id,
    userId: user.id,
    scopes,
    cartId,
    authorizedUntil: new Date(Date.now() + AUTHORIZED_WINDOW_MS),
  });
  return {
    token: issued.token,
    description: { scopes, authorized: true, siteId: site.id, profileId: user.id },
  };
}

function describe(auth: AuthContext): TokenResponse {
  return {
    scopes: [...auth.scopes],
    authorized: auth.scopes.includes('authorized'),
    siteId: auth.siteId ?? '',
    ...(auth.userId ? { profileId: auth.userId } : {}),
  };
}
