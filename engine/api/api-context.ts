import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Hands the site's client to the hooks; the SSR entry and the browser entry each make one. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children?: ReactNode;
}) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('No ApiClient set, use ApiClientProvider to set one');
  return client;
}
