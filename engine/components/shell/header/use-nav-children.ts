import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiQuery } from '../../../api/index.ts';
import { getNavigationItem } from '../../../api/calls/catalog.ts';
import { getPersonalizedContent } from '../../../api/calls/content.ts';
import type { AppEnv } from '../../../routing/app-env.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { trimComponentCache } from './component-cache.ts';

/** The header's component calls whose answers count against the component cache's size. */
export const COMPONENT_CALLS = [getNavigationItem.operation, getPersonalizedContent.operation];

/**
 * The query of a navigation item's children, two levels deep for headings and their links, in the
 * shopper's language. Each answer is kept for the site's component cache age
 * (limits.timings.componentCacheMaxAgeMs; shell spec §9: 600000 ms): expanding again within it asks
 * nothing, after it asks again.
 */
export function navChildrenQuery(env: Pick<AppEnv, 'api' | 'site'>, itemId: string) {
  const maxAge = env.site.limits.timings.componentCacheMaxAgeMs;
  return {
    ...apiQuery(env.api, getNavigationItem, { id: itemId, depth: 2 }),
    staleTime: maxAge,
    // Kept at least as long as it is fresh (react-query's default would drop it after 5 min).
    gcTime: Math.max(maxAge, 300_000),
  };
}

/**
 * A navigation item's children, loaded when the shopper expands it (shell spec §4). Each new
 * answer keeps the component cache within limits.timings.componentCacheMaxSize (§9: 1048576).
 */
export function useNavChildren(itemId: string) {
  const env = useAppEnv();
  const client = useQueryClient();
  const result = useQuery(navChildrenQuery(env, itemId));
  const maxSize = env.site.limits.timings.componentCacheMaxSize;
  useEffect(() => {
    if (result.dataUpdatedAt > 0) trimComponentCache(client, COMPONENT_CALLS, maxSize);
  }, [client, result.dataUpdatedAt, maxSize]);
  return result;
}
