import { ApiError } from '../http/errors.ts';

export type Scope = 'guest' | 'registered' | 'authorized' | 'call-centre' | 'stylist';

/** Who is calling: from the token cookie, checked against the tokens table on every request. */
export interface AuthContext {
  /** sha256 of the token, the tokens table's key; undefined without a valid token. */
  readonly tokenId?: string;
  readonly siteId?: string;
  readonly userId?: string;
  readonly cartId?: string;
  /** Effective scopes: "authorized" only while the token's authorization window is open. */
  readonly scopes: readonly Scope[];
  /** A token cookie was sent but is unknown, expired or revoked (logged out). */
  readonly staleToken: boolean;
}

export const ANONYMOUS: AuthContext = { scopes: [], staleToken: false };

/**
 * Refuses a request without the scope it needs, with the answer the engine's error policy expects
 * (shell spec §6, §8): no token 401; a registered token where authorized is needed 403
 * REAUTH_REQUIRED (the engine asks to log in again); any other missing scope 403.
 */
export function requireScope(auth: AuthContext, needed: Scope): void {
  if (auth.scopes.length === 0) {
    throw new ApiError(
      401,
      auth.staleToken ? 'TOKEN_INVALID' : 'UNAUTHENTICATED',
      auth.staleToken
        ? 'Your session has ended. Get a new token and try again.'
        : 'Get a guest token or sign in first.',
    );
  }
  if (auth.scopes.includes(needed)) return;
  if (needed === 'guest') return;
  if (needed === 'registered') {
    throw new ApiError(403, 'LOGIN_REQUIRED', 'Sign in to your account to do this.');
  }
  if (needed === 'authorized' && auth.scopes.includes('registered')) {
    throw new ApiError(403, 'REAUTH_REQUIRED', 'Please log in again to continue.');
  }
  throw new ApiError(403, 'FORBIDDEN_SCOPE', `This needs the ${needed} scope.`);
}

/** The signed-in user's id, or a 401/403 as requireScope. */
export function requireUser(auth: AuthContext, needed: Scope = 'registered'): string {
  requireScope(auth, needed);
  if (!auth.userId)
    throw new ApiError(403, 'LOGIN_REQUIRED', 'Sign in to your account to do this.');
  return auth.userId;
}
