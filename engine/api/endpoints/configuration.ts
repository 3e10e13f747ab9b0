import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type { PxpPublicKey, SiteConfiguration } from '../types/configuration.ts';
import { siteBase, siteIdPrefix } from './paths.ts';

/** Configuration service (shell spec §7, catalogue spec §7 "Content and configuration"). */
export function getConfiguration(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SiteConfiguration> {
  return client.request({
    operation: 'getConfiguration',
    method: 'GET',
    path: `${siteBase(client, 'configuration', 'v0')}/configuration`,
    signal,
  });
}

/** The brand's configuration for a country (/configuration/v0/tr/configuration/{countryCode}). */
export function getCountryConfiguration(
  client: ApiClient,
  countryCode: string,
  signal?: AbortSignal,
): Promise<SiteConfiguration> {
  return client.request({
    operation: 'getCountryConfiguration',
    method: 'GET',
    path: `/configuration/v0/${segment(siteIdPrefix(client))}/configuration/${segment(countryCode)}`,
    signal,
  });
}

export function getPxpPublicKey(client: ApiClient, signal?: AbortSignal): Promise<PxpPublicKey> {
  return client.request({
    operation: 'getPxpPublicKey',
    method: 'GET',
    path: `${siteBase(client, 'configuration', 'v0')}/configuration/pxp-public-key`,
    signal,
  });
}
