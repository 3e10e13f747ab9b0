import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  addStylist,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  readyForPayment,
  signedIn,
} from './fixtures/checkout.ts';
import type { ErrorReply } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Pay with your stylist (issue 12 "stylist payment"; catalogue spec §5 payment methods; shell spec
 * §5 "stylists cannot use stylist or gift card methods unless a rule allows it"): the shopper names
 * one of the brand's stylists by the ID the stylist gave them; the order is placed with its
 * payment awaiting that stylist, who is shown by first name and last initial only.
 */
let api: TestApi;
const BASE = '/checkout/v0/an-us/carts/current';

interface StylistPayment {
  paymentType: string;
  stylist?: { stylistId: string; name: string; status?: string };
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
  await addStylist(api, { stylistId: 'STY-AN-0421', first: 'Taylor', last: 'Brooks' });
  // Another brand's stylist: not a stylist of Anthropologie.
  await addStylist(api, { brandId: 'free-people', stylistId: 'STY-FP-0421', first: 'Robin' });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function atPayment() {
  const client = await guest(api);
  await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 60 })]);
  return client;
}

describe('pay with your stylist: the stylist ID (issue 12)', () => {
  it('the payment methods offer STYLIST to a guest on an-us', async () => {
    const client = await atPayment();
    const listed = await client.get<{ methods: { paymentType: string; available: boolean }[] }>(
      `${BASE}/payment-methods`,
    );
    expect(listed.body.methods.find((entry) => entry.paymentType === 'STYLIST')).toMatchObject({
      available: true,
    });
  });

  it.each([
    ['an ID no stylist has', 'STY-AN-9999'],
    ["another brand's stylist", 'STY-FP-0421'],
  ])('refuses %s on the stylistId field, saying what to do', async (_case, stylistId) => {
    const client = await atPayment();
    const reply = await client.put(`${BASE}/payment`, { paymentType: 'STYLIST', stylistId });
    expect(reply.status).toBe(400);
    expect(fieldCodes(reply)).toEqual(['stylistId:STYLIST_NOT_FOUND']);
    const message = (reply.body as unknown as ErrorReply).field_errors?.[0]?.message ?? '';
    expect(message).toMatch(/No Anthropologie stylist has this ID/);
    expect(message).toMatch(/Check the ID your stylist gave you, or choose another way to pay/);
    // Nothing is kept on the cart.
    const cart = await client.get<{ payment: unknown }>(BASE);
    expect(cart.body.payment).toBeNull();
  });

  it('asks for the ID when it is missing, and takes it only with STYLIST', async () => {
    const client = await atPayment();
    const missing = await client.put(`${BASE}/payment`, { paymentType: 'STYLIST' });
    expect(missing.status).toBe(400);
    expect(fieldCodes(missing)).toEqual(['stylistId:STYLIST_ID_REQUIRED']);
    const withPaypal = await client.put(`${BASE}/payment`, {
      paymentType: 'PAYPAL',
      stylistId: 'STY-AN-0421',
    });
    expect(withPaypal.status).toBe(400);
    expect(fieldCodes(withPaypal)).toEqual(['stylistId:STYLIST_ID_NOT_EXPECTED']);
  });

  it('refuses an ID with other characters by its schema (DESIGN §8: bodies are hostile)', async () => {
    const client = await atPayment();
    const reply = await client.put(`${BASE}/payment`, {
      paymentType: 'STYLIST',
      stylistId: "STY' OR 1=1 --",
    });
    expect(reply.status).toBe(400);
    const cart = await client.get<{ payment: unknown }>(BASE);
    expect(cart.body.payment).toBeNull();
  });

  it("takes a known ID in any case and keeps the stylist's ID and short name only", async () => {
    const client = await atPayment();
    const reply = await client.put<{ payment: StylistPayment }>(`${BASE}/payment`, {
      paymentType: 'STYLIST',
      stylistId: 'sty-an-0421',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toEqual({
      paymentType: 'STYLIST',
      stylist: { stylistId: 'STY-AN-0421', name: 'Taylor B.' },
    });
    expect(JSON.stringify(reply.body)).not.toContain('Brooks');
  });
});

describe('pay with your stylist: the order (issue 12)', () => {
  it('is placed with its payment awaiting the stylist, as the order and the account show it', async () => {
    const { client } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 60 })]);
    expect(
      (await client.put(`${BASE}/payment`, { paymentType: 'STYLIST', stylistId: 'STY-AN-0421' }))
        .status,
    ).toBe(200);
    const placed = await client.post<{ orderNumber: string }>(`${BASE}/orders`, {});
    expect(placed.status).toBe(201);
    const order = await client.get<{ payment: StylistPayment }>(
      `/order/v0/an-us/orders/${placed.body.orderNumber}`,
    );
    expect(order.status).toBe(200);
    expect(order.body.payment).toEqual({
      paymentType: 'STYLIST',
      stylist: { stylistId: 'STY-AN-0421', name: 'Taylor B.', status: 'awaiting' },
    });
    const [row] = await api.db.query<{ payment: Record<string, unknown> }>(
      'SELECT payment FROM orders WHERE order_number = $1',
      [placed.body.orderNumber],
    );
    // The stylist's reference, never their full name or contact details.
    expect(Object.keys((row?.payment.stylist as object) ?? {}).sort()).toEqual([
      'name',
      'status',
      'stylistId',
      'userId',
    ]);
  });
});

