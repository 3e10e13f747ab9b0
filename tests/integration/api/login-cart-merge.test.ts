import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  addToCart,
  brands,
  ensureRates,
  guest,
  signedIn,
} from './fixtures/checkout.ts';
import type { FixtureProduct } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * A login from checkout does not merge the cart (catalogue spec §2 "Checkout details: They do not
 * merge the cart on login"; shell spec §2.2 "do not merge the cart on login"): the checkout's
 * login modal sends mergeCart false (route meta mergeCartOnLogin), and the bag being checked out
 * becomes the account's as it is, the account's earlier bag kept apart and untouched. Any other
 * login (mergeCart true, the default) moves the guest's lines into the account's bag.
 */
let api: TestApi;

interface Cart {
  id: string | null;
  items: { skuId: string; quantity: number }[];
}

const BASE = '/checkout/v0/an-us/carts/current';
const cartOf = async (client: TestClient) => {
  const reply = await client.get<Cart>(BASE);
  expect(reply.status).toBe(200);
  return reply.body;
};
const skus = (cart: Cart) =>
  Object.fromEntries(cart.items.map((line) => [line.skuId, line.quantity]));

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
}, 120_000);
afterAll(() => api?.close());

/**
 * An account whose bag (on another device) holds `shared` x1 and `accountOnly` x1, and a guest on
 * this device whose bag holds `shared` x2 and `guestOnly` x1.
 */
async function twoBags() {
  const [shared, accountOnly, guestOnly] = [
    await addProduct(api.db),
    await addProduct(api.db),
    await addProduct(api.db),
  ] as [FixtureProduct, FixtureProduct, FixtureProduct];
  const { client: otherDevice, user } = await signedIn(api, 'an-us');
  for (const product of [shared, accountOnly])
    expect((await addToCart(otherDevice, 'an-us', product)).status).toBe(200);
  const accountCart = await cartOf(otherDevice);
  const shopper = await guest(api);
  expect((await addToCart(shopper, 'an-us', shared, 2)).status).toBe(200);
  expect((await addToCart(shopper, 'an-us', guestOnly)).status).toBe(200);
  const guestCart = await cartOf(shopper);
  expect(guestCart.id).not.toBe(accountCart.id);
  const login = (mergeCart?: boolean) =>
    shopper.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
      ...(mergeCart === undefined ? {} : { mergeCart }),
    });
  return { shared, accountOnly, guestOnly, otherDevice, accountCart, shopper, guestCart, login };
}

const cartRow = async (id: string | null) => {
  const [row] = await api.db.query<{ status: string; user_id: string | null }>(
    'SELECT status, user_id FROM carts WHERE id = $1',
    [id],
  );
  return row;
};

describe('login and the guest bag (catalogue spec §2; shell spec §2.2)', () => {
  it('mergeCart false (a login from checkout): the bag being checked out stays as it was, the account’s bag apart and untouched', async () => {
    const bags = await twoBags();
    expect((await bags.login(false)).status).toBe(200);

    const after = await cartOf(bags.shopper);
    expect(after.id).toBe(bags.guestCart.id);
    expect(skus(after)).toEqual({ [bags.shared.skuId]: 2, [bags.guestOnly.skuId]: 1 });
    // Now the account's, still shopping.
    expect(await cartRow(after.id)).toMatchObject({ status: 'active' });
    expect((await cartRow(after.id))?.user_id).not.toBeNull();

    // The account's earlier bag: still active, its lines neither moved nor added to.
    expect(await cartRow(bags.accountCart.id)).toMatchObject({ status: 'active' });
    const [{ count } = { count: '' }] = await api.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM cart_items WHERE cart_id = $1',
      [bags.accountCart.id],
    );
    expect(count).toBe('2');
    expect(skus(await cartOf(bags.otherDevice))).toEqual({
      [bags.shared.skuId]: 1,
      [bags.accountOnly.skuId]: 1,
    });
  });

  it.each([
    ['mergeCart true', true],
    ['mergeCart left out (default true)', undefined],
  ])(
    '%s (any other login): the guest lines join the account’s bag, the same sku adding up',
    async (_name, mergeCart) => {
      const bags = await twoBags();
      expect((await bags.login(mergeCart)).status).toBe(200);

      const after = await cartOf(bags.shopper);
      expect(after.id).toBe(bags.accountCart.id);
      expect(skus(after)).toEqual({
        [bags.shared.skuId]: 3,
        [bags.accountOnly.skuId]: 1,
        [bags.guestOnly.skuId]: 1,
      });
      // The guest bag is done with.
      expect(await cartRow(bags.guestCart.id)).toMatchObject({ status: 'inactive' });
    },
  );

  it('400 for a mergeCart that is not a boolean', async () => {
    const bags = await twoBags();
    const reply = await bags.shopper.post('/auth/v0/an-us/tokens/login', {
      email: 'nobody@example.com',
      password: 'x',
      mergeCart: 'no',
    });
    expect(reply.status).toBe(400);
    // Nothing changed: still the guest's bag.
    expect((await cartOf(bags.shopper)).id).toBe(bags.guestCart.id);
  });
});
