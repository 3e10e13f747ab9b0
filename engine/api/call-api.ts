import type { ApiClient } from './client.ts';
import type { ApiDeclaration } from './declaration.ts';
import { requestOf } from './declaration.ts';

/**
 * Makes a declared call (calls/*.ts): its client-side rule first (a failure rejects with an error
 * named after the spec's message before any request, shell spec §8), then the request under its
 * rules and the general ones. Resolves with the answer, typed from its schema.
 */
export async function callApi<P, R>(
  client: ApiClient,
  declaration: ApiDeclaration<P, R>,
  params: P,
  signal?: AbortSignal,
): Promise<R> {
  const problem = declaration.validate?.(params, client.site);
  if (problem !== undefined) throw client.invalid(problem, { operation: declaration.operation });
  const { call, rules } = requestOf(declaration, params, client.site, signal);
  return client.request<R>(call, rules);
}
