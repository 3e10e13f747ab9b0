import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 240_000);
afterAll(() => api.close());

interface LibraryValues {
  readonly publishableKey: string;
  readonly accountId: string;
}

/** Every site of every brand with its paymentLibrary, as its config file has it. */
function configuredSites(): { siteId: string; library: LibraryValues }[] {
  const root = join(import.meta.dirname, '../../../brand-configs');
  return readdirSync(root)
    .filter((brand) => !brand.startsWith('_'))
    .flatMap((brand) =>
      readdirSync(join(root, brand, 'sites')).map((file) => {
        const site = JSON.parse(readFileSync(join(root, brand, 'sites', file), 'utf8')) as {
          id: string;
          paymentLibrary: LibraryValues;
        };
        return { siteId: site.id, library: site.paymentLibrary };
      }),
    );
}

type Provider = (key: unknown, options?: unknown) => Record<string, unknown>;

/** Runs the served script as a browser would and gives back what it defined. */
function evaluate(script: string): Provider {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window });
  return window.ReferencePay as Provider;
}

describe('configuration call: the payment library values (catalogue spec §7 "Content and configuration")', () => {
  const sites = configuredSites();

  it('every site of every brand configures a publishable key and an account id', () => {
    expect(sites.length).toBeGreaterThan(10);
    for (const { siteId, library } of sites) {
      expect(library, siteId).toEqual({
        publishableKey: expect.stringMatching(/^pk_(test|live)_/),
        accountId: expect.stringMatching(/^acct_/),
      });
    }
  });

  it.each(configuredSites())(
    '$siteId answers its own key and account id',
    async ({ siteId, library }) => {
      const { status, body } = await api.client().get(`/configuration/v0/${siteId}/configuration`);
      expect(status).toBe(200);
      expect(body.paymentLibrary).toEqual(library);
    },
  );
});

describe('GET /payments/v0/{siteId}/provider-library.js (catalogue spec §7, §8)', () => {
  const [us, uk] = ['an-us', 'an-uk'].map(
    (id) => configuredSites().find((site) => site.siteId === id)!.library,
  );

  it('answers a script that defines the provider, constructed with the site key and account id', async () => {
    const response = await api
      .client()
      .request<string>('GET', '/payments/v0/an-us/provider-library.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const ReferencePay = evaluate(response.body);
    const made = new (ReferencePay as unknown as new (key: string, options: object) => object)(
      us!.publishableKey,
      { accountId: us!.accountId },
    );
    expect(made).toMatchObject({
      publishableKey: us!.publishableKey,
      accountId: us!.accountId,
      mode: 'test',
    });
  });

  it('refuses a key it does not know, another site’s key, and an account that is not the key’s', async () => {
    const { body } = await api
      .client()
      .request<string>('GET', '/payments/v0/an-us/provider-library.js');
    const ReferencePay = evaluate(body);
    expect(() => ReferencePay('pk_test_unknown_0000', { accountId: us!.accountId })).toThrow(
      /publishable key/,
    );
    expect(() => ReferencePay(uk!.publishableKey, { accountId: uk!.accountId })).toThrow(
      /publishable key/,
    );
    expect(() => ReferencePay(us!.publishableKey, { accountId: uk!.accountId })).toThrow(
      /account id/,
    );
    expect(() => ReferencePay(undefined)).toThrow(/publishable key/);
  });

  it('answers 404 for a site that does not exist', async () => {
    const response = await api.client().get('/payments/v0/zz-zz/provider-library.js');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'SITE_NOT_FOUND' });
  });
});
