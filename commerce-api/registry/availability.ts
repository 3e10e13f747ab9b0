import type { FastifyRequest } from 'fastify';
import type { SiteRef } from '../brands.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The site of a registry call, or 404 REGISTRY_NOT_AVAILABLE: registries exist only on sites whose
 * country is US and whose registry switch is on (catalogue spec §3 Registry, §5).
 */
export function registrySite(context: ApiServices, request: FastifyRequest): SiteRef {
  const ref = siteOf(context, request);
  if (ref.site.country !== 'US' || ref.site.switches.registry !== true) {
    throw new ApiError(
      404,
      'REGISTRY_NOT_AVAILABLE',
      `Gift registries are not available on the site "${ref.site.id}".`,
    );
  }
  return ref;
}
