import type { PxpPublicKey, SiteConfiguration } from '../../../schemas/api/generated/types.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import { siteBase } from './wire.ts';

/** Configuration service (shell spec §7, catalogue spec §7 "Content and configuration"). */
export const getConfiguration = defineCall<NoParams, SiteConfiguration>({
  operation: 'getConfiguration',
  service: 'configuration',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${siteBase(site, 'configuration', 'v0')}/configuration`,
});

/** The brand's configuration for a country (/configuration/v0/tr/configuration/{countryCode}). */
export const getCountryConfiguration = defineCall<
  { readonly countryCode: string },
  SiteConfiguration
>({
  operation: 'getCountryConfiguration',
  service: 'configuration',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { countryCode }) =>
    `/configuration/v0/${segment(site.siteId.split('-')[0] ?? site.siteId)}/configuration/${segment(countryCode)}`,
});

/** The card-encryption key (shell spec §7): RSA-OAEP public key and the id to send back. */
export const getPxpPublicKey = defineCall<NoParams, PxpPublicKey>({
  operation: 'getPxpPublicKey',
  service: 'configuration',
  audience: 'public',
  method: 'GET',
  path: (site) => `${siteBase(site, 'configuration', 'v0')}/configuration/pxp-public-key`,
});
