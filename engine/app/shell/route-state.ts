import { useMatches, useRouteLoaderData } from 'react-router';
import type { RouteDefinition } from '../../routing/route-table.ts';
import type { PageData, RootData } from '../loaders.ts';
import { GUEST_SESSION } from '../env.tsx';
import type { Session } from '../env.tsx';

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

export function useSession(): Session {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.session ?? GUEST_SESSION;
}
