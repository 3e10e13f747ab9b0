import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { createGuestToken, login, reauth } from '../../../engine/api/calls/auth.ts';
import { addToCart, getCart } from '../../../engine/api/calls/cart.ts';
import { EMPTY_MINICART, getMinicart } from '../../../engine/api/calls/minicart.ts';
import { getDeliveryOptions } from '../../../engine/api/calls/checkout.ts';
import { ApiRequestError, ApiValidationError } from '../../../engine/api/errors.ts';
import { createUser, startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { insertProduct } from './fixtures.ts';
import type { ClientFixtureProduct } from './fixtures.ts';
import { START_TIMEOUT_MS, armFault, clearFaults, clientFor } from './setup.ts';
import type { ClientUnderTest } from './setup.ts';

let api: TestApi;
let product: ClientFixtureProduct;
beforeAll(async () => {
  api = await startApi();
  product = await insertProduct(api.db);
}, START_TIMEOUT_MS);
afterEach(() => clearFaults(api));
afterAll(() => api.close());

const ADD_PATH = '/checkout/v0/an-us/carts/items';
const item = () => ({
  productId: product.productId,
  skuId: product.skuId,
  poolId: 'US_DIRECT',
  quantity: 1,
});
const paths = (setup: ClientUnderTest) =>
  setup.sent.map((request) => `${request.method} ${request.path.split('?')[0]}`);

async function signedInClient(options: Parameters<typeof clientFor>[1] = {}) {
  const user = await createUser(api.db);
  const setup = clientFor(api, options);
  await callApi(setup.client, login, { email: user.email, password: user.password });
  setup.sent.length = 0;
  return { ...setup, user };
}

describe('412 CART_NOT_ACTIVE on add-to-cart (shell spec §4, catalogue spec §4 cart token recovery)', () => {
  it('gets a fresh guest token and reissues the call once, which succeeds', async () => {
    const setup = clientFor(api);
    await callApi(setup.client, createGuestToken, {});
    const firstToken = setup.jar.get('sf_token');
    setup.sent.length = 0;
    await armFault(api, { pathPrefix: ADD_PATH, method: 'POST', fault: '412', times: 1 });

    const added = await callApi(setup.client, addToCart, item());

    expect(added.item).toMatchObject({ productId: product.productId, quantity: 1, added: 1 });
    expect(paths(setup)).toEqual([
      `POST ${ADD_PATH}`,
      'GET /auth/v0/an-us/tokens/current',
      'POST /auth/v0/an-us/tokens/guest',
      `POST ${ADD_PATH}`,
    ]);
    expect(setup.jar.get('sf_token')).not.toBe(firstToken);
    expect((await callApi(setup.client, getCart, {})).items).toHaveLength(1);
  });

  it('rejects a second CART_NOT_ACTIVE with the error, after exactly one retry', async () => {
    const setup = clientFor(api);
    await callApi(setup.client, createGuestToken, {});
    setup.sent.length = 0;
    await armFault(api, { pathPrefix: ADD_PATH, method: 'POST', fault: '412', times: 2 });

    const error = await callApi(setup.client, addToCart, item()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 412, code: 'CART_NOT_ACTIVE' });
    expect(paths(setup).filter((entry) => entry === `POST ${ADD_PATH}`)).toHaveLength(2);
  });

  it('asks a signed-in shopper to reauthenticate (reauth with merge) instead of dropping to a guest token', async () => {
    const requestReauth = vi.fn(async () => undefined);
    const setup = await signedInClient({ requestReauth: () => requestReauth() });
    requestReauth.mockImplementation(async () => {
      await callApi(setup.client, reauth, { password: setup.user.password, mergeCart: true });
    });
    await armFault(api, { pathPrefix: ADD_PATH, method: 'POST', fault: '412', times: 1 });

    await expect(callApi(setup.client, addToCart, item())).resolves.toMatchObject({
      meta: { totalQuantity: 1 },
    });

    expect(requestReauth).toHaveBeenCalledOnce();
    expect(paths(setup)).not.toContain('POST /auth/v0/an-us/tokens/guest');
    expect(paths(setup)).toContain('POST /auth/v0/an-us/tokens/reauth');
  });

  it('rejects for a signed-in shopper when the app gives no way to reauthenticate', async () => {
    const setup = await signedInClient();
    await armFault(api, { pathPrefix: ADD_PATH, method: 'POST', fault: '412', times: 1 });
    await expect(callApi(setup.client, addToCart, item())).rejects.toMatchObject({
      status: 412,
      code: 'CART_NOT_ACTIVE',
    });
    expect(paths(setup).filter((entry) => entry === `POST ${ADD_PATH}`)).toHaveLength(1);
  });

  it('does not apply to other calls: a 412 on the cart page is rejected at once', async () => {
    const setup = clientFor(api);
    await callApi(setup.client, createGuestToken, {});
    setup.sent.length = 0;
    await armFault(api, {
      pathPrefix: '/checkout/v0/an-us/carts/current',
      method: 'GET',
      fault: '412',
      times: 1,
    });
    await expect(callApi(setup.client, getCart, {})).rejects.toMatchObject({ status: 412 });
    expect(setup.sent).toHaveLength(1);
  });
});

