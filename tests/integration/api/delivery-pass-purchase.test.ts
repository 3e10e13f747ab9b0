import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { siteConfigFields } from '../../../commerce-api/profile/site-fields.ts';
import {
  UK_ADDRESS,
  addProduct,
  addToCart,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  payOnProvider,
  readyForPayment,
  signedIn,
  siteConfig,
} from './fixtures/checkout.ts';
import type { ErrorReply } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Buying a delivery pass in the bag (issue 12 "where the site's billing countries allow it"; shell
 * spec §1 "a delivery-pass membership"; the call designed in the gift options call's style):
 * PUT /checkout/v0/{siteId}/carts/current/delivery-pass, the cart's deliveryPass and
 * priceInfo.deliveryPass, the order that makes the shopper a member, and its cancellation.
 */
let api: TestApi;

interface PassOffer {
  added: boolean;
  price: number;
  termMonths: number;
  signInRequired: boolean;
}
interface CartReply {
  id: string | null;
  deliveryPass: PassOffer | null;
  priceInfo: {
    subtotal: number;
    discountableSubtotal: number;
    shipping: number;
    deliveryPass: number;
    discount: number;
    total: number;
  };
  deliveryOption: { id: string; price: number } | null;
}
interface OrderReply {
  orderNumber: string;
  status: string;
  totals: { subtotal: number; shipping: number; deliveryPass: number; total: number };
  deliveryPass: { expirationDate: string } | null;
}
type Membership = { type?: string; expirationDate?: string; memberId?: string; group?: string };

const cartPath = (siteId = 'an-us') => `/checkout/v0/${siteId}/carts/current`;
const setPass = (client: TestClient, added: boolean, siteId = 'an-us') =>
  client.put<CartReply>(`${cartPath(siteId)}/delivery-pass`, { added });
const getCart = async (client: TestClient, siteId = 'an-us') =>
  (await client.get<CartReply>(cartPath(siteId))).body;
const membershipOf = async (client: TestClient): Promise<Membership | undefined> =>
  (await client.get<{ membership?: Membership }>('/profile/v0/an-us/me')).body.membership;

/** A UTC day as YYYY-MM-DD. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The same day a year on (a 29 February buys until 28 February): the pass's 12 months. */
const yearOn = (day: string) => {
  const [year, rest] = [Number(day.slice(0, 4)), day.slice(5)];
  return `${year + 1}-${rest === '02-29' ? '02-28' : rest}`;
};

/**
 * The brands as configured, but an-uk sells the pass in GB only (its config sells none): a site
 * that ships to a country (IE) its billing countries do not list, and a GBP price.
 */
function passBrands(): ApiBrandConfig[] {
  return brands().map((brand) => {
    if (brand.id !== 'anthropologie') return brand;
    const copy = structuredClone(brand) as ApiBrandConfig;
    (copy.sites['an-uk'] as unknown as Record<string, unknown>).deliveryPassMembership = {
      billingCountries: ['GB'],
    };
    return copy;
  });
}

async function setMembership(userId: string, membership: Membership): Promise<void> {
  await api.db.query(
    `UPDATE users SET profile = profile || jsonb_build_object('membership', $2::jsonb) WHERE id = $1`,
    [userId, JSON.stringify(membership)],
  );
}

/** A signed-in shopper of an-us with a $50 line, a US address and standard delivery chosen. */
async function memberToBe(siteId = 'an-us', address?: object) {
  const shopper = await signedIn(api, siteId);
  const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
  await readyForPayment(
    shopper.client,
    siteId,
    [{ ...product, poolId: siteConfig(siteId).inventoryPool }],
    address,
  );
  return shopper;
}

async function placeWithPayPal(client: TestClient, body: object = {}) {
  await payOnProvider(client);
  return client.post<OrderReply & ErrorReply>(`${cartPath()}/orders`, body);
}

/** The ordered cart answers 412; a reauth gives the token a fresh cart (catalogue spec §4). */
async function freshCart(client: TestClient, password: string): Promise<void> {
  expect((await client.post('/auth/v0/an-us/tokens/reauth', { password })).status).toBe(200);
}

const cancelReason = () =>
  siteConfigFields(siteConfig('an-us')).selfCancellation?.reasons?.[0] ?? '';

beforeAll(async () => {
  api = await startApi({ brands: passBrands() });
  await ensureRates(api.db);
}, 120_000);
afterAll(() => api?.close());

describe('issue 12: the bag offers a delivery pass where the site sells one (shell spec §1 "a delivery-pass membership")', () => {
  it('an-us and tr-us (billing countries US) offer it at USD 49 for 12 months; an-ca and an-de (none) do not, and refuse it', async () => {
    expect(siteConfigFields(siteConfig('an-us')).deliveryPassMembership?.billingCountries).toEqual([
      'US',
    ]);
    const shopper = await memberToBe();
    const cart = await getCart(shopper.client);
    expect(cart.deliveryPass).toEqual({
      added: false,
      price: 49,
      termMonths: 12,
      signInRequired: false,
    });
    expect(cart.priceInfo).toMatchObject({ deliveryPass: 0, shipping: 8, total: 58 });
    // A caller with no cart yet: the empty cart says the same.
    const trUs = await getCart(await guest(api, 'tr-us'), 'tr-us');
    expect(trUs).toMatchObject({ id: null, priceInfo: { deliveryPass: 0 } });
    expect(trUs.deliveryPass).toMatchObject({ added: false, price: 49, signInRequired: true });

    for (const siteId of ['an-ca', 'an-de']) {
      expect(
        siteConfigFields(siteConfig(siteId)).deliveryPassMembership?.billingCountries ?? [],
      ).toEqual([]);
      const { client } = await signedIn(api, siteId);
      const product = await addProduct(api.db);
      const poolId = siteConfig(siteId).inventoryPool;
      expect((await addToCart(client, siteId, { ...product, poolId })).status).toBe(200);
      const before = await getCart(client, siteId);
      expect(before.deliveryPass, siteId).toBeNull();
      expect(before.priceInfo.deliveryPass).toBe(0);
      const refused = await setPass(client, true, siteId);
      expect(refused.status).toBe(400);
      expect(fieldCodes(refused)).toEqual(['added:DELIVERY_PASS_NOT_OFFERED']);
      expect((refused.body as unknown as ErrorReply).field_errors?.[0]?.message).toBe(
        'This site does not sell a delivery pass.',
      );
      expect(await getCart(client, siteId)).toEqual(before);
    }
  });

  it('a guest sees it with signInRequired and is refused at the field, nothing changed', async () => {
    const client = await guest(api);
    const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
    expect((await addToCart(client, 'an-us', product)).status).toBe(200);
    const before = await getCart(client);
    expect(before.deliveryPass).toEqual({
      added: false,
      price: 49,
      termMonths: 12,
      signInRequired: true,
    });
    const refused = await setPass(client, true);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field_errors: [
        {
          field: 'added',
          code: 'DELIVERY_PASS_SIGN_IN',
          message: 'Sign in to add a delivery pass: it belongs to your account.',
        },
      ],
    });
    expect(await getCart(client)).toEqual(before);
    const [row] = await api.db.query<{ delivery_pass: boolean }>(
      'SELECT delivery_pass FROM carts WHERE id = $1',
      [before.id],
    );
    expect(row?.delivery_pass).toBe(false);
    // Taking it out is never refused.
    expect((await setPass(client, false)).status).toBe(200);
  });

  it('a shopper whose pass runs is offered none and refused with its last day; an ended pass or another membership is offered one', async () => {
    const { client, user } = await memberToBe();
    await setMembership(user.id, {
      type: 'DELIVERY_PASS',
      expirationDate: '2099-12-31',
      memberId: 'DP1',
    });
    const member = await getCart(client);
    expect(member.deliveryPass).toBeNull();
    expect(member.priceInfo).toMatchObject({ shipping: 0, deliveryPass: 0 });
    const refused = await setPass(client, true);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field_errors: [
        {
          field: 'added',
          code: 'DELIVERY_PASS_MEMBER',
          message: 'You already have a delivery pass, running until 2099-12-31.',
        },
      ],
    });
    expect(await getCart(client)).toEqual(member);

    for (const membership of [
      { type: 'DELIVERY_PASS', expirationDate: '2020-01-31', memberId: 'DP0' },
      { type: 'LOYALTY', expirationDate: '2099-12-31' },
    ]) {
      await setMembership(user.id, membership);
      expect((await getCart(client)).deliveryPass, membership.type).toMatchObject({ added: false });
      expect((await setPass(client, true)).status).toBe(200);
      expect((await setPass(client, false)).status).toBe(200);
    }
  });

  it('400 for a body of the wrong shape, 401 without a token', async () => {
    const { client } = await memberToBe();
    expect((await client.put(`${cartPath()}/delivery-pass`, {})).status).toBe(400);
    expect((await client.put(`${cartPath()}/delivery-pass`, { added: 'yes' })).status).toBe(400);
    expect((await setPass(api.client(), false)).status).toBe(401);
  });
});