describe('pay with your stylist: the stylist records the payment (issue 12)', () => {
  const LOGIN = '/auth/v0/an-us/tokens/login';
  let stylistLogin: { email: string; password: string };
  let otherLogin: { email: string; password: string };

  beforeAll(async () => {
    stylistLogin = await addStylist(api, { stylistId: 'STY-AN-0555', first: 'Jo', last: 'Park' });
    otherLogin = await addStylist(api, { stylistId: 'STY-AN-0556', first: 'Sam', last: 'Ng' });
  });

  async function orderAwaiting(): Promise<{ orderNumber: string; total: number }> {
    const client = await atPayment();
    expect(
      (await client.put(`${BASE}/payment`, { paymentType: 'STYLIST', stylistId: 'STY-AN-0555' }))
        .status,
    ).toBe(200);
    const placed = await client.post<{ orderNumber: string; totals: { total: number } }>(
      `${BASE}/orders`,
      { email: 'client@example.com' },
    );
    expect(placed.status).toBe(201);
    return { orderNumber: placed.body.orderNumber, total: placed.body.totals.total };
  }

  async function asStylist(login: { email: string; password: string }) {
    const client = api.client();
    const { email, password } = login;
    expect((await client.post(LOGIN, { email, password })).status).toBe(200);
    return client;
  }

  it('the stylist the order names records its total; the order then shows paid', async () => {
    const { orderNumber, total } = await orderAwaiting();
    const stylist = await asStylist(stylistLogin);
    const path = `/order/v0/an-us/orders/${orderNumber}/stylist-payments`;
    const short = await stylist.post(path, { amount: total - 1 });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    const paid = await stylist.post<{ payment: StylistPayment }>(path, { amount: total });
    expect(paid.status).toBe(200);
    expect(paid.body.payment.stylist).toEqual({
      stylistId: 'STY-AN-0555',
      name: 'Jo P.',
      status: 'paid',
    });
    // Again: the order as it is.
    expect((await stylist.post(path, { amount: total })).status).toBe(200);
  });

  it('another stylist, a shopper or a guest cannot record it', async () => {
    const { orderNumber, total } = await orderAwaiting();
    const path = `/order/v0/an-us/orders/${orderNumber}/stylist-payments`;
    const other = await asStylist(otherLogin);
    expect(await other.post(path, { amount: total })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_FOUND' },
    });
    const { client: shopper } = await signedIn(api);
    expect((await shopper.post(path, { amount: total })).status).toBe(403);
    expect((await (await guest(api)).post(path, { amount: total })).status).toBe(403);
    const [row] = await api.db.query<{ payment: { stylist: { status: string } } }>(
      'SELECT payment FROM orders WHERE order_number = $1',
      [orderNumber],
    );
    expect(row?.payment.stylist.status).toBe('awaiting');
  });
});

