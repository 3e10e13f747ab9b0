import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import {
  categoryTilesUrl,
  getNavigation,
  getPaginatedAndSortedProducts,
  getPathRedirect,
  getProductBySkus,
} from '../../../engine/api/calls/catalog.ts';
import {
  submitCatalogRequest,
  submitContactUs,
  subscribeToMarketing,
} from '../../../engine/api/calls/forms.ts';
import { submitBISNform } from '../../../engine/api/calls/likes.ts';
import { addRegistryItems, updateRegistryItem } from '../../../engine/api/calls/registry.ts';
import { ApiValidationError } from '../../../engine/api/errors.ts';
import type { ApiClient } from '../../../engine/api/client.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { START_TIMEOUT_MS, clientFor } from './setup.ts';
import type { ClientUnderTest } from './setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, START_TIMEOUT_MS);
afterAll(() => api.close());

/**
 * Asserts the call rejects before reaching the server with an error named after the spec's
 * message (shell spec §8 "Validation failures reject with an error named after the message").
 */
async function expectRejected(
  run: (client: ApiClient) => Promise<unknown>,
  message: string,
  setup: ClientUnderTest = clientFor(api),
): Promise<void> {
  const error = await run(setup.client).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiValidationError);
  expect(error).toMatchObject({ name: message, message });
  expect(setup.sent).toHaveLength(0);
  expect(setup.logger.lines).toContainEqual(expect.objectContaining({ level: 'error', message }));
}

const BISN = {
  productId: 'P1',
  skuId: 'S1',
  styleNumber: 'AN-4130921-001',
  poolId: 'US_DIRECT',
  email: 'shopper@example.com',
};

