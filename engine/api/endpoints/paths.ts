import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';

/** `/<service>/<version>/<siteId>`: the path every site-scoped call starts with (DESIGN §6). */
export function siteBase(client: ApiClient, service: string, version: string): string {
  return `/${service}/${version}/${segment(client.site.siteId)}`;
}

/** The brand id of a site id ('an-us' -> 'an'), for brand-scoped content calls. */
export function siteIdPrefix(client: ApiClient): string {
  return client.site.siteId.split('-')[0] ?? client.site.siteId;
}
