import type { FastifyRequest } from 'fastify';
import type { ApiSiteConfig } from '../brands.ts';

/**
 * The shopper's language: the engine's x-urbn-language header (shell spec §3.4 request headers)
 * when it is one of the site's languages, else the site's default locale. Payment methods may
 * exclude a language (catalogue spec §5).
 */
export function requestLanguage(request: FastifyRequest, site: ApiSiteConfig): string {
  const header = request.headers['x-urbn-language'];
  const language = Array.isArray(header) ? header[0] : header;
  return language && (site.languages as readonly string[]).includes(language)
    ? language
    : site.defaultLocale;
}
