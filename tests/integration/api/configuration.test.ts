import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

type Config = Record<string, unknown> & {
  countries: { countryCode: string; regions: unknown[] }[];
  payments: { methodType: string; acceptedCreditCards: string[] }[];
};

describe('GET /configuration/v0/{siteId}/configuration (shell spec §3.1 site config, §7)', () => {
  it('answers the site configuration a browser may see', async () => {
    const response = await api.client().get<Config>('/configuration/v0/an-us/configuration');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      siteId: 'an-us',
      country: 'US',
      currency: 'USD',
      language: 'en-US',
      languages: ['en-US'],
      currencies: ['USD'],
      defaultCountry: 'US',
      inventoryPool: 'US_DIRECT',
      pxpEnabled: expect.any(Boolean),
      scaEnabled: expect.any(Boolean),
      selfCancellationEnabled: expect.any(Boolean),
      mobileAuthentication: { countries: ['US'] },
      smsMarketing: { countries: ['US'] },
      deliveryPassMembership: { billingCountries: expect.any(Array) },
      deliveryDate: { enabledOnPDP: expect.any(Boolean), destinationCountries: expect.any(Array) },
    });
    expect(response.body.giftWrapSkus).toEqual(expect.arrayContaining([expect.any(String)]));
    const us = response.body.countries.find((country) => country.countryCode === 'US');
    expect(us).toMatchObject({ name: 'United States', isBilling: true, isShipping: true });
    expect(us?.regions).toContainEqual({ regionCode: 'PA', description: 'Pennsylvania' });
    const card = response.body.payments.find((method) => method.methodType === 'CREDIT_CARD');
    expect(card).toMatchObject({ active: true, transactionalCurrencies: ['USD'] });
    expect(card?.acceptedCreditCards).toContain('VISA');
    expect((response.body.privacyLocations as unknown[]).length).toBeGreaterThan(0);
  });

  it('leaves out what the browser must not see: flags, limits and custom data', async () => {
    const { body } = await api.client().get('/configuration/v0/an-us/configuration');
    for (const key of ['flags', 'limits', 'custom', 'switches', 'accountMenu']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('is per site: the UK site answers GBP and its own countries', async () => {
    const { body } = await api.client().get<Config>('/configuration/v0/an-uk/configuration');
    expect(body).toMatchObject({ siteId: 'an-uk', country: 'GB', currency: 'GBP' });
    expect(body.countries.map((country) => country.countryCode)).toContain('GB');
  });

  it('answers 404 SITE_NOT_FOUND for an unknown site', async () => {
    const response = await api.client().get('/configuration/v0/xx-zz/configuration');
    expect(response).toMatchObject({ status: 404, body: { code: 'SITE_NOT_FOUND' } });
  });
});

describe('GET /configuration/v0/tr/configuration/{countryCode} (shell spec §7)', () => {
  it('answers the configuration of the brand with that site-id prefix for the country', async () => {
    const terrain = await api.client().get('/configuration/v0/tr/configuration/US');
    expect(terrain).toMatchObject({ status: 200, body: { siteId: 'tr-us', country: 'US' } });
    const uk = await api.client().get('/configuration/v0/an/configuration/GB');
    expect(uk.body).toMatchObject({ siteId: 'an-uk', currency: 'GBP' });
  });

  it('answers 404 for a country the brand does not serve, or an unknown brand prefix', async () => {
    expect(await api.client().get('/configuration/v0/tr/configuration/GB')).toMatchObject({
      status: 404,
      body: { code: 'COUNTRY_NOT_SERVED' },
    });
    expect(await api.client().get('/configuration/v0/zz/configuration/US')).toMatchObject({
      status: 404,
      body: { code: 'BRAND_NOT_FOUND' },
    });
  });
});

describe('GET /configuration/v0/{siteId}/configuration/pxp-public-key (shell spec §7, DESIGN §8)', () => {
  it('answers publicEncryptionKey.pem and encryptionId, the same on every call and site', async () => {
    const first = await api.client().get('/configuration/v0/an-us/configuration/pxp-public-key');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      publicEncryptionKey: { pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/) },
      encryptionId: expect.any(String),
    });
    const second = await api.client().get('/configuration/v0/fp-uk/configuration/pxp-public-key');
    expect(second.body).toEqual(first.body);
  });

  it('is an RSA 2048 key usable for RSA-OAEP SHA-256 encryption with WebCrypto', async () => {
    const { body } = await api
      .client()
      .get<{ publicEncryptionKey: { pem: string } }>(
        '/configuration/v0/an-us/configuration/pxp-public-key',
      );
    const der = Buffer.from(
      body.publicEncryptionKey.pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
      'base64',
    );
    const key = await crypto.subtle.importKey(
      'spki',
      der,
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
  });

  it('answers 404 SITE_NOT_FOUND for an unknown site', async () => {
    const response = await api.client().get('/configuration/v0/xx-zz/configuration/pxp-public-key');
    expect(response).toMatchObject({ status: 404, body: { code: 'SITE_NOT_FOUND' } });
  });
});
