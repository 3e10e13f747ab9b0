/** A base no real request has: a relative target that resolves anywhere else left the site. */
const SAME_SITE = 'https://same-site.invalid';

/**
 * Why a redirect target may not be sent as a Location, or undefined when it may (issue 10; DESIGN
 * §8: every Location the server issues is same-site, or a listed host of the brand). Allowed: a
 * path of the site ("/dresses"); an absolute https URL only to a host in `allowedHosts` (brand
 * configs list none today, so only paths pass). Refused: "//host" and "/\host" (browsers read both
 * as another host), any other scheme (javascript:, http:), a bare word, credentials, and control
 * characters (a CR or LF would split the response headers).
 */
export function redirectTargetProblem(
  target: string,
  allowedHosts: readonly string[] = [],
): string | undefined {
  if (target.length === 0 || target.length > 2000) return 'is empty or longer than 2000 characters';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return 'contains a control character (CR, LF, tab...)';
  if (target.includes('\\')) return 'contains a backslash, which browsers read as a slash';
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return 'starts with "//", which names another host';
    const resolved = new URL(target, SAME_SITE);
    return resolved.origin === SAME_SITE ? undefined : 'leaves the site';
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'is neither a path starting with "/" nor an absolute https URL';
  }
  if (url.protocol !== 'https:')
    return `uses ${url.protocol} (only paths, or https to a listed host)`;
  if (url.username || url.password) return 'carries credentials';
  if (!allowedHosts.includes(url.hostname.toLowerCase())) {
    return `goes to ${url.hostname}, which is not one of the brand's hosts`;
  }
  return undefined;
}

/** For writers (the seed): refuses a bad target with a message naming the row. */
export function assertRedirectTarget(from: string, target: string): void {
  const problem = redirectTargetProblem(target);
  if (problem) {
    throw new Error(`[storefront:api] the redirect ${from} -> ${target} ${problem}`);
  }
}
