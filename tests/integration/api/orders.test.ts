import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  placeOrder,
  signedIn,
  siteConfig,
} from './fixtures/checkout.ts';
import { siteConfigFields } from '../../../commerce-api/profile/site-fields.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

interface OrderDetail {
  orderNumber: string;
  orderId: string;
  status: string;
  email: string;
  currency: string;
  totals: { subtotal: number; total: number };
  items: { id: string; skuId: string; quantity: number; displayName: string; unitPrice: number }[];
  payment: { paymentType: string };
  tracking: { status: string; at: string }[];
}

interface OrderList {
  orders: { orderNumber: string; itemCount: number; total: number }[];
  totalResults: number;
  offset: number;
  limit: number;
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
}, 30_000);
afterAll(() => api?.close());

describe('my orders (designed: GET /order/v0/{siteId}/orders)', () => {
  it("lists the signed-in user's orders only, newest first, a page at a time", async () => {
    const { client, user } = await signedIn(api);
    const first = await placeOrder(client, 'an-us', [await addProduct(api.db)]);
    // The ordered cart answers 412; a reauth gives the token a fresh cart (catalogue spec §4).
    await client.post('/auth/v0/an-us/tokens/reauth', { password: user.password });
    const second = await placeOrder(client, 'an-us', [
      await addProduct(api.db),
      await addProduct(api.db),
    ]);
    const other = await signedIn(api);
    await placeOrder(other.client, 'an-us', [await addProduct(api.db)]);
    const list = await client.get<OrderList>('/order/v0/an-us/orders');
    expect(list.status).toBe(200);
    expect(list.body.orders.map((order) => order.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(list.body).toMatchObject({ totalResults: 2, offset: 0, limit: 10 });
    expect(list.body.orders[0]?.itemCount).toBe(2);
    const page = await client.get<OrderList>('/order/v0/an-us/orders?offset=1&limit=1');
    expect(page.body.orders.map((order) => order.orderNumber)).toEqual([first.orderNumber]);
  });

  it('401 without a token, 403 LOGIN_REQUIRED for a guest', async () => {
    expect((await api.client().get('/order/v0/an-us/orders')).status).toBe(401);
    expect(await (await guest(api)).get('/order/v0/an-us/orders')).toMatchObject({
      status: 403,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });

  it('400 for a limit out of range', async () => {
    const { client } = await signedIn(api);
    expect((await client.get('/order/v0/an-us/orders?limit=500')).status).toBe(400);
  });
});

describe('one order and its tracking (designed; ownership: another shopper gets 404)', () => {
  it('the owner reads the order with its lines, payment and tracking', async () => {
    const { client, user } = await signedIn(api);
    const product = await addProduct(api.db, { priceUsd: 35 });
    const placed = await placeOrder(client, 'an-us', [product]);
    const detail = await client.get<OrderDetail>(`/order/v0/an-us/orders/${placed.orderNumber}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      orderNumber: placed.orderNumber,
      orderId: placed.orderId,
      status: 'placed',
      email: user.email,
      currency: 'USD',
      totals: { subtotal: 35 },
      payment: { paymentType: 'PAYPAL' },
    });
    expect(detail.body.items).toEqual([
      expect.objectContaining({
        skuId: product.skuId,
        quantity: 1,
        unitPrice: 35,
        displayName: product.displayName,
      }),
    ]);
    const tracking = await client.get<{ status: string; events: { status: string }[] }>(
      `/order/v0/an-us/orders/${placed.orderNumber}/tracking`,
    );
    expect(tracking.body).toMatchObject({ status: 'placed', events: [{ status: 'ORDER_PLACED' }] });
  });

  it("another user's order is 404, exactly like an unknown one", async () => {
    const owner = await signedIn(api);
    const placed = await placeOrder(owner.client, 'an-us', [await addProduct(api.db)]);
    const { client } = await signedIn(api);
    const theirs = await client.get(`/order/v0/an-us/orders/${placed.orderNumber}`);
    const unknown = await client.get('/order/v0/an-us/orders/AN999999999');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await client.get(`/order/v0/an-us/orders/${placed.orderNumber}/tracking`)).status).toBe(
      404,
    );
    expect((await client.get(`/order/v0/an-us/orders/${placed.orderId}`)).status).toBe(404);
  });

  it('the guest token that placed an order reads it; another guest gets 404; no token 401', async () => {
    const client = await guest(api);
    const placed = await placeOrder(
      client,
      'an-us',
      [await addProduct(api.db)],
      'guest@example.com',
    );
    expect((await client.get(`/order/v0/an-us/orders/${placed.orderNumber}`)).status).toBe(200);
    expect(
      (await (await guest(api)).get(`/order/v0/an-us/orders/${placed.orderNumber}`)).status,
    ).toBe(404);
    expect((await api.client().get(`/order/v0/an-us/orders/${placed.orderNumber}`)).status).toBe(
      401,
    );
  });

  it("an order is not found through another brand's site", async () => {
    const { client } = await signedIn(api);
    const placed = await placeOrder(client, 'an-us', [await addProduct(api.db)]);
    expect((await client.get(`/order/v0/an-uk/orders/${placed.orderNumber}`)).status).toBe(200);
    const fp = await guest(api, 'fp-us');
    expect((await fp.get(`/order/v0/fp-us/orders/${placed.orderNumber}`)).status).toBe(404);
  });
});

describe('order inquiry (designed: POST /order/v0/{siteId}/order-inquiries)', () => {
  it('finds a guest order by number and email, in any case', async () => {
    const placed = await placeOrder(
      await guest(api),
      'an-us',
      [await addProduct(api.db)],
      'finder@example.com',
    );
    const reply = await (
      await guest(api)
    ).post<OrderDetail>('/order/v0/an-us/order-inquiries', {
      orderNumber: placed.orderNumber.toLowerCase(),
      email: 'Finder@Example.com',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      orderNumber: placed.orderNumber,
      tracking: [{ status: 'ORDER_PLACED' }],
    });
  });

  it('a wrong email answers as an unknown order (404, nothing leaked)', async () => {
    const placed = await placeOrder(
      await guest(api),
      'an-us',
      [await addProduct(api.db)],
      'owner@example.com',
    );
    const client = await guest(api);
    const wrongEmail = await client.post('/order/v0/an-us/order-inquiries', {
      orderNumber: placed.orderNumber,
      email: 'someone@example.com',
    });
    const unknown = await client.post('/order/v0/an-us/order-inquiries', {
      orderNumber: 'AN123',
      email: 'owner@example.com',
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknown.body);
  });

  it.each([
    ['email', { orderNumber: 'AN100000001', email: 'not-an-email' }, 'email:format'],
    ['orderNumber', { orderNumber: 'AN-1; DROP', email: 'a@example.com' }, 'orderNumber:pattern'],
    ['a missing email', { orderNumber: 'AN100000001' }, 'email:required'],
  ])('400 for %s', async (_label, body, expected) => {
    const reply = await (await guest(api)).post('/order/v0/an-us/order-inquiries', body);
    expect(reply.status).toBe(400);
    expect(fieldCodes(reply)).toEqual([expected]);
  });

  it('401 without a token', async () => {
    const reply = await api.client().post('/order/v0/an-us/order-inquiries', {
      orderNumber: 'AN1',
      email: 'a@example.com',
    });
    expect(reply.status).toBe(401);
  });
});

describe('SMS order updates (shell spec §7 sms-optins; §5 SMS order tracking switch)', () => {
  it('opts the order in where the switch is on, keeping the number as digits', async () => {
    expect(siteConfig('an-us').switches.smsOrderTracking).toBe(true);
    const { client } = await signedIn(api);
    const placed = await placeOrder(client, 'an-us', [await addProduct(api.db)]);
    const reply = await client.post(`/order/v0/an-us/orders/${placed.orderId}/sms-optins`, {
      phoneNumber: '(215) 555-0199',
    });
    expect(reply).toMatchObject({
      status: 201,
      body: { orderNumber: placed.orderNumber, optedIn: true, phoneNumberLastFour: '0199' },
    });
    const [row] = await api.db.query<{ payload: { phoneNumber: string } }>(
      `SELECT payload FROM form_submissions WHERE kind = 'sms-optin' AND payload->>'orderNumber' = $1`,
      [placed.orderNumber],
    );
    expect(row?.payload.phoneNumber).toBe('2155550199');
  });

  it("404 for another user's order; 400 for a short number", async () => {
    const owner = await signedIn(api);
    const placed = await placeOrder(owner.client, 'an-us', [await addProduct(api.db)]);
    const { client } = await signedIn(api);
    expect(
      (
        await client.post(`/order/v0/an-us/orders/${placed.orderId}/sms-optins`, {
          phoneNumber: '2155550199',
        })
      ).status,
    ).toBe(404);
    const short = await owner.client.post(
      `/order/v0/an-us/orders/${placed.orderNumber}/sms-optins`,
      {
        phoneNumber: '555-01',
      },
    );
    expect(fieldCodes(short)).toEqual(['phoneNumber:PHONE_NUMBER_INVALID']);
  });

  it('403 FEATURE_DISABLED where the site has no SMS order tracking', async () => {
    expect(siteConfig('an-uk').switches.smsOrderTracking).toBe(false);
    const { client } = await signedIn(api, 'an-uk');
    const reply = await client.post('/order/v0/an-uk/orders/AN1/sms-optins', {
      phoneNumber: '02079460000',
    });
    expect(reply).toMatchObject({ status: 403, body: { code: 'FEATURE_DISABLED' } });
  });
});

describe('self-cancellation (designed: POST /order/v0/{siteId}/orders/{orderNumber}/cancellations; shell spec §3.1)', () => {
  const cancel = (
    client: Awaited<ReturnType<typeof signedIn>>['client'],
    number: string,
    reason: string,
    siteId = 'an-us',
  ) =>
    client.post<OrderDetail & { code?: string }>(
      `/order/v0/${siteId}/orders/${number}/cancellations`,
      { reason },
    );

  it("cancels the shopper's placed order with one of the site's reasons, once", async () => {
    const { client } = await signedIn(api);
    const order = await placeOrder(client, 'an-us', [await addProduct(api.db)]);
    const reason = siteConfigFields(siteConfig('an-us')).selfCancellation?.reasons?.[0] ?? '';
    const reply = await cancel(client, order.orderNumber, reason);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('cancelled');
    expect(reply.body.tracking.at(-1)).toMatchObject({ status: 'CANCELLED' });
    // A second cancel (or one after shipping) is refused: nothing left to cancel.
    expect(await cancel(client, order.orderNumber, reason)).toMatchObject({
      status: 409,
      body: { code: 'ORDER_NOT_CANCELLABLE' },
    });
  });

  it("refuses a reason the site does not list, another shopper's order, a guest and a site without it", async () => {
    const { client } = await signedIn(api);
    const order = await placeOrder(client, 'an-us', [await addProduct(api.db)]);
    const reason = siteConfigFields(siteConfig('an-us')).selfCancellation?.reasons?.[0] ?? '';
    const bad = await cancel(client, order.orderNumber, 'BECAUSE');
    expect(bad.status).toBe(400);
    expect(fieldCodes(bad)).toEqual(['reason:REASON_INVALID']);
    const other = await signedIn(api);
    expect((await cancel(other.client, order.orderNumber, reason)).status).toBe(404);
    expect((await cancel(await guest(api), order.orderNumber, reason)).status).toBe(403);
    expect(await cancel(client, order.orderNumber, reason, 'an-uk')).toMatchObject({
      status: 403,
      body: { code: 'FEATURE_DISABLED' },
    });
    const [row] = await api.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_number = $1',
      [order.orderNumber],
    );
    expect(row?.status).toBe('placed');
  });
});
