/**
 * The query-string rules of shell spec §5: comma values split into lists, tilde values kept as
 * parent~value pairs for multi-value refinements, plus becomes a space, a badly encoded value
 * becomes an empty string. URLSearchParams does the parsing; these rules run after it, on the raw
 * text so that bad encoding is seen.
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

export interface MultiValue {
  readonly parentValue: string;
  readonly value: string;
}

/** parent~value (shell spec §5: multi-value refinements). */
export function parseMultiValue(text: string): MultiValue | undefined {
  const match = /^([^~]+)~([^~]+)$/.exec(text);
  return match ? { parentValue: match[1]!, value: match[2]! } : undefined;
}

export interface Range {
  readonly low: number;
  readonly high: number;
}

/** digits-digits, comma separated; both low and high are needed (shell spec §5). */
export function parseRanges(text: string): Range[] | undefined {
  const ranges: Range[] = [];
  for (const part of text.split(',')) {
    const match = /^(\d+)-(\d+)$/.exec(part.trim());
    if (!match) return undefined;
    ranges.push({ low: Number(match[1]), high: Number(match[2]) });
  }
  return ranges;
}
