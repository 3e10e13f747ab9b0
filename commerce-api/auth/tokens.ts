import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../storage/database.ts';
import type { AuthContext, Scope } from './scopes.ts';
import { ANONYMOUS } from './scopes.ts';

export const TOKEN_COOKIE = 'sf_token';
/** A token lives 30 days; a login authorizes it for 30 minutes, after which it is only registered. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const AUTHORIZED_WINDOW_MS = 30 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  id: string;
  site_id: string;
  user_id: string | null;
  cart_id: string | null;
  scopes: Scope[];
  authorized_until: Date | string | null;
}

/** Looks the cookie's token up; revoked, expired or unknown tokens give an anonymous caller. */
export async function authenticate(
  db: Queryable,
  token: string | undefined,
  now = new Date(),
): Promise<AuthContext> {
  if (!token) return ANONYMOUS;
  const [row] = await db.query<TokenRow>(
    `SELECT id, site_id, user_id, cart_id, scopes, authorized_until FROM tokens
     WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2`,
    [hashToken(token), now],
    { prepare: true },
  );
  if (!row) return { ...ANONYMOUS, staleToken: true };
  const authorizedUntil = row.authorized_until ? new Date(row.authorized_until) : undefined;
  const scopes = row.scopes.filter(
    (scope) => scope !== 'authorized' || (authorizedUntil !== undefined && authorizedUntil > now),
  );
  return {
    tokenId: row.id,
    siteId: row.site_id,
    userId: row.user_id ?? undefined,
    cartId: row.cart_id ?? undefined,
    scopes,
    staleToken: false,
  };
}

export interface IssueOptions {
  readonly brandId: string;
  readonly siteId: string;
  readonly userId?: string;
  readonly scopes: readonly Scope[];
  readonly cartId?: string;
  /** When the token's "authorized" scope lapses; absent for guests. */
  readonly authorizedUntil?: Date;
  readonly now?: Date;
}

/** Issues a new random token; only its hash is stored. Returns the token for the cookie. */
export async function issueToken(
  db: Queryable,
  options: IssueOptions,
): Promise<{ token: string; tokenId: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenId = hashToken(token);
  const now = options.now ?? new Date();
  await db.query(
    `INSERT INTO tokens (id, brand_id, site_id, user_id, scopes, authorized_until, cart_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      tokenId,
      options.brandId,
      options.siteId,
      options.userId ?? null,
      [...options.scopes],
      options.authorizedUntil ?? null,
      options.cartId ?? null,
      now,
      new Date(now.getTime() + TOKEN_TTL_MS),
    ],
  );
  return { token, tokenId };
}

/** Revokes a token: after logout or rotation the old token is refused. */
export async function revokeToken(db: Queryable, tokenId: string): Promise<void> {
  await db.query('UPDATE tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    tokenId,
  ]);
}

export async function setTokenCart(db: Queryable, tokenId: string, cartId: string): Promise<void> {
  await db.query('UPDATE tokens SET cart_id = $2 WHERE id = $1', [tokenId, cartId]);
}
