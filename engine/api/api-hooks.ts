import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-context.ts';
import { apiQuery, callScope, shopperScope } from './api-query.ts';
import { callApi } from './call-api.ts';
import { CALLS_BY_OPERATION } from './calls/index.ts';
import type { ApiDeclaration } from './declaration.ts';

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
      const prefixes =
        stale === 'shopper'
          ? [shopperScope(client.site)]
          : stale.map((operation) => callScope(client.site, CALLS_BY_OPERATION.get(operation)!));
      await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
