/**
 * The path and query of a request target as the server received it ("/dresses?page=2"). Not
 * `new URL(target, base)`: that reads "//evil.example/dresses" as the host evil.example and the
 * path /dresses, so the page would render instead of the double-slash 301 (issue 10 §6). Here a
 * segment that looks like a host stays a path segment.
 */
export function requestTarget(target: string): { pathname: string; search: string } {
  const withoutHash = target.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt);
  // Percent-encoding and dot segments as WHATWG URL normalises them, on a path it cannot misread
  // (one leading slash); the extra leading slashes are put back for the canonical-path rule.
  const parsed = new URL(`/${path.replace(/^\/+/, '')}${query}`, 'http://storefront.invalid');
  const extraSlashes = Math.max((/^\/*/.exec(path)?.[0].length ?? 0) - 1, 0);
  return { pathname: '/'.repeat(extraSlashes) + parsed.pathname, search: parsed.search };
}
