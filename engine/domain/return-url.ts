/**
 * A returnUrl is honoured only when it is a same-origin relative path (DESIGN §8): one leading
 * slash, not two (protocol-relative), no backslash (browsers read "/\evil" as "//evil"), no scheme,
 * no control characters. Anything else lands on the fallback, the site root.
 */
export function safeReturnUrl(value: string | null | undefined, fallback = '/'): string {
  return sameSitePath(value) ?? fallback;
}

/** The value as a same-origin relative path (the rules above), or undefined when it is not one. */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  try {
    const base = 'https://same-origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