describe("client-side validation with the specs' messages (shell spec §5, §8; catalogue spec §5, §8)", () => {
  it.each([
    ['no url', { url: '', pageSize: 72, skip: 0 }],
    ['a non-numeric pageSize', { url: '/x', pageSize: Number.NaN, skip: 0 }],
    ['a negative skip', { url: '/x', pageSize: 72, skip: -1 }],
  ])('rejects category pagination with %s', async (_case, request) => {
    await expectRejected(
      (client) => callApi(client, getPaginatedAndSortedProducts, request),
      'Invalid parameters for getPaginatedAndSortedProducts',
    );
  });

  it('rejects category pagination without an inventory pool', async () => {
    const setup = clientFor(api, {
      site: {
        brandId: 'anthropologie',
        siteId: 'an-us',
        language: 'en-US',
        currency: 'USD',
        inventoryPool: '',
        countryCode: 'US',
      },
    });
    await expectRejected(
      (client) =>
        callApi(client, getPaginatedAndSortedProducts, { url: '/x', pageSize: 72, skip: 0 }),
      'Invalid parameters for getPaginatedAndSortedProducts',
      setup,
    );
  });

  it.each([
    ['a range without high', '10-'],
    ['a range with letters', 'a-b'],
    ['a reversed range', '50-10'],
    ['a trailing empty range', '10-50,'],
  ])('rejects %s (range refinement: digits-digits, comma separated)', async (_case, value) => {
    await expectRejected(
      (client) =>
        callApi(client, getPaginatedAndSortedProducts, {
          url: categoryTilesUrl(client.site, 'dresses'),
          pageSize: 72,
          skip: 0,
          refinements: [{ facet: 'salePrice', type: 'Range', value }],
        }),
      'Invalid range refinement',
    );
  });

  it('rejects a multi-value refinement that is not parent~value', async () => {
    await expectRejected(
      (client) =>
        callApi(client, getPaginatedAndSortedProducts, {
          url: categoryTilesUrl(client.site, 'dresses'),
          pageSize: 72,
          skip: 0,
          refinements: [{ facet: 'sizeClassGroup', type: 'MultiValue', value: 'petite' }],
        }),
      'Invalid multi-value refinement',
    );
  });

  it.each(['productId', 'skuId', 'styleNumber', 'poolId', 'email'] as const)(
    'rejects a back-in-stock form with an empty %s',
    async (field) => {
      await expectRejected(
        (client) => callApi(client, submitBISNform, { ...BISN, [field]: '' }),
        'Invalid submitBISNform parameters supplied',
      );
    },
  );

  it.each(['not-an-address', 'a@b', 'two words@example.com'])(
    'rejects a back-in-stock form whose email %s is not an address',
    async (email) => {
      await expectRejected(
        (client) => callApi(client, submitBISNform, { ...BISN, email }),
        'Invalid submitBISNform parameters supplied',
      );
    },
  );

  it.each(['AN-123', 'an-4130921-001', 'ABCDE-1-001', 'AN-4130921-01'])(
    'rejects a back-in-stock form whose style number %s is not in the catalogue pattern',
    async (styleNumber) => {
      await expectRejected(
        (client) => callApi(client, submitBISNform, { ...BISN, styleNumber }),
        'Invalid submitBISNform parameters supplied',
      );
    },
  );

  it.each([
    ['an empty path', ''],
    ['a path not starting with /', 'shop/dress'],
  ])('rejects a redirect lookup with %s', async (_case, path) => {
    await expectRejected(
      (client) => callApi(client, getPathRedirect, { requestPath: path }),
      'Invalid getPathRedirect parameters supplied',
    );
  });

  it('rejects an empty sku list', async () => {
    await expectRejected(
      (client) => callApi(client, getProductBySkus, { skus: [] }),
      'sku is required for getProductBySkus',
    );
  });

  it.each([
    ['first name', { name: { first: '', last: 'L' } }],
    ['replyToEmail', { replyToEmail: '' }],
    ['subjectCode', { subjectCode: ' ' }],
    ['subjectText', { subjectText: '' }],
  ])('rejects contact us without %s', async (_case, change) => {
    const form = {
      name: { first: 'F', last: 'L' },
      replyToEmail: 'a@example.com',
      subjectCode: 'ORDER',
      subjectText: 'Where is my order?',
      ...change,
    };
    await expectRejected(
      (client) => callApi(client, submitContactUs, form),
      'Invalid parameters for contact us',
    );
  });

  it.each([
    ['without a city', { city: '' }],
    ['for a country other than US and CA', { country: 'GB' }],
    ['with a non-string poBox', { poBox: 12 as unknown as string }],
  ])('rejects a catalogue request %s', async (_case, change) => {
    const form = {
      name: { first: 'F', last: 'L' },
      address1: '1 Main St',
      city: 'Philadelphia',
      region: 'PA',
      postalCode: '19103',
      country: 'US',
      ...change,
    };
    await expectRejected(
      (client) => callApi(client, submitCatalogRequest, form as never),
      'Invalid parameters for request a catalog',
    );
  });

  it('rejects a catalogue request where the brand allows no country', async () => {
    const form = {
      name: { first: 'F', last: 'L' },
      address1: '1 Main St',
      city: 'Philadelphia',
      region: 'PA',
      postalCode: '19103',
      country: 'US',
    };
    await expectRejected(
      (client) => callApi(client, submitCatalogRequest, { ...form, allowedCountries: [] } as never),
      'Invalid parameters for request a catalog',
    );
  });

  it('rejects a navigation lookup naming both a slug and a category id', async () => {
    await expectRejected(
      (client) => callApi(client, getNavigation, { slug: 'dresses', categoryId: 'c1' }),
      'Invalid parameters for getNavigation',
    );
  });

  it('rejects a marketing subscription without a source', async () => {
    await expectRejected(
      (client) =>
        callApi(client, subscribeToMarketing, {
          additionalBrands: [],
          gender: 'UNKNOWN',
          source: '',
        }),
      'Invalid parameters for marketing subscription',
    );
  });

  it('rejects registry additions without a numeric quantity, and updates without a version', async () => {
    await expectRejected(
      (client) =>
        callApi(client, addRegistryItems, {
          registryId: 'r1',
          items: [{ productId: 'P1', sku: 'S1', quantity: Number.NaN }],
        }),
      'Invalid parameters for addToRegistry',
    );
    await expectRejected(
      (client) =>
        callApi(client, updateRegistryItem, {
          registryId: 'r1',
          version: undefined as unknown as number,
          sku: 'S1',
          quantity: 2,
        }),
      'Invalid parameters for updateRegistryItem',
    );
  });

  it('lets a valid call through to the server (the rule does not reject everything)', async () => {
    const setup = clientFor(api);
    await callApi(setup.client, getPathRedirect, { requestPath: '/no-such-page' }).catch(
      () => undefined,
    );
    expect(setup.sent).toHaveLength(1);
  });
});
