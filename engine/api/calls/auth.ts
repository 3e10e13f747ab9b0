import type {
  LoginRequest,
  ReauthRequest,
  TokenResponse,
} from '../../../schemas/api/generated/types.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

/** Tokens (designed; DESIGN §6): the token itself travels only in the HttpOnly cookie. */
const tokens = (site: SiteContext) => `${siteBase(site, 'auth', 'v0')}/tokens`;

export const getCurrentToken = defineCall<NoParams, TokenResponse>({
  operation: 'getCurrentToken',
  service: 'auth',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${tokens(site)}/current`,
});

/**
 * What getCurrentToken answers for a request without a token cookie: no scopes. The server's
 * render of a shopper who has no cookie knows it without asking (issue 9);
 * tests/integration/ssr/known-answers.test.ts checks that the API agrees.
 */
export const NO_TOKEN: Readonly<TokenResponse> = Object.freeze({
  scopes: [],
  authorized: false,
  siteId: '',
});

export const createGuestToken = defineCall<NoParams, TokenResponse>({
  operation: 'createGuestToken',
  service: 'auth',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${tokens(site)}/guest`,
  invalidates: 'shopper',
});

/** mergeCart false on checkout pages, which do not merge the cart on login (shell spec §2.2). */
export const login = defineCall<LoginRequest, TokenResponse>({
  operation: 'login',
  service: 'auth',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${tokens(site)}/login`,
  body: (params) => params,
  invalidates: 'shopper',
});

/** Logs a registered shopper in again (authorized scope), merging the cart unless told not to. */
export const reauth = defineCall<ReauthRequest, TokenResponse>({
  operation: 'reauth',
  service: 'auth',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${tokens(site)}/reauth`,
  body: (params) => params,
  invalidates: 'shopper',
});

export const logout = defineCall<NoParams, void>({
  operation: 'logout',
  service: 'auth',
  audience: 'shopper',
  method: 'DELETE',
  path: (site) => `${tokens(site)}/current`,
  invalidates: 'shopper',
});
