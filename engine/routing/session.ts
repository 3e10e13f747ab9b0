import { apiQuery } from '../api/index.ts';
import { getCurrentToken } from '../api/calls/auth.ts';
import type { TokenResponse } from '../../schemas/api/generated/types.ts';
import { GUEST_SESSION } from './app-env.ts';
import type { AppEnv, Session } from './app-env.ts';

/** What a token description allows. */
export function sessionOf(token: Pick<TokenResponse, 'scopes' | 'authorized'>): Session {
  const scopes = token.scopes ?? [];
  return { scopes, registered: scopes.includes('registered'), authorized: token.authorized };
}

/** The shopper's session; without a user state, a guest's (shell spec §8: logged, fallback built). */
export async function loadSession(env: AppEnv): Promise<Session> {
  try {
    const token = await env.queryClient.fetchQuery({
      ...apiQuery(env.api, getCurrentToken, {}),
      staleTime: Infinity,
    });
    return sessionOf(token);
  } catch (error) {
    env.api.logger.warn('Missing user state: a guest session is used', { error: String(error) });
    return GUEST_SESSION;
  }
}
