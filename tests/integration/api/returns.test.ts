import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from '../../../commerce-api/orders/return-options.ts';
import {
  addProduct,
  addToCart,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  placeOrder,
  signedIn,
} from './fixtures/checkout.ts';
import type { SignedIn } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;

interface EligibleItem {
  itemId: string;
  skuId: string;
  orderedQuantity: number;
  returnedQuantity: number;
  returnableQuantity: number;
  eligible: boolean;
  reason?: string;
}

interface Submitted {
  id: string;
  kind: string;
  orderNumber: string;
  status: string;
  method: string;
  items: { itemId: string; quantity: number }[];
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
}, 30_000);
afterAll(() => api?.close());

/** A signed-in shopper with one order of `quantity` × one product (and a second line when asked). */
async function shopperWithOrder(quantity = 2, extraLine = false) {
  const shopper = await signedIn(api);
  const product = await addProduct(api.db);
  if (quantity > 1) {
    expect((await addToCart(shopper.client, 'an-us', product, quantity - 1)).status).toBe(200);
  }
  const products = extraLine ? [product, await addProduct(api.db)] : [product];
  const placed = await placeOrder(shopper.client, 'an-us', products);
  const items = await eligibleItems(shopper.client, placed.orderNumber);
  return { shopper, placed, items };
}

async function eligibleItems(client: TestClient, orderNumber: string): Promise<EligibleItem[]> {
  const reply = await client.get<{ items: EligibleItem[] }>(
    `/returns/v0/an-us/orders/${orderNumber}/eligible-items`,
  );
  expect(reply.status).toBe(200);
  return reply.body.items;
}

const submitReturn = (shopper: SignedIn, orderNumber: string, items: object[], method = 'MAIL') =>
  shopper.client.post<Submitted>('/returns/v0/an-us/returns', { orderNumber, items, method });

