import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { ApiBrandConfig, ApiSiteConfig } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';

/** The signed-in caller of an account call, on the path's site. */
export interface Account {
  readonly userId: string;
  readonly brand: ApiBrandConfig;
  readonly site: ApiSiteConfig;
}

/**
 * The caller's account, or the refusal the engine's error policy expects (shell spec §6):
 * 401 without a token, 403 LOGIN_REQUIRED for a guest, 403 REAUTH_REQUIRED for a registered token
 * where authorized is needed. Reading the profile and preferences needs only "registered" (the
 * shell loads them on every page of a recognised user); account changes need "authorized".
 * Users belong to one brand, so a token from another brand's site is refused here.
 */
export function accountOf(
  context: ApiServices,
  request: FastifyRequest,
  scope: 'registered' | 'authorized' = 'authorized',
): Account {
  const { brand, site } = siteOf(context, request);
  const userId = requireUser(request.auth, scope);
  const tokenBrand = request.auth.siteId ? context.brands.site(request.auth.siteId)?.brand.id : '';
  if (tokenBrand !== brand.id) {
    throw new ApiError(
      401,
      'TOKEN_OTHER_BRAND',
      `This session belongs to another brand. Sign in on ${brand.settings.name} to continue.`,
    );
  }
  return { userId, brand, site };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are uuids; anything else cannot name a row, so it is a plain 404 (never a 500). */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