describe('add-to-cart validation (catalogue spec §5)', () => {
  it.each(['productId', 'skuId', 'poolId'] as const)(
    'rejects an empty %s before calling',
    async (field) => {
      const setup = clientFor(api);
      const error = await callApi(setup.client, addToCart, { ...item(), [field]: '' }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ApiValidationError);
      expect(error).toMatchObject({ name: 'Invalid parameters for addToCart' });
      expect(setup.sent).toHaveLength(0);
    },
  );
});

describe('401 on the minicart is only warned (shell spec §8, catalogue spec §7)', () => {
  it('resolves with an empty minicart and a warning when there is no token', async () => {
    const setup = clientFor(api);
    await expect(callApi(setup.client, getMinicart, {})).resolves.toEqual(EMPTY_MINICART);
    expect(setup.sent[0]?.path).toMatch(/^\/checkout\/v0\/an-us\/minicart\?cacheBuster=\d+$/);
    expect(setup.logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: expect.stringMatching(/^Minicart unavailable/),
      }),
    );
  });

  it('answers the real count once there is a cart', async () => {
    const setup = clientFor(api);
    await callApi(setup.client, createGuestToken, {});
    await callApi(setup.client, addToCart, { ...item(), quantity: 2 });
    expect((await callApi(setup.client, getMinicart, {})).meta.totalQuantity).toBe(2);
  });
});

describe('registered-token 403 asks for reauth (shell spec §4, §6)', () => {
  async function lapsedShopperWithCart(requestReauth?: () => Promise<void>) {
    const setup = await signedInClient(
      requestReauth ? { requestReauth: () => requestReauth() } : {},
    );
    await callApi(setup.client, addToCart, item());
    // The test server ends the token's authorization window: registered, no longer authorized.
    const cookie = `sf_token=${setup.jar.get('sf_token')}`;
    await api.client().post('/__test/tokens/current/lapse', undefined, { cookie });
    setup.sent.length = 0;
    return setup;
  }

  it('opens the login modal and retries once the shopper has logged in again', async () => {
    const requestReauth = vi.fn<() => Promise<void>>();
    const setup = await lapsedShopperWithCart(() => requestReauth());
    requestReauth.mockImplementation(async () => {
      await callApi(setup.client, reauth, { password: setup.user.password });
    });

    const options = await callApi(setup.client, getDeliveryOptions, {});

    expect(options.options.length).toBeGreaterThan(0);
    expect(requestReauth).toHaveBeenCalledOnce();
    expect(paths(setup)).toEqual([
      'GET /checkout/v0/an-us/carts/current/delivery-options',
      'POST /auth/v0/an-us/tokens/reauth',
      'GET /checkout/v0/an-us/carts/current/delivery-options',
    ]);
  });

  it('rejects with the 403 when the shopper dismisses the modal', async () => {
    const setup = await lapsedShopperWithCart(() => Promise.reject(new Error('dismissed')));
    await expect(callApi(setup.client, getDeliveryOptions, {})).rejects.toMatchObject({
      status: 403,
      code: 'REAUTH_REQUIRED',
    });
    expect(setup.sent).toHaveLength(1);
  });
});