describe('scopes: no guest continue (shell spec §2.2, catalogue spec §2, §6)', () => {
  it.each([
    ['GET', '/returns/v0/an-us/eligible-orders'],
    ['GET', '/returns/v0/an-us/orders/AN1/eligible-items'],
    ['GET', '/returns/v0/an-us/methods'],
    ['GET', '/claims/v0/an-us/types'],
  ])('%s %s: 401 without a token, 403 LOGIN_REQUIRED for a guest', async (_method, path) => {
    expect((await api.client().get(path)).status).toBe(401);
    expect(await (await guest(api)).get(path)).toMatchObject({
      status: 403,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });

  it('POST returns and claims: 401 without a token, 403 for a guest', async () => {
    const itemId = '00000000-0000-4000-8000-000000000000';
    const bodies: [string, object][] = [
      [
        '/returns/v0/an-us/returns',
        { orderNumber: 'AN1', items: [{ itemId, quantity: 1, reason: 'OTHER' }], method: 'MAIL' },
      ],
      [
        '/claims/v0/an-us/claims',
        {
          claimType: 'DAMAGED',
          orderNumber: 'AN1',
          items: [{ itemId, quantity: 1 }],
          method: 'MAIL',
          details: { description: 'x' },
        },
      ],
    ];
    for (const [path, body] of bodies) {
      expect((await api.client().post(path, body)).status).toBe(401);
      expect((await (await guest(api)).post(path, body)).status).toBe(403);
    }
  });

  it('a registered user whose authorization lapsed may still return (separate access check)', async () => {
    const { shopper, placed } = await shopperWithOrder();
    await shopper.client.post('/__test/tokens/current/lapse');
    expect((await shopper.client.get('/returns/v0/an-us/eligible-orders')).status).toBe(200);
    expect(
      (await shopper.client.get(`/returns/v0/an-us/orders/${placed.orderNumber}/eligible-items`))
        .status,
    ).toBe(200);
  });
});

describe('eligible orders and items', () => {
  it("lists the user's orders with something returnable, not others'", async () => {
    const { shopper, placed } = await shopperWithOrder();
    await shopperWithOrder();
    const reply = await shopper.client.get<{
      windowDays: number;
      orders: { orderNumber: string; returnableQuantity: number }[];
    }>('/returns/v0/an-us/eligible-orders');
    expect(reply.body.windowDays).toBe(RETURN_WINDOW_DAYS);
    expect(reply.body.orders).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, returnableQuantity: 2 }),
    ]);
  });

  it('leaves out orders past the return window and gift-card-only orders', async () => {
    const old = await shopperWithOrder();
    await api.db.query(
      `UPDATE orders SET created_at = now() - ($2::int * interval '1 day') WHERE order_number = $1`,
      [old.placed.orderNumber, RETURN_WINDOW_DAYS + 1],
    );
    expect(
      (await old.shopper.client.get<{ orders: unknown[] }>('/returns/v0/an-us/eligible-orders'))
        .body.orders,
    ).toEqual([]);
    expect((await eligibleItems(old.shopper.client, old.placed.orderNumber))[0]).toMatchObject({
      eligible: false,
      reason: 'WINDOW_CLOSED',
      returnableQuantity: 0,
    });
    const shopper = await signedIn(api);
    const card = await addProduct(api.db, { productType: 'giftcard', flags: { isGiftCard: true } });
    const giftOrder = await (async () => {
      await addToCart(shopper.client, 'an-us', card, 1, { giftCard: { message: 'hi' } });
      return placeOrder(shopper.client, 'an-us', []);
    })();
    expect(
      (await shopper.client.get<{ orders: unknown[] }>('/returns/v0/an-us/eligible-orders')).body
        .orders,
    ).toEqual([]);
    expect((await eligibleItems(shopper.client, giftOrder.orderNumber))[0]).toMatchObject({
      eligible: false,
      reason: 'GIFT_CARD',
    });
  });

  it("another user's order: 404", async () => {
    const { placed } = await shopperWithOrder();
    const other = await signedIn(api);
    expect(
      (await other.client.get(`/returns/v0/an-us/orders/${placed.orderNumber}/eligible-items`))
        .status,
    ).toBe(404);
  });

  it('methods, reasons and claim types', async () => {
    const { client } = await signedIn(api);
    const methods = await client.get<{
      methods: { id: string; kinds: string[] }[];
      reasons: string[];
    }>('/returns/v0/an-us/methods');
    expect(methods.body.methods.map((method) => method.id)).toEqual(['MAIL', 'STORE', 'NO_RETURN']);
    expect(methods.body.reasons).toContain('TOO_SMALL');
    const types = await client.get<{ types: { id: string }[] }>('/claims/v0/an-us/types');
    expect(types.body.types.map((type) => type.id)).toEqual([
      'DAMAGED',
      'DEFECTIVE',
      'WRONG_ITEM',
      'MISSING_ITEM',
      'NOT_RECEIVED',
    ]);
  });
});

