import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi, isApiRequestError } from '../../../api/index.ts';
import type { ApiClient } from '../../../api/index.ts';
import { createGuestToken } from '../../../api/calls/auth.ts';
import { getPersonalizedContent } from '../../../api/calls/content.ts';
import type { PersonalizedContentRequest } from '../../../../schemas/api/generated/types.ts';
import { navPromoRequest, panelPromos } from '../../../domain/header/nav-promos.ts';
import type { NavPromo } from '../../../domain/header/nav-promos.ts';
import type { AppEnv } from '../../../routing/app-env.ts';
import { useSession } from '../route-state.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';

/**
 * The call needs a token and a guest's page carries none (it stays cacheable): a session without
 * one makes a guest token first (as add to bag does), so a guest's console shows no 401 (shell
 * spec §8); a token that lapsed meanwhile answers 401, and then a new one is made and the request
 * sent once more.
 */
async function askAsGuest(
  api: ApiClient,
  request: PersonalizedContentRequest,
  signal: AbortSignal,
  hasToken: boolean,
) {
  if (!hasToken) await callApi(api, createGuestToken, {}, signal);
  try {
    return await callApi(api, getPersonalizedContent, request, signal);
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    await callApi(api, createGuestToken, {}, signal);
    return callApi(api, getPersonalizedContent, request, signal);
  }
}

/**
 * The navigation's personalised fetch (shell spec §7): one NavigationView request for the site,
 * its include depths from limits.content (includeDepthPromos for the modules containers,
 * includeDepthConfig for the promos), kept as long as the nav children
 * (limits.timings.componentCacheMaxAgeMs).
 */
export function navPromosQuery(env: Pick<AppEnv, 'api' | 'site'>, hasToken: boolean) {
  const { includeDepthConfig, includeDepthPromos } = env.site.limits.content;
  const maxAge = env.site.limits.timings.componentCacheMaxAgeMs;
  const request = navPromoRequest({ includeDepthConfig, includeDepthPromos });
  return {
    ...apiQuery(env.api, getPersonalizedContent, request),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      askAsGuest(env.api, request, signal, hasToken),
    staleTime: maxAge,
    gcTime: Math.max(maxAge, 300_000),
  };
}

/**
 * A top-level item's promos, for the shopper's site and country, asked for when its panel opens.
 * With flags.clientLoadPersonalizedContent off (shell spec §9, default on) the browser asks for no
 * personalised content: the panel shows the navigation alone.
 */
export function useNavPromos(navItemId: string): NavPromo[] {
  const env = useAppEnv();
  const enabled = env.flags.clientLoadPersonalizedContent !== false;
  const hasToken = useSession().scopes.length > 0;
  const { data } = useQuery({ ...navPromosQuery(env, hasToken), enabled });
  return enabled
    ? panelPromos(data, navItemId, {
        siteId: env.site.id,
        countryCode: env.api.site.countryCode,
      })
    : [];
}
