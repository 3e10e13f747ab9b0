import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type { LoginRequest, ReauthRequest, TokenDescription } from '../types/auth.ts';
import { currentTokenCall, guestTokenCall } from './auth-calls.ts';

/** Tokens (designed; DESIGN §6): the token itself travels in an HttpOnly cookie. */
const base = (client: ApiClient) => `/auth/v0/${segment(client.site.siteId)}/tokens`;

export function getCurrentToken(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<TokenDescription> {
  return client.request({ ...currentTokenCall(client.site), signal });
}

export function createGuestToken(client: ApiClient): Promise<TokenDescription> {
  return client.request(guestTokenCall(client.site));
}

export function login(client: ApiClient, body: LoginRequest): Promise<TokenDescription> {
  return client.request({
    operation: 'login',
    method: 'POST',
    path: `${base(client)}/login`,
    body,
  });
}

/** Logs a registered shopper in again (authorized scope), merging the cart unless told not to. */
export function reauth(client: ApiClient, body: ReauthRequest): Promise<TokenDescription> {
  return client.request({
    operation: 'reauth',
    method: 'POST',
    path: `${base(client)}/reauth`,
    body,
  });
}

export function logout(client: ApiClient): Promise<void> {
  return client.request({ operation: 'logout', method: 'DELETE', path: `${base(client)}/current` });
}
