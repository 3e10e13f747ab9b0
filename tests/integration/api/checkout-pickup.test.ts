import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from './fixtures/catalog.ts';
import {
  US_ADDRESS,
  addProduct,
  addToCart,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  payOnProvider,
  stockOf,
} from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Store pickup at checkout (issue 12; catalogue spec §3 Store inStorePickUp, §4 store choice):
 * PICKUP is offered where the site's country has a store that offers pickup, names its store,
 * and the order keeps the store so the confirmation says where to collect.
 */
let api: TestApi;
const BASE = '/checkout/v0/an-us/carts/current';

interface Cart {
  deliveryOption: {
    id: string;
    price: number;
    pickupStore?: { storeNumber: string; storeName: string; instructions?: string };
  } | null;
  priceInfo: { subtotal: number; shipping: number; total: number };
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function atDeliveryStep(siteId = 'an-us'): Promise<TestClient> {
  const client = await guest(api, siteId);
  expect((await addToCart(client, siteId, await addProduct(api.db))).status).toBe(200);
  const address = { address: US_ADDRESS, email: 'pickup@example.com' };
  expect((await client.put(`${BASE}/shipping-address`, address)).status).toBe(200);
  return client;
}

const optionIds = async (client: TestClient) =>
  (await client.get<{ options: { id: string }[] }>(`${BASE}/delivery-options`)).body.options.map(
    (option) => option.id,
  );

describe('store pickup delivery option', () => {
  it('is offered only once the site country has a store that offers pickup', async () => {
    const client = await atDeliveryStep();
    expect(await optionIds(client)).not.toContain('PICKUP');
    // A store whose pickup is paused, and one naming no service, do not count.
    await insertStore(api.db, {
      storeNumber: '701',
      name: 'Paused',
      lat: 39.95,
      lng: -75.17,
      pickup: { enabled: false, pickUpService: ['IN_STORE'] },
    });
    await insertStore(api.db, { storeNumber: '702', name: 'No service', lat: 39.95, lng: -75.16 });
    expect(await optionIds(client)).not.toContain('PICKUP');
    await insertStore(api.db, {
      storeNumber: '703',
      name: 'Rittenhouse',
      lat: 39.9496,
      lng: -75.1718,
      pickup: {
        pickUpService: ['IN_STORE'],
        SLA: 'Ready in 2 hours',
        instructions: 'Ask at the pickup desk.',
      },
    });
    const options = await client.get<{ options: { id: string; price: number }[] }>(
      `${BASE}/delivery-options`,
    );
    expect(options.body.options.find((option) => option.id === 'PICKUP')).toMatchObject({
      price: 0,
    });
  });

  it('needs a store for PICKUP, and no store for another option', async () => {
    const client = await atDeliveryStep();
    const none = await client.put(`${BASE}/delivery-option`, { deliveryOptionId: 'PICKUP' });
    expect(none.status).toBe(400);
    expect(fieldCodes(none)).toEqual(['storeNumber:REQUIRED']);
    const extra = await client.put(`${BASE}/delivery-option`, {
      deliveryOptionId: 'STANDARD',
      storeNumber: '703',
    });
    expect(fieldCodes(extra)).toEqual(['storeNumber:UNEXPECTED']);
    const hostile = await client.put(`${BASE}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber: "703' OR 1=1",
    });
    expect(hostile.status).toBe(400);
  });

  it.each([
    ['an unknown store', '999'],
    ['a store whose pickup is paused', '701'],
    ['a store naming no pickup service', '702'],
  ])('refuses %s with PICKUP_STORE_UNAVAILABLE', async (_name, storeNumber) => {
    const client = await atDeliveryStep();
    const refused = await client.put(`${BASE}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber,
    });
    expect(refused.status).toBe(400);
    expect(fieldCodes(refused)).toEqual(['storeNumber:PICKUP_STORE_UNAVAILABLE']);
  });

  it("refuses another brand's store, and a store outside the site's country", async () => {
    await insertStore(api.db, {
      brandId: 'free-people',
      storeNumber: '704',
      name: 'FP Walnut',
      lat: 39.95,
      lng: -75.17,
      pickup: { pickUpService: ['IN_STORE'] },
    });
    const client = await atDeliveryStep();
    const other = await client.put(`${BASE}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber: '704',
    });
    expect(fieldCodes(other)).toEqual(['storeNumber:PICKUP_STORE_UNAVAILABLE']);
    // The fixture stores are in the US: the UK site has no pickup.
    const uk = await guest(api, 'an-uk');
    const product = await addProduct(api.db);
    await addToCart(uk, 'an-uk', { ...product, poolId: 'GB_DIRECT' });
    const ukOptions = await uk.get<{ options: { id: string }[] }>(
      '/checkout/v0/an-uk/carts/current/delivery-options',
    );
    expect(ukOptions.body.options.map((option) => option.id)).not.toContain('PICKUP');
  });

  it('keeps the store on the cart and the order; another option drops it', async () => {
    const client = await atDeliveryStep();
    const chosen = await client.put<Cart>(`${BASE}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber: '703',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.deliveryOption).toMatchObject({
      id: 'PICKUP',
      price: 0,
      pickupStore: {
        storeNumber: '703',
        storeName: 'Rittenhouse',
        instructions: 'Ask at the pickup desk.',
      },
    });
    expect(chosen.body.priceInfo.shipping).toBe(0);
    const standard = await client.put<Cart>(`${BASE}/delivery-option`, {
      deliveryOptionId: 'STANDARD',
    });
    expect(standard.body.deliveryOption?.pickupStore).toBeUndefined();
    await client.put(`${BASE}/delivery-option`, { deliveryOptionId: 'PICKUP', storeNumber: '703' });
    await payOnProvider(client);
    const placed = await client.post<{ orderNumber: string }>(`${BASE}/orders`, {});
    expect(placed.status).toBe(201);
    const order = await client.get<{ deliveryOption: string; pickupStore?: { storeName: string } }>(
      `/order/v0/an-us/orders/${placed.body.orderNumber}`,
    );
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      deliveryOption: 'PICKUP',
      pickupStore: { storeNumber: '703', storeName: 'Rittenhouse', sla: 'Ready in 2 hours' },
    });
  });
});

