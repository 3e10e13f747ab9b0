/**
 * The query-string rules of shell spec §5: comma values split into lists, tilde values kept as
 * parent~value pairs (validation/refinements.ts reads them), plus becomes a space, a badly encoded value
 * becomes an empty string. Split by hand rather than with URLSearchParams, which turns bad
 * encoding into U+FFFD where the spec wants an empty string.
 */
export type QueryValue = string | string[];

export function parseQuery(search: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = Object.create(null);
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (!part) continue;
    const [rawKey = '', ...rest] = part.split('=');
    const key = decode(rawKey);
    if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const value = decode(rest.join('='));
    result[key] = value.includes(',') ? value.split(',') : value;
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}
