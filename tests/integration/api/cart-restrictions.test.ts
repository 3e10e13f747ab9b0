import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UK_ADDRESS,
  addProduct,
  addToCart,
  brands,
  ensureRates,
  guest,
  signedIn,
} from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Cart restriction reasons on the lines they apply to (catalogue spec §3 "Cart restriction
 * reasons: CBD item, ..., shipping destination not supported, shipping restricted, ..., list
 * item"; issue 12 "every cart restriction reason of the catalogue spec shown on the items it
 * applies to"). cart.test.ts covers MARKETPLACE_ITEM, FLAT_RATE_ITEM and MULTIPLE_SHIPMENTS.
 */

let api: TestApi;

interface Cart {
  items: { productId: string; restrictionReasons?: string[] }[];
  restrictionReasons: string[];
}

const cartOf = async (client: TestClient, siteId: string) => {
  const reply = await client.get<Cart>(`/checkout/v0/${siteId}/carts/current`);
  expect(reply.status).toBe(200);
  return reply.body;
};

/** Each line's reasons by product id, so the assertions do not depend on the lines' order. */
const reasonsByProduct = (cart: Cart) =>
  Object.fromEntries(cart.items.map((line) => [line.productId, line.restrictionReasons]));

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
}, 120_000);
afterAll(() => api?.close());

describe('restriction reasons the API puts on the lines they apply to (catalogue spec §3)', () => {
  it('CBD_ITEM on a CBD product, by its flag or its merchandise class, and on no other line', async () => {
    const flagged = await addProduct(api.db, { flags: { isCBD: true } });
    const byClass = await addProduct(api.db, { merchandiseClass: 'wellness cbd' });
    const regular = await addProduct(api.db, { merchandiseClass: 'beauty' });
    const client = await guest(api);
    for (const product of [flagged, byClass, regular])
      expect((await addToCart(client, 'an-us', product)).status).toBe(200);
    const cart = await cartOf(client, 'an-us');
    expect(reasonsByProduct(cart)).toEqual({
      [flagged.productId]: ['CBD_ITEM'],
      [byClass.productId]: ['CBD_ITEM'],
      [regular.productId]: undefined,
    });
    expect(cart.restrictionReasons).toEqual(['CBD_ITEM']);
  });

  it('SHIPPING_RESTRICTED on a sku with a ship restriction; SHIPPING_DESTINATION_NOT_SUPPORTED once it is sent abroad', async () => {
    // an-uk ships to GB and IE; a restricted sku ships only within the site's own country (GB).
    const restricted = await addProduct(api.db, {
      shipping: { shipRestriction: { codeName: 'HAZMAT' } },
      pools: ['GB_DIRECT'],
    });
    const regular = await addProduct(api.db, { pools: ['GB_DIRECT'] });
    const client = await guest(api, 'an-uk');
    for (const product of [restricted, regular])
      expect((await addToCart(client, 'an-uk', product)).status).toBe(200);

    // No address yet: restricted, and no destination to refuse.
    let cart = await cartOf(client, 'an-uk');
    expect(reasonsByProduct(cart)).toEqual({
      [restricted.productId]: ['SHIPPING_RESTRICTED'],
      [regular.productId]: undefined,
    });
    expect(cart.restrictionReasons).toEqual(['SHIPPING_RESTRICTED']);

    const address = (body: object) =>
      client.put('/checkout/v0/an-uk/carts/current/shipping-address', { address: body });
    // Within the site's country the restricted sku still ships.
    expect((await address(UK_ADDRESS)).status).toBe(200);
    cart = await cartOf(client, 'an-uk');
    expect(reasonsByProduct(cart)[restricted.productId]).toEqual(['SHIPPING_RESTRICTED']);

    // To Ireland, a country the site ships to, the restricted line cannot go; the other can.
    expect(
      (
        await address({
          ...UK_ADDRESS,
          address1: '1 Grafton St',
          city: 'Dublin',
          postalCode: 'D02 X285',
          country: 'IE',
          phoneNumber: '01 555 0100',
        })
      ).status,
    ).toBe(200);
    cart = await cartOf(client, 'an-uk');
    expect(reasonsByProduct(cart)).toEqual({
      [restricted.productId]: ['SHIPPING_RESTRICTED', 'SHIPPING_DESTINATION_NOT_SUPPORTED'],
      [regular.productId]: undefined,
    });
    expect(cart.restrictionReasons).toEqual(
      expect.arrayContaining(['SHIPPING_RESTRICTED', 'SHIPPING_DESTINATION_NOT_SUPPORTED']),
    );
  });

  it("LIST_ITEM on a line bought from someone's registry, not on the shopper's own line", async () => {
    const { client: owner } = await signedIn(api, 'an-us');
    const created = await owner.post<{ id: string }>('/registry/v1/an-us', {
      event: {
        name: 'Sam & Alex',
        type: 'wedding',
        date: `${new Date().getUTCFullYear() + 1}-06-20`,
      },
      pre_event_shipping_address: {
        first_name: 'Sam',
        last_name: 'Lee',
        address_line_1: '1 Main St',
        city: 'Philadelphia',
        region: 'PA',
        postal_code: '19103',
        country_code: 'US',
      },
    });
    expect(created.status).toBe(201);
    const gift = await addProduct(api.db);
    const own = await addProduct(api.db);
    const shopper = await guest(api);
    expect(
      (await addToCart(shopper, 'an-us', gift, 1, { registry: { id: created.body.id } })).status,
    ).toBe(200);
    expect((await addToCart(shopper, 'an-us', own)).status).toBe(200);
    const cart = await cartOf(shopper, 'an-us');
    expect(reasonsByProduct(cart)).toEqual({
      [gift.productId]: ['LIST_ITEM'],
      [own.productId]: undefined,
    });
    expect(cart.restrictionReasons).toContain('LIST_ITEM');
  });
});
