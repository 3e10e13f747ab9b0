import { canonicalPath } from '../../routing/path-rules.ts';
import type { RenderResult } from './render-contract.ts';

/** An internal redirect goes straight to the canonical path, not through a second 301. */
export function withTrailingSlashRule(location: string, trailingSlash: boolean): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  const match = /^([^?#]*)(.*)$/.exec(location);
  return canonicalPath(match?.[1] || '/', trailingSlash).pathname + (match?.[2] ?? '');
}

export function redirect(status: number, location: string): RenderResult {
  return { status, headers: { Location: location, 'Cache-Control': 'no-cache' } };
}
