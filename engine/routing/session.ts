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

export async function loadSession(env: AppEnv): Promise<Session> {
  try {
    const token = await env.queryClient.fetchQuery({
      ...apiQuery(env.api, getCurrentToken, {}),
      staleTime: Infinity,
    });
    return sessionOf(token);
  } catch {
    return GUEST_SESSION;
  }
}
