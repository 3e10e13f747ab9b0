import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { getPublicKey } from '../payments/card-crypto.ts';
import { publicSiteConfig } from '../profile/public-site-config.ts';
import { answers } from '../http/response-schemas.ts';

/** Configuration service (shell spec §7, catalogue spec §7 "Content and configuration"). */
export async function configurationRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  app.get(
    '/configuration/v0/:siteId/configuration',
    { schema: { response: answers('configuration/site-configuration') } },
    async (request, reply) => {
      const { site } = siteOf(context, request);
      void reply.header('cache-control', 'public, max-age=300');
      return publicSiteConfig(site);
    },
  );

  /**
   * The card-encryption key (DESIGN §8): the browser encrypts the card with it (RSA-OAEP,
   * SHA-256, WebCrypto) and sends only the ciphertext with the encryptionId.
   */
  app.get(
    '/configuration/v0/:siteId/configuration/pxp-public-key',
    { schema: { response: answers('configuration/pxp-public-key') } },
    async (request, reply) => {
      siteOf(context, request);
      const key = getPublicKey(context.cardKeys);
      void reply.header('cache-control', 'no-cache');
      return { publicEncryptionKey: { pem: key.pem }, encryptionId: key.encryptionId };
    },
  );

  /**
   * /configuration/v0/tr/configuration/{countryCode}: the spec shows it with Terrain's site-id
   * prefix and no site. Read as "the configuration of brand <prefix> for a country": the brand's
   * site serving that country (its default site first), in the shape of the site configuration.
   */
  app.get<{ Params: { brandCode: string; countryCode: string } }>(
    '/configuration/v0/:brandCode/configuration/:countryCode',
    { schema: { response: answers('configuration/site-configuration') } },
    async (request, reply) => {
      const { brandCode, countryCode } = request.params;
      const brand = context.brands.brands.find(
        (candidate) => candidate.settings.siteIdPrefix === brandCode,
      );
      if (!brand) {
        throw new ApiError(
          404,
          'BRAND_NOT_FOUND',
          `No brand has the site-id prefix "${brandCode}".`,
        );
      }
      const sites = Object.values(brand.sites).filter((site) => site.country === countryCode);
      const site = sites.find((entry) => entry.id === brand.settings.defaultSite) ?? sites[0];
      if (!site) {
        throw new ApiError(
          404,
          'COUNTRY_NOT_SERVED',
          `${brand.settings.name} has no site for the country "${countryCode}".`,
        );
      }
      void reply.header('cache-control', 'public, max-age=300');
      return publicSiteConfig(site);
    },
  );
}
