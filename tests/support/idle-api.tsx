import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../../engine/api/api-context.ts';
import { createApiClient } from '../../engine/api/index.ts';

/**
 * The API client and query cache a client-side page has, for a component test: its calls never
 * answer (as before the network does), so what renders is the component's own state: a guest's
 * session, a heart not yet known to be liked.
 */
export function idleApi(siteId = 'ac-us') {
  const api = createApiClient({
    baseUrl: 'http://api.test',
    site: {
      brandId: 'acme',
      siteId,
      language: 'en-US',
      currency: 'USD',
      inventoryPool: 'US_DIRECT',
      countryCode: 'US',
    },
    fetch: () => new Promise<Response>(() => undefined),
  });
  return { api, queryClient: new QueryClient() };
}

/** The providers a client page puts around its components for those two. */
export function ApiProviders({
  env,
  children,
}: {
  env: ReturnType<typeof idleApi>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={env.queryClient}>
      <ApiClientProvider client={env.api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
