import { segment } from '../call.ts';
import type { SiteContext } from '../site-context.ts';

/**
 * How call declarations write their paths and query strings: query schemas take strings (a
 * number as digits, a flag as 'true' or 'false', a list as one comma-separated value).
 */

/** `/<service>/<version>/<siteId>`: the path every site-scoped call starts with (DESIGN §6). */
export function siteBase(site: SiteContext, service: string, version: string): string {
  return `/${service}/${version}/${segment(site.siteId)}`;
}

export function numeral(value: number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

export function flag(value: boolean | undefined): 'true' | 'false' | undefined {
  return value === undefined ? undefined : value ? 'true' : 'false';
}

/** The spec's comma lists (`product-id (comma list)`); an empty list is left out. */
export function commaList(values: readonly string[] | undefined): string | undefined {
  return values && values.length > 0 ? values.join(',') : undefined;
}