describe('issue 12: the pass in the bag (shell spec §1 "a delivery-pass membership")', () => {
  it('is charged once in the total and makes standard shipping free; taken out, the bag is as before', async () => {
    const { client } = await memberToBe();
    const added = await setPass(client, true);
    expect(added.status).toBe(200);
    expect(added.body.deliveryPass).toEqual({
      added: true,
      price: 49,
      termMonths: 12,
      signInRequired: false,
    });
    expect(added.body.priceInfo).toMatchObject({
      subtotal: 50,
      // Not a line: the free-shipping threshold and promotions see the lines alone.
      discountableSubtotal: 50,
      deliveryPass: 49,
      shipping: 0,
      total: 99,
    });
    expect(added.body.deliveryOption).toEqual({ id: 'STANDARD', price: 0 });
    const options = await client.get<{ options: { id: string; price: number }[] }>(
      `${cartPath()}/delivery-options`,
    );
    expect(options.body.options.find((option) => option.id === 'STANDARD')?.price).toBe(0);
    expect(options.body.options.find((option) => option.id === 'EXPRESS')?.price).toBeGreaterThan(
      0,
    );
    // Adding it again is the same bag, not a second pass.
    expect((await setPass(client, true)).body.priceInfo.total).toBe(99);

    const removed = await setPass(client, false);
    expect(removed.body.deliveryPass).toMatchObject({ added: false });
    expect(removed.body.priceInfo).toMatchObject({ deliveryPass: 0, shipping: 8, total: 58 });
  });

  it('a promo code takes nothing off the pass', async () => {
    const { client } = await memberToBe();
    const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    await api.db.query(
      `INSERT INTO promotions (brand_id, code, percent_off, min_subtotal_usd)
       VALUES ('anthropologie', $1, 50, 0)`,
      [code],
    );
    expect((await client.post(`${cartPath()}/promo-codes`, { code })).status).toBe(200);
    const cart = (await setPass(client, true)).body;
    expect(cart.priceInfo).toMatchObject({ subtotal: 50, discount: 25, deliveryPass: 49 });
    expect(cart.priceInfo.total).toBe(74);
  });

  it("shipping stays charged to a country the site's billing countries do not list (an-uk sells it in GB: GBP 39; to IE charged)", async () => {
    const ireland = { ...UK_ADDRESS, city: 'Dublin', postalCode: 'D02 X285', country: 'IE' };
    const { client } = await memberToBe('an-uk', ireland);
    const added = await setPass(client, true, 'an-uk');
    expect(added.status).toBe(200);
    expect(added.body.deliveryPass).toMatchObject({ added: true, price: 39 });
    const { subtotal, shipping, total } = added.body.priceInfo;
    expect(shipping).toBeGreaterThan(0);
    expect(total).toBe(Math.round((subtotal + 39 + shipping) * 100) / 100);
    expect(
      (await client.put(`${cartPath('an-uk')}/shipping-address`, { address: UK_ADDRESS })).status,
    ).toBe(200);
    expect((await getCart(client, 'an-uk')).priceInfo).toMatchObject({ shipping: 0 });
  });
});