describe("pay with your stylist: the stylist's list of clients' orders (issue 12)", () => {
  const LIST = '/order/v0/an-us/stylist-orders';
  let listLogin: { email: string; password: string };

  beforeAll(async () => {
    const { email, password } = await addStylist(api, {
      stylistId: 'STY-AN-0777',
      first: 'Lee',
      last: 'Quinn',
    });
    listLogin = { email, password };
  });

  async function placedFor(stylistId: string) {
    const client = await atPayment();
    expect(
      (await client.put(`${BASE}/payment`, { paymentType: 'STYLIST', stylistId })).status,
    ).toBe(200);
    const placed = await client.post<{ orderNumber: string; totals: { total: number } }>(
      `${BASE}/orders`,
      { email: 'client@example.com' },
    );
    expect(placed.status).toBe(201);
    return { orderNumber: placed.body.orderNumber, total: placed.body.totals.total };
  }

  interface Listed {
    orders: { orderNumber: string; client: string; stylistStatus: string; total: number }[];
    totalResults: number;
  }

  it('lists only the orders naming this stylist, awaiting first, the client by first name and initial', async () => {
    const first = await placedFor('STY-AN-0777');
    const second = await placedFor('sty-an-0777');
    const someoneElses = await placedFor('STY-AN-0421');
    const stylist = api.client();
    expect((await stylist.post('/auth/v0/an-us/tokens/login', listLogin)).status).toBe(200);
    const paid = await stylist.post(
      `/order/v0/an-us/orders/${first.orderNumber}/stylist-payments`,
      {
        amount: first.total,
      },
    );
    expect(paid.status).toBe(200);
    const listed = await stylist.get<Listed>(LIST);
    expect(listed.status).toBe(200);
    expect(listed.body.totalResults).toBe(2);
    // Awaiting first, then the newest.
    expect(listed.body.orders.map((order) => [order.orderNumber, order.stylistStatus])).toEqual([
      [second.orderNumber, 'awaiting'],
      [first.orderNumber, 'paid'],
    ]);
    expect(listed.body.orders.map((order) => order.orderNumber)).not.toContain(
      someoneElses.orderNumber,
    );
    // US_ADDRESS's name, as the stylist knows the client: nothing else of the address.
    expect(listed.body.orders[0]).toMatchObject({ client: 'Ada L.', total: second.total });
    expect(JSON.stringify(listed.body)).not.toMatch(
      /Lovelace|Philadelphia|19103|555-0100|client@example/,
    );
  });

  it('puts an older order still awaiting before a newer paid one', async () => {
    const older = await placedFor('STY-AN-0777');
    const newer = await placedFor('STY-AN-0777');
    const stylist = api.client();
    expect((await stylist.post('/auth/v0/an-us/tokens/login', listLogin)).status).toBe(200);
    expect(
      (
        await stylist.post(`/order/v0/an-us/orders/${newer.orderNumber}/stylist-payments`, {
          amount: newer.total,
        })
      ).status,
    ).toBe(200);
    const listed = await stylist.get<Listed>(`${LIST}?limit=50`);
    const numbers = listed.body.orders.map((order) => order.orderNumber);
    expect(numbers.indexOf(older.orderNumber)).toBeLessThan(numbers.indexOf(newer.orderNumber));
    const statuses = listed.body.orders.map((order) => order.stylistStatus);
    expect(statuses).toEqual([...statuses].sort()); // every 'awaiting' before every 'paid'
  });

  it('is refused to a shopper and a guest, and pages as the order history does', async () => {
    const { client: shopper } = await signedIn(api);
    expect((await shopper.get(LIST)).status).toBe(403);
    expect((await (await guest(api)).get(LIST)).status).toBe(403);
    const stylist = api.client();
    expect((await stylist.post('/auth/v0/an-us/tokens/login', listLogin)).status).toBe(200);
    expect((await stylist.get(`${LIST}?limit=0`)).status).toBe(400);
    const page = await stylist.get<Listed & { limit: number }>(`${LIST}?limit=1`);
    expect(page.body.orders).toHaveLength(1);
    expect(page.body.limit).toBe(1);
  });
});

describe('pay with your stylist: a stylist (shell spec §5)', () => {
  it('a stylist is refused the method where the site rule does not allow it', async () => {
    const { client } = await signedIn(api, 'an-us', ['stylist']);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 60 })]);
    const reply = await client.put(`${BASE}/payment`, {
      paymentType: 'STYLIST',
      stylistId: 'STY-AN-0421',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    expect(fieldCodes(reply)).toEqual(['paymentType:NOT_FOR_STYLIST']);
    const listed = await client.get<{
      methods: { paymentType: string; available: boolean; reason?: string }[];
    }>(`${BASE}/payment-methods`);
    expect(listed.body.methods.find((entry) => entry.paymentType === 'STYLIST')).toMatchObject({
      available: false,
      reason: 'NOT_FOR_STYLIST',
    });
  });
});
