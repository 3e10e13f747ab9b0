import { segment } from '../call.ts';
import type { ApiCall } from '../call.ts';
import { OPERATION } from '../operations.ts';
import type { SiteContext } from '../site-context.ts';

/** Token calls the client itself makes (token recovery), kept apart so the client can import them. */
export function currentTokenCall(site: SiteContext): ApiCall {
  return {
    operation: OPERATION.getCurrentToken,
    method: 'GET',
    path: `/auth/v0/${segment(site.siteId)}/tokens/current`,
  };
}

export function guestTokenCall(site: SiteContext): ApiCall {
  return {
    operation: OPERATION.createGuestToken,
    method: 'POST',
    path: `/auth/v0/${segment(site.siteId)}/tokens/guest`,
  };
}