describe('issue 12: placing the order makes the shopper a delivery-pass member (shell spec §1 "a delivery-pass membership")', () => {
  it('the membership runs 12 months from today under the order number; the order shows it; the next bag offers none and ships free', async () => {
    const { client, user } = await memberToBe();
    expect((await setPass(client, true)).status).toBe(200);
    const before = dayOf(new Date());
    const placed = await placeWithPayPal(client);
    const after = dayOf(new Date());
    expect(placed.status).toBe(201);
    expect(placed.body.totals).toMatchObject({
      subtotal: 50,
      shipping: 0,
      deliveryPass: 49,
      total: 99,
    });
    const membership = await membershipOf(client);
    expect(membership).toEqual({
      type: 'DELIVERY_PASS',
      expirationDate: expect.any(String),
      memberId: placed.body.orderNumber,
    });
    expect([yearOn(before), yearOn(after)]).toContain(membership?.expirationDate);

    const order = await client.get<OrderReply>(`/order/v0/an-us/orders/${placed.body.orderNumber}`);
    expect(order.status).toBe(200);
    expect(order.body.totals.deliveryPass).toBe(49);
    expect(order.body.deliveryPass).toEqual({ expirationDate: membership?.expirationDate });

    await freshCart(client, user.password);
    const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
    await readyForPayment(client, 'an-us', [product]);
    const next = await getCart(client);
    expect(next.deliveryPass).toBeNull();
    expect(next.priceInfo).toMatchObject({ subtotal: 50, shipping: 0, deliveryPass: 0, total: 50 });
    expect(fieldCodes(await setPass(client, true))).toEqual(['added:DELIVERY_PASS_MEMBER']);
  });

  it('an order without the pass shows none: totals.deliveryPass 0, deliveryPass null, no membership', async () => {
    const { client } = await memberToBe();
    const placed = await placeWithPayPal(client);
    expect(placed.status).toBe(201);
    expect(placed.body.totals).toMatchObject({ deliveryPass: 0, shipping: 8, total: 58 });
    const order = await client.get<OrderReply>(`/order/v0/an-us/orders/${placed.body.orderNumber}`);
    expect(order.body).toMatchObject({ totals: { deliveryPass: 0 }, deliveryPass: null });
    expect(await membershipOf(client)).toBeUndefined();
  });

  it("refuses a guest's bag holding the pass with DELIVERY_PASS_SIGN_IN, placing nothing", async () => {
    const client = await guest(api);
    const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
    await readyForPayment(client, 'an-us', [product]);
    const cartId = (await getCart(client)).id;
    // A bag that held the pass and lost its owner (the call itself never gives a guest one).
    await api.db.query('UPDATE carts SET delivery_pass = true WHERE id = $1', [cartId]);
    expect((await getCart(client)).deliveryPass).toMatchObject({
      added: true,
      signInRequired: true,
    });
    const refused = await placeWithPayPal(client, { email: 'pass-guest@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'DELIVERY_PASS_SIGN_IN',
      message: 'Sign in to buy a delivery pass: it belongs to your account.',
    });
    const orders = await api.db.query('SELECT id FROM orders WHERE cart_id = $1', [cartId]);
    expect(orders).toEqual([]);
    expect(
      (
        await api.db.query<{ status: string }>('SELECT status FROM carts WHERE id = $1', [cartId])
      )[0]?.status,
    ).toBe('active');
  });

  it('refuses the order when a pass started meanwhile (DELIVERY_PASS_MEMBER); the pass stays in the bag to take out', async () => {
    const { client, user } = await memberToBe();
    expect((await setPass(client, true)).status).toBe(200);
    await setMembership(user.id, {
      type: 'DELIVERY_PASS',
      expirationDate: '2099-12-31',
      memberId: 'DP9',
    });
    expect((await getCart(client)).deliveryPass).toMatchObject({ added: true });
    const refused = await placeWithPayPal(client);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DELIVERY_PASS_MEMBER');
    expect(await membershipOf(client)).toMatchObject({ memberId: 'DP9' });
    const removed = await setPass(client, false);
    expect(removed.body.deliveryPass).toBeNull();
    expect(removed.body.priceInfo.deliveryPass).toBe(0);
  });
});

