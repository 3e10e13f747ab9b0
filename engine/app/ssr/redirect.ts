import { sameSitePath } from '../../domain/return-url.ts';
import { canonicalPath } from '../../routing/path-rules.ts';
import type { RenderResult } from './render-contract.ts';
import { serverLogger } from './server-logger.ts';

/** An internal redirect goes straight to the canonical path, not through a second 301. */
export function withTrailingSlashRule(location: string, trailingSlash: boolean): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  const match = /^([^?#]*)(.*)$/.exec(location);
  return canonicalPath(match?.[1] || '/', trailingSlash).pathname + (match?.[2] ?? '');
}

/**
 * Every Location a page issues is a path of this site (issue 10, DESIGN §8): a loader's redirect
 * to another host ("//evil.example", "https://...", "javascript:") or with a CR or LF is logged
 * as an error and replaced by the site's home.
 */
export function sameSiteLocation(location: string, home: string): string {
  const path = sameSitePath(location);
  if (path !== undefined) return path;
  serverLogger.error('Refused a redirect off the site; sending the home page instead', {
    location: JSON.stringify(location.slice(0, 200)),
  });
  return home;
}

export function redirect(status: number, location: string): RenderResult {
  return { status, headers: { Location: location, 'Cache-Control': 'no-cache' } };
}
