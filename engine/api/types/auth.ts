export type TokenScope = 'guest' | 'registered' | 'authorized' | 'call-centre' | 'stylist';

/** What the token routes answer (schemas/api/auth). */
export interface TokenDescription {
  readonly scopes: readonly TokenScope[];
  readonly authorized: boolean;
  readonly siteId: string;
  readonly profileId?: string;
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
  /** false on checkout pages, which do not merge the cart on login (shell spec §2.2). */
  readonly mergeCart?: boolean;
}

export interface ReauthRequest {
  readonly password: string;
  readonly mergeCart?: boolean;
}
