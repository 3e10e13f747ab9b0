import type { QueryClient } from '@tanstack/react-query';

/** The size of a cached answer: the characters of its JSON. */
const sizeOf = (data: unknown): number => JSON.stringify(data ?? null)?.length ?? 0;

/**
 * The component cache's size limit (shell spec §9: max size 1048576, limits.timings
 * componentCacheMaxSize): the answers of the header's component calls (`operations`: navigation
 * children, navigation promos) kept in the page's query cache add up to at most `maxSize`; past
 * it the least recently loaded go first. The newest answer always stays (it is on screen).
 * Returns how many were dropped.
 */
export function trimComponentCache(
  client: QueryClient,
  operations: readonly string[],
  maxSize: number,
): number {
  const cached = client
    .getQueryCache()
    .findAll({
      predicate: (query) =>
        query.state.data !== undefined &&
        query.queryKey.some((part) => typeof part === 'string' && operations.includes(part)),
    })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let total = 0;
  let dropped = 0;
  cached.forEach((query, index) => {
    total += sizeOf(query.state.data);
    if (index > 0 && total > maxSize) {
      client.removeQueries({ queryKey: query.queryKey, exact: true });
      dropped += 1;
    }
  });
  return dropped;
}