describe('issue 12: cancelling the order ends the delivery-pass membership it started (shell spec §1 "a delivery-pass membership", §3.1 self-cancellation)', () => {
  it('no membership before: none after; the order no longer shows a pass; the next bag offers one again', async () => {
    const { client, user } = await memberToBe();
    expect((await setPass(client, true)).status).toBe(200);
    const placed = await placeWithPayPal(client);
    expect((await membershipOf(client))?.memberId).toBe(placed.body.orderNumber);
    const cancelled = await client.post<OrderReply>(
      `/order/v0/an-us/orders/${placed.body.orderNumber}/cancellations`,
      { reason: cancelReason() },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      deliveryPass: null,
      totals: { deliveryPass: 49 },
    });
    expect(await membershipOf(client)).toBeUndefined();
    await freshCart(client, user.password);
    const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
    await readyForPayment(client, 'an-us', [product]);
    const next = await getCart(client);
    expect(next.deliveryPass).toMatchObject({ added: false, price: 49 });
    expect(next.priceInfo.shipping).toBe(8);
  });

  it('an ended pass before: given back; a membership started since by another order is left alone', async () => {
    const { client, user } = await memberToBe();
    const ended = { type: 'DELIVERY_PASS', expirationDate: '2020-01-31', memberId: 'DP0' };
    await setMembership(user.id, ended);
    expect((await setPass(client, true)).status).toBe(200);
    const first = await placeWithPayPal(client);
    expect(first.status).toBe(201);
    await client.post(`/order/v0/an-us/orders/${first.body.orderNumber}/cancellations`, {
      reason: cancelReason(),
    });
    expect(await membershipOf(client)).toEqual(ended);

    // A membership the order did not start (renewed elsewhere since) is not the order's to end.
    await freshCart(client, user.password);
    const product = await addProduct(api.db, { priceUsd: 50, listPriceUsd: 50 });
    await readyForPayment(client, 'an-us', [product]);
    expect((await setPass(client, true)).status).toBe(200);
    const second = await placeWithPayPal(client);
    expect(second.status).toBe(201);
    const renewed = { type: 'DELIVERY_PASS', expirationDate: '2099-12-31', memberId: 'DP-STORE' };
    await setMembership(user.id, renewed);
    const cancelled = await client.post(
      `/order/v0/an-us/orders/${second.body.orderNumber}/cancellations`,
      { reason: cancelReason() },
    );
    expect(cancelled.status).toBe(200);
    expect(await membershipOf(client)).toEqual(renewed);
  });
});
