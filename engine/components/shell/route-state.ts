import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { apiQuery } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { DEFAULT_META } from '../../routing/route-meta.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import type { RouteDefinition } from '../../routing/route-table.ts';
import type { PageData } from '../../routing/page-data.ts';
import { sessionOf } from '../../routing/session.ts';
import { GUEST_SESSION } from '../../routing/app-env.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import type { Session } from '../../routing/app-env.ts';

/** What react-router route objects built from the table carry in their handle. */
export interface RouteHandle {
  readonly route: RouteDefinition;
}

/** The deepest matched table route and its page data. */
export function useLeafRoute(): { route?: RouteDefinition; data?: PageData } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.route) return { route: handle.route, data: match?.data as PageData | undefined };
  }
  return {};
}

/** The matched route's meta (shell spec §2.2), or the defaults outside the route table. */
export function useLeafMeta(): RouteMeta {
  return useLeafRoute().route?.meta ?? DEFAULT_META;
}

/**
 * The shopper's session from the cached token description: the root loader fills it (and the
 * server's HTML carries it), sign-in and sign-out replace it, and every reader follows.
 */
export function useSession(): Session {
  const { api } = useAppEnv();
  const { data } = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  return data ? sessionOf(data) : GUEST_SESSION;
}