/**
 * The store chosen at the delivery step can stop offering pickup before Place Order (catalogue spec
 * §2: the shipping-address step's invalid-pickup-location flag; §3 Store inStorePickUp). Placing
 * the order checks the store again: PICKUP_STORE_UNAVAILABLE, nothing taken, the cart kept, so the
 * shopper can choose again (the storefront sends them to the address step with the flag).
 */
describe('Place Order checks the pickup store again', () => {
  const pausePickup = (brandId: string, storeNumber: string) =>
    api.db.query(
      `UPDATE stores SET in_store_pickup = jsonb_set(in_store_pickup, '{enabled}', 'false')
        WHERE brand_id = $1 AND store_number = $2`,
      [brandId, storeNumber],
    );

  /** A guest with one product at the payment step, collecting from the store, PayPal approved. */
  async function pickupReady(siteId: string, brandId: string, storeNumber: string) {
    const base = `/checkout/v0/${siteId}/carts/current`;
    const product = await addProduct(api.db, { brandId });
    const client = await guest(api, siteId);
    expect((await addToCart(client, siteId, product)).status).toBe(200);
    const address = { address: US_ADDRESS, email: 'pickup-again@example.com' };
    expect((await client.put(`${base}/shipping-address`, address)).status).toBe(200);
    const chosen = await client.put(`${base}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber,
    });
    expect(chosen.status).toBe(200);
    await payOnProvider(client, siteId);
    return { client, product, base };
  }

  it('refuses the order when the store paused pickup meanwhile; nothing taken, the cart kept; another store then places it', async () => {
    await insertStore(api.db, {
      storeNumber: '711',
      name: 'Walnut Street',
      lat: 39.95,
      lng: -75.17,
      pickup: { pickUpService: ['IN_STORE'] },
    });
    await insertStore(api.db, {
      storeNumber: '712',
      name: 'Chestnut Hill',
      lat: 40.07,
      lng: -75.2,
      pickup: { pickUpService: ['IN_STORE'] },
    });
    const { client, product, base } = await pickupReady('an-us', 'anthropologie', '711');
    await pausePickup('anthropologie', '711');

    const refused = await client.post<{ code: string; message: string }>(`${base}/orders`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PICKUP_STORE_UNAVAILABLE');
    expect(refused.body.message).toBe(
      'Walnut Street (store 711) no longer offers pickup. Choose another store or have the order delivered.',
    );
    expect(fieldCodes(refused)).toEqual(['storeNumber:PICKUP_STORE_UNAVAILABLE']);
    // Nothing taken and no order written; the bag is as it was.
    expect((await stockOf(api.db, product.skuId))?.stock_level).toBe(100);
    const [orders] = await api.db.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM orders WHERE pickup_store ->> 'storeNumber' = '711'`,
    );
    expect(orders?.count).toBe('0');
    const cart = await client.get<{
      items: unknown[];
      pickupUnavailable?: { storeNumber: string; storeName: string };
    }>(base);
    expect(cart.status).toBe(200);
    expect(cart.body.items).toHaveLength(1);
    // The cart names the refused store, so its lines can say it can no longer take the order.
    expect(cart.body.pickupUnavailable).toEqual({ storeNumber: '711', storeName: 'Walnut Street' });

    // Choosing a store that offers pickup, the same bag is placed.
    const again = await client.put(`${base}/delivery-option`, {
      deliveryOptionId: 'PICKUP',
      storeNumber: '712',
    });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('pickupUnavailable');
    await payOnProvider(client);
    const placed = await client.post<{ orderNumber: string }>(`${base}/orders`, {});
    expect(placed.status).toBe(201);
    const order = await client.get<{ pickupStore?: { storeNumber: string } }>(
      `/order/v0/an-us/orders/${placed.body.orderNumber}`,
    );
    expect(order.body.pickupStore?.storeNumber).toBe('712');
    expect((await stockOf(api.db, product.skuId))?.stock_level).toBe(99);
  });

  it('refuses with the same code when the store closed and no store of the country offers pickup any more', async () => {
    // Urban Outfitters has no other store in these tests: with this one gone, PICKUP is no longer
    // an option at all, and the refusal still names the store rather than "choose a delivery option".
    await insertStore(api.db, {
      brandId: 'urban-outfitters',
      storeNumber: '721',
      name: 'Sansom Street',
      lat: 39.95,
      lng: -75.17,
      pickup: { pickUpService: ['IN_STORE'] },
    });
    const { client, base } = await pickupReady('uo-us', 'urban-outfitters', '721');
    await api.db.query(
      `DELETE FROM stores WHERE brand_id = 'urban-outfitters' AND store_number = '721'`,
    );

    const refused = await client.post<{ code: string; message: string }>(`${base}/orders`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PICKUP_STORE_UNAVAILABLE');
    expect(refused.body.message).toContain('Sansom Street (store 721) no longer offers pickup.');
  });

  it('names no refused store while the store offers pickup; shipping instead clears the refusal (designed, issue 12)', async () => {
    await insertStore(api.db, {
      storeNumber: '731',
      name: 'Market Street',
      lat: 39.95,
      lng: -75.16,
      pickup: { pickUpService: ['IN_STORE'] },
    });
    const { client, base } = await pickupReady('an-us', 'anthropologie', '731');
    const before = await client.get<Record<string, unknown>>(base);
    expect(before.body).not.toHaveProperty('pickupUnavailable');
    expect(before.body.deliveryOption).toMatchObject({ id: 'PICKUP' });
    await pausePickup('anthropologie', '731');
    const after = await client.get<Record<string, unknown>>(base);
    expect(after.body.pickupUnavailable).toEqual({
      storeNumber: '731',
      storeName: 'Market Street',
    });

    // Ship instead: a shipping option replaces the pickup, and the refusal goes with it.
    const options = await client.get<{ options: { id: string }[] }>(`${base}/delivery-options`);
    const shipping = options.body.options.find((option) => option.id !== 'PICKUP');
    expect(shipping).toBeDefined();
    const shipped = await client.put<Record<string, unknown>>(`${base}/delivery-option`, {
      deliveryOptionId: shipping!.id,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).not.toHaveProperty('pickupUnavailable');
    expect(shipped.body.deliveryOption).toMatchObject({ id: shipping!.id });
  });
});
