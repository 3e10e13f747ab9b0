import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, addToCart, ensureRates, guest, readyForPayment } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Methods paid on the provider's page (issue 12; catalogue spec §1 payment methods; shell spec
 * §2.2 the payment step's apmCompleted and paymentError flags): a session sends the shopper to the
 * provider (played here by the reference API), who approves or declines and is sent back to the
 * site's own payment step, never elsewhere; the order waits for an approval of its very total.
 */
const BASE = '/checkout/v0/an-us/carts/current';
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await ensureRates(api.db);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

async function atPayment(paymentType = 'KLARNA'): Promise<TestClient> {
  const product = await addProduct(api.db, { priceUsd: 120, stock: 10 });
  const client = await guest(api);
  await readyForPayment(client, 'an-us', [product]);
  expect((await client.put(`${BASE}/payment`, { paymentType })).status).toBe(200);
  return client;
}

const session = (client: TestClient, returnPath = '/checkout/payment') =>
  client.post<{ providerPath: string; sessionId: string; paymentType: string }>(
    `${BASE}/payment-session`,
    { returnPath },
  );
const order = (client: TestClient) => client.post(`${BASE}/orders`, { email: 'k@example.com' });

describe('paying on the provider page (issue 12)', () => {
  it('approve: back on the payment step with apmCompleted=1, then the order is placed', async () => {
    const client = await atPayment('KLARNA');
    expect(await order(client)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_AUTHORIZED' },
    });
    const started = await session(client);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ paymentType: 'KLARNA' });
    expect(started.body.providerPath).toBe(`/payments/v0/an-us/provider/${started.body.sessionId}`);

    const page = await client.get<string>(started.body.providerPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.body).toContain('Pay Anthropologie with Klarna');
    expect(page.body).toMatch(/\$1\d\d\.\d\d/);
    expect(page.body).toContain('name="decision" value="approve"');

    const approved = await client.postForm(started.body.providerPath, { decision: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe('/checkout/payment?payment=1&apmCompleted=1');
    const cart = await client.get<{ payment: { providerStatus: string } }>(BASE);
    expect(cart.body.payment).toEqual({ paymentType: 'KLARNA', providerStatus: 'authorized' });
    expect(await order(client)).toMatchObject({ status: 201 });
  });

  it('Apple Pay: no order until its wallet sheet approved the total (shell spec §9)', async () => {
    const client = await atPayment('APPLE_PAY');
    expect(await order(client)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_AUTHORIZED', message: 'Finish paying with Apple Pay first.' },
    });
    const started = await session(client);
    expect(started.body).toMatchObject({ paymentType: 'APPLE_PAY' });
    expect((await client.get<string>(started.body.providerPath)).body).toContain(
      'Pay Anthropologie with Apple Pay',
    );
    await client.postForm(started.body.providerPath, { decision: 'approve' });
    expect(await order(client)).toMatchObject({ status: 201 });
  });

  it('decline: back with paymentError=DECLINED, no order, and the session is over', async () => {
    const client = await atPayment('PAYPAL');
    const started = await session(client, '/fr-fr/checkout/payment');
    const declined = await client.postForm(started.body.providerPath, { decision: 'decline' });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(
      '/fr-fr/checkout/payment?payment=1&paymentError=DECLINED',
    );
    expect(await order(client)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_AUTHORIZED' },
    });
    expect((await client.get(started.body.providerPath)).status).toBe(404);
    expect((await client.postForm(started.body.providerPath, { decision: 'approve' })).status).toBe(
      404,
    );
  });

  it('a bag changed after the approval needs a new one', async () => {
    const client = await atPayment('PAYPAL');
    const started = await session(client);
    await client.postForm(started.body.providerPath, { decision: 'approve' });
    const more = await addProduct(api.db, { priceUsd: 10, stock: 5 });
    expect((await addToCart(client, 'an-us', more)).status).toBe(200);
    expect(await order(client)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_AMOUNT_CHANGED' },
    });
  });

  it.each([
    ['//evil.example/steal'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['checkout/payment'],
    ['/checkout/payment?next=//evil.example'],
  ])('never sends the shopper off the site: returnPath %s is refused', async (returnPath) => {
    const client = await atPayment('PAYPAL');
    expect((await session(client, returnPath)).status).toBe(400);
  });

  it("another shopper cannot open or answer someone's session", async () => {
    const client = await atPayment('PAYPAL');
    const started = await session(client);
    const stranger = await guest(api);
    const product = await addProduct(api.db, { stock: 5 });
    await addToCart(stranger, 'an-us', product);
    expect((await stranger.get(started.body.providerPath)).status).toBe(404);
    expect(
      (await stranger.postForm(started.body.providerPath, { decision: 'approve' })).status,
    ).toBe(404);
    expect((await client.get(started.body.providerPath)).status).toBe(200);
  });

  it('409 PAYMENT_NOT_REDIRECT before a redirect method is chosen; 400 without a decision', async () => {
    const product = await addProduct(api.db, { stock: 5 });
    const fresh = await guest(api);
    await readyForPayment(fresh, 'an-us', [product]);
    expect(await session(fresh)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_NOT_REDIRECT' },
    });
    const client = await atPayment('PAYPAL');
    const started = await session(client);
    expect((await client.postForm(started.body.providerPath, { decision: 'maybe' })).status).toBe(
      400,
    );
  });
});
