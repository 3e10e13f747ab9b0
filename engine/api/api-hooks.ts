import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-context.ts';
import { apiQuery, shopperScope, siteScope } from './api-query.ts';
import { callApi } from './call-api.ts';
import type { ApiDeclaration } from './declaration.ts';

/** Where a key holds the operation: [root, siteId, language, currency, audience, service, operation, params]. */
const OPERATION_INDEX = 6;

/** What a page may tune on a query; the key and the fetch stay the declaration's. */
export interface QueryTuning {
  readonly enabled?: boolean;
  readonly staleTime?: number;
}

/** A declared read in a component, on the site's client (ApiClientProvider). */
export function useApiQuery<P, R>(
  declaration: ApiDeclaration<P, R>,
  params: P,
  tuning?: QueryTuning,
) {
  return useQuery({ ...apiQuery(useApiClient(), declaration, params), ...tuning });
}

/**
 * A declared write in a component; on success it invalidates what the declaration says it makes
 * stale (the entries of those calls, or every shopper entry after a token change).
 */
export function useApiMutation<P, R>(declaration: ApiDeclaration<P, R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: P) => callApi(client, declaration, params),
    onSuccess: async () => {
      const stale = declaration.invalidates ?? [];
      if (stale === 'shopper') {
        await queryClient.invalidateQueries({ queryKey: shopperScope(client.site) });
        return;
      }
      // The site's entries of those calls, whatever their audience and service: found by the
      // operation's place in the key, so this hook needs no table of every declaration (which
      // would put every call of the API in every page's JavaScript).
      const site = siteScope(client.site);
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          site.every((part, index) => queryKey[index] === part) &&
          stale.includes(queryKey[OPERATION_INDEX] as string),
      });
    },
  });
}
