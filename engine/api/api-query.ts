import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import type { ApiClient } from './client.ts';
import type { ApiDeclaration, Audience } from './declaration.ts';
import type { SiteContext } from './site-context.ts';

/**
 * Query keys (STYLE: PWA Kit's queryKeyHelpers), one shape for every call:
 *   [root, siteId, language, currency, audience, service, operation, params]
 * so two sites, locales or currencies never share a cache entry, and each prefix invalidates a
 * group at once: the site, its shopper answers (login, logout), one call's entries.
 */
export const QUERY_ROOT = 'storefront-api';

export function siteScope(site: SiteContext) {
  return [QUERY_ROOT, site.siteId, site.language, site.currency] as const;
}

export function shopperScope(site: SiteContext) {
  return [...siteScope(site), 'shopper'] as const;
}

/** The prefix of every entry of one call on a site. */
export function callScope(
  site: SiteContext,
  declaration: {
    readonly audience: Audience;
    readonly service: string;
    readonly operation: string;
  },
) {
  return [
    ...siteScope(site),
    declaration.audience,
    declaration.service,
    declaration.operation,
  ] as const;
}

export function apiKey<P>(site: SiteContext, declaration: ApiDeclaration<P, unknown>, params: P) {
  return [...callScope(site, declaration), params ?? {}] as const;
}

/**
 * queryOptions of a declared call: the key and the fetch, so SSR loaders
 * (queryClient.ensureQueryData), hooks and invalidation all agree on one key.
 */
export function apiQuery<P, R>(client: ApiClient, declaration: ApiDeclaration<P, R>, params: P) {
  return queryOptions({
    queryKey: apiKey(client.site, declaration, params),
    queryFn: ({ signal }) => callApi(client, declaration, params, signal),
  });
}
