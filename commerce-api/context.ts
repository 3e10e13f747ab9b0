import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth/scopes.ts';
import { TOKEN_COOKIE, TOKEN_TTL_MS } from './auth/tokens.ts';
import type { BrandDirectory, SiteRef } from './brands.ts';
import { ApiError } from './http/errors.ts';
import type { ApiLogger } from './http/logger.ts';
import type { CardKeyring } from './payments/card-keyring.ts';
import type { MediaStore } from './reviews/media-store.ts';
import type { Database } from './storage/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, from the token cookie (see auth/tokens.ts). */
    auth: AuthContext;
  }
}

/** What whoever starts the API hands it; the optional parts have defaults (see services.ts). */
export interface ApiContext {
  readonly db: Database;
  readonly brands: BrandDirectory;
  /** 'test' enables the fault switch and test-only helpers. */
  readonly mode: 'production' | 'test';
  /** The card private keys. Default: CARD_PRIVATE_KEYS, else the file CARD_KEY_FILE. */
  readonly cardKeys?: CardKeyring;
  /** Default: pino at API_LOG_LEVEL (warn) to stdout; in test mode to .data/logs/. */
  readonly logger?: ApiLogger;
  /** Where uploaded review media bytes go. Default: chunks in the database. */
  readonly media?: MediaStore;
}

/** Everything a route needs, handed to every route module; nothing else is shared state. */
export interface ApiServices extends ApiContext {
  readonly cardKeys: CardKeyring;
  readonly logger: ApiLogger;
  readonly media: MediaStore;
}

/** The site named by the path's :siteId, or 404 SITE_NOT_FOUND. */
export function siteOf(context: ApiContext, request: FastifyRequest): SiteRef {
  const siteId = (request.params as { siteId?: string }).siteId ?? '';
  const ref = context.brands.site(siteId);
  if (!ref) throw new ApiError(404, 'SITE_NOT_FOUND', `There is no site "${siteId}".`);
  return ref;
}

/** Cookies are Secure everywhere but on localhost, where the demo runs over plain HTTP. */
export function isLocalHost(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
  );
}

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(request),
    path: '/',
    maxAge: Math.floor(TOKEN_TTL_MS / 1000),
  });
}

export function clearTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(TOKEN_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(request),
  });
}