describe('submit a return (quantities cannot exceed ordered minus returned)', () => {
  it('records the return and lowers what is returnable', async () => {
    const { shopper, placed, items } = await shopperWithOrder(3);
    const item = items[0]!;
    expect(item).toMatchObject({ orderedQuantity: 3, returnableQuantity: 3, eligible: true });
    const reply = await submitReturn(shopper, placed.orderNumber, [
      { itemId: item.itemId, quantity: 2, reason: 'TOO_SMALL' },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      kind: 'return',
      orderNumber: placed.orderNumber,
      status: 'submitted',
      method: 'MAIL',
    });
    expect((await eligibleItems(shopper.client, placed.orderNumber))[0]).toMatchObject({
      returnedQuantity: 2,
      returnableQuantity: 1,
    });
    const tooMany = await submitReturn(shopper, placed.orderNumber, [
      { itemId: item.itemId, quantity: 2, reason: 'OTHER' },
    ]);
    expect(tooMany.status).toBe(400);
    expect(fieldCodes(tooMany)).toEqual(['items.0.quantity:QUANTITY_EXCEEDS_RETURNABLE']);
    expect(
      (
        await submitReturn(
          shopper,
          placed.orderNumber,
          [{ itemId: item.itemId, quantity: 1, reason: 'OTHER' }],
          'STORE',
        )
      ).status,
    ).toBe(201);
    const done = await submitReturn(shopper, placed.orderNumber, [
      { itemId: item.itemId, quantity: 1, reason: 'OTHER' },
    ]);
    expect(fieldCodes(done)).toEqual(['items.0.itemId:FULLY_RETURNED']);
  });

  it('400 when a quantity is more than was ordered', async () => {
    const { shopper, placed, items } = await shopperWithOrder(2);
    const reply = await submitReturn(shopper, placed.orderNumber, [
      { itemId: items[0]!.itemId, quantity: 3, reason: 'OTHER' },
    ]);
    expect(fieldCodes(reply)).toEqual(['items.0.quantity:QUANTITY_EXCEEDS_RETURNABLE']);
  });

  it('400 for a line of another order and for a line listed twice; nothing is recorded', async () => {
    const { shopper, placed, items } = await shopperWithOrder(2, true);
    const other = await shopperWithOrder();
    const reply = await submitReturn(shopper, placed.orderNumber, [
      { itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER' },
      { itemId: other.items[0]!.itemId, quantity: 1, reason: 'OTHER' },
      { itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER' },
    ]);
    expect(fieldCodes(reply)).toEqual([
      'items.1.itemId:ITEM_NOT_IN_ORDER',
      'items.2.itemId:DUPLICATE_ITEM',
    ]);
    expect((await eligibleItems(shopper.client, placed.orderNumber))[0]?.returnedQuantity).toBe(0);
  });

  it("404 for another user's order", async () => {
    const { placed, items } = await shopperWithOrder();
    const other = await signedIn(api);
    const reply = await submitReturn(other, placed.orderNumber, [
      { itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER' },
    ]);
    expect(reply).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
  });

  it.each([
    ['an unknown reason', { reason: 'BORED' }, 'items.0.reason:enum'],
    ['a zero quantity', { quantity: 0 }, 'items.0.quantity:minimum'],
    ['an item id that is not a uuid', { itemId: 'x' }, 'items.0.itemId:format'],
  ])('400 for %s (schema)', async (_label, change, expected) => {
    const { shopper, placed, items } = await shopperWithOrder();
    const reply = await submitReturn(shopper, placed.orderNumber, [
      { itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER', ...change },
    ]);
    expect(reply.status).toBe(400);
    expect(fieldCodes(reply)).toEqual([expected]);
  });

  it('400 for a method returns do not take', async () => {
    const { shopper, placed, items } = await shopperWithOrder();
    const reply = await submitReturn(
      shopper,
      placed.orderNumber,
      [{ itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER' }],
      'NO_RETURN',
    );
    expect(fieldCodes(reply)).toEqual(['method:enum']);
  });

  it('parallel returns of the last units: exactly one is recorded', async () => {
    const { shopper, placed, items } = await shopperWithOrder(2);
    const body = [{ itemId: items[0]!.itemId, quantity: 2, reason: 'OTHER' }];
    const replies = await Promise.all(
      [1, 2, 3].map(() => submitReturn(shopper, placed.orderNumber, body)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400, 400]);
    expect((await eligibleItems(shopper.client, placed.orderNumber))[0]?.returnedQuantity).toBe(2);
  });
});

describe('submit a claim', () => {
  const submitClaim = (shopper: SignedIn, body: object) =>
    shopper.client.post<Submitted>('/claims/v0/an-us/claims', body);

  it('records a claim; claimed units count against what can still be returned', async () => {
    const { shopper, placed, items } = await shopperWithOrder(2);
    const reply = await submitClaim(shopper, {
      claimType: 'DAMAGED',
      orderNumber: placed.orderNumber,
      items: [{ itemId: items[0]!.itemId, quantity: 1 }],
      method: 'MAIL',
      details: { description: 'The vase arrived cracked.', resolution: 'REPLACEMENT' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ kind: 'claim', claimType: 'DAMAGED', status: 'submitted' });
    const overReturn = await submitReturn(shopper, placed.orderNumber, [
      { itemId: items[0]!.itemId, quantity: 2, reason: 'OTHER' },
    ]);
    expect(fieldCodes(overReturn)).toEqual(['items.0.quantity:QUANTITY_EXCEEDS_RETURNABLE']);
  });

  it('400 when the method does not suit the claim type', async () => {
    const { shopper, placed, items } = await shopperWithOrder();
    const reply = await submitClaim(shopper, {
      claimType: 'NOT_RECEIVED',
      orderNumber: placed.orderNumber,
      items: [{ itemId: items[0]!.itemId, quantity: 1 }],
      method: 'MAIL',
      details: { description: 'Never came.' },
    });
    expect(fieldCodes(reply)).toEqual(['method:METHOD_NOT_FOR_CLAIM_TYPE']);
  });

  it('400 without details (schema)', async () => {
    const { shopper, placed, items } = await shopperWithOrder();
    const reply = await submitClaim(shopper, {
      claimType: 'MISSING_ITEM',
      orderNumber: placed.orderNumber,
      items: [{ itemId: items[0]!.itemId, quantity: 1 }],
      method: 'NO_RETURN',
    });
    expect(fieldCodes(reply)).toEqual(['details:required']);
  });

  it("404 for another user's order", async () => {
    const { placed, items } = await shopperWithOrder();
    const other = await signedIn(api);
    const reply = await submitClaim(other, {
      claimType: 'MISSING_ITEM',
      orderNumber: placed.orderNumber,
      items: [{ itemId: items[0]!.itemId, quantity: 1 }],
      method: 'NO_RETURN',
      details: { description: 'Missing.' },
    });
    expect(reply.status).toBe(404);
  });
});

describe('restock fees and labels (catalogue spec §3 returnRestockInfo.feeCode; issue 14)', () => {
  it("an eligible line carries its sku's restock-fee code; a line without one carries none", async () => {
    const shopper = await signedIn(api);
    const lamp = await addProduct(api.db, {
      shipping: { returnRestockInfo: { feeCode: 'RESTOCK_15' } },
    });
    const scarf = await addProduct(api.db);
    const placed = await placeOrder(shopper.client, 'an-us', [lamp, scarf]);
    const items = await eligibleItems(shopper.client, placed.orderNumber);
    const bySku = new Map(items.map((item) => [item.skuId, item as EligibleItem & object]));
    expect(bySku.get(lamp.skuId)).toMatchObject({ restockFeeCode: 'RESTOCK_15' });
    expect(bySku.get(scarf.skuId)).not.toHaveProperty('restockFeeCode');
  });

  it('a return by mail answers its labels (1 unless more parcels are asked); in store none', async () => {
    const { shopper, placed, items } = await shopperWithOrder(3);
    const itemId = items[0]!.itemId;
    const one = await submitReturn(shopper, placed.orderNumber, [
      { itemId, quantity: 1, reason: 'OTHER' },
    ]);
    expect(one.body).toMatchObject({ method: 'MAIL', labels: 1 });
    const two = await shopper.client.post<Submitted>('/returns/v0/an-us/returns', {
      orderNumber: placed.orderNumber,
      items: [{ itemId, quantity: 1, reason: 'OTHER' }],
      method: 'MAIL',
      labels: 2,
    });
    expect(two).toMatchObject({ status: 201, body: { labels: 2 } });
    const store = await submitReturn(
      shopper,
      placed.orderNumber,
      [{ itemId, quantity: 1, reason: 'OTHER' }],
      'STORE',
    );
    expect(store.status).toBe(201);
    expect(store.body).not.toHaveProperty('labels');
  });

  it('400 for more labels than a return may have (schema)', async () => {
    const { shopper, placed, items } = await shopperWithOrder(1);
    const reply = await shopper.client.post('/returns/v0/an-us/returns', {
      orderNumber: placed.orderNumber,
      items: [{ itemId: items[0]!.itemId, quantity: 1, reason: 'OTHER' }],
      method: 'MAIL',
      labels: 6,
    });
    expect(reply.status).toBe(400);
  });
});
