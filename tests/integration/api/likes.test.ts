import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, signIn } from './fixtures/profile.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const LIKES = '/likes/v0/an-us/me/likes/products';
const BISN = '/likes/v0/an-us/back-in-stock-notifications';
const BISN_MESSAGE = 'Invalid submitBISNform parameters supplied';

type LikesPage = {
  products: { productId: string; displayName: string; styleNumber: string }[];
  offset: number;
  total: number;
};

describe('likes (shell spec §7 GET /likes/v0/{siteId}/me/likes/products)', () => {
  it('likes, lists newest first and unlikes a product', async () => {
    const { client } = await signIn(api);
    const first = await insertProduct(api);
    const second = await insertProduct(api);
    expect((await client.get<LikesPage>(LIKES)).body).toMatchObject({ products: [], total: 0 });
    expect(await client.post(`${LIKES}/${first.productId}`)).toMatchObject({
      status: 201,
      body: { productId: first.productId, liked: true },
    });
    await client.post(`${LIKES}/${second.productId}`);
    expect((await client.post(`${LIKES}/${first.productId}`)).status).toBe(200);
    const page = await client.get<LikesPage>(LIKES);
    expect(page.body.total).toBe(2);
    expect(page.body.products.map((product) => product.productId)).toEqual([
      second.productId,
      first.productId,
    ]);
    expect(page.body.products[0]).toMatchObject({
      displayName: expect.stringMatching(/^Test Product/),
      styleNumber: expect.stringMatching(/^TST-/),
    });
    expect((await client.delete(`${LIKES}/${first.productId}`)).status).toBe(204);
    expect((await client.delete(`${LIKES}/${first.productId}`)).status).toBe(204);
    const after = await client.get<LikesPage>(LIKES);
    expect(after.body.products.map((product) => product.productId)).toEqual([second.productId]);
  });

  it('pages by offset: past the end is an empty page with the total', async () => {
    const { client } = await signIn(api);
    const product = await insertProduct(api);
    await client.post(`${LIKES}/${product.productId}`);
    expect((await client.get<LikesPage>(`${LIKES}?offset=1`)).body).toMatchObject({
      products: [],
      offset: 1,
      total: 1,
    });
  });

  it.each(['-1', 'abc', '1.5'])('refuses offset=%s with 400', async (offset) => {
    const { client } = await signIn(api);
    expect(await client.get(`${LIKES}?offset=${offset}`)).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        field_errors: [expect.objectContaining({ field: 'offset' })],
      },
    });
  });

  it('likes only products of the site’s brand: another brand’s product is 404', async () => {
    const { client } = await signIn(api);
    const other = await insertProduct(api, { brandId: 'free-people' });
    expect(await client.post(`${LIKES}/${other.productId}`)).toMatchObject({
      status: 404,
      body: { code: 'PRODUCT_NOT_FOUND' },
    });
    expect((await client.post(`${LIKES}/no-such-product`)).status).toBe(404);
  });

  it('keeps each shopper’s likes apart', async () => {
    const one = await signIn(api);
    const two = await signIn(api);
    const product = await insertProduct(api);
    await one.client.post(`${LIKES}/${product.productId}`);
    expect((await two.client.get<LikesPage>(LIKES)).body.total).toBe(0);
    await two.client.delete(`${LIKES}/${product.productId}`);
    expect((await one.client.get<LikesPage>(LIKES)).body.total).toBe(1);
  });

  it('needs a signed-in shopper (shell spec §6): 401 without a token, 403 for a guest', async () => {
    expect(await api.client().get(LIKES)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
    const guest = api.client();
    await guest.post('/auth/v0/an-us/tokens/guest');
    expect(await guest.post(`${LIKES}/x`)).toMatchObject({
      status: 403,
      body: { code: 'LOGIN_REQUIRED' },
    });
  });

  it('a registered token whose authorization lapsed may still heart products', async () => {
    const { client } = await signIn(api);
    const product = await insertProduct(api);
    await client.post('/__test/tokens/current/lapse');
    expect((await client.post(`${LIKES}/${product.productId}`)).status).toBe(201);
  });
});

describe('back-in-stock notifications (catalogue spec §5, §7, §8)', () => {
  async function request(overrides: Record<string, unknown> = {}) {
    const product = await insertProduct(api);
    return {
      ...product,
      email: 'Shopper@Example.com',
      ...overrides,
    };
  }

  it('stores a request, once per sku and address, for anyone', async () => {
    const body = await request();
    const response = await api.client().post(BISN, body);
    expect(response).toMatchObject({
      status: 201,
      body: { productId: body.productId, skuId: body.skuId, email: 'shopper@example.com' },
    });
    expect((await api.client().post(BISN, { ...body, email: 'shopper@example.com' })).status).toBe(
      200,
    );
    const rows = await api.db.query<{ payload: { styleNumber: string } }>(
      `SELECT payload FROM notifications WHERE kind = 'back-in-stock' AND payload->>'skuId' = $1`,
      [body.skuId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload.styleNumber).toBe(body.styleNumber);
  });

  it('ten concurrent identical requests store one', async () => {
    const body = await request();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => api.client().post(BISN, body)),
    ).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await api.db.query(
      `SELECT id FROM notifications WHERE kind = 'back-in-stock' AND payload->>'skuId' = $1`,
      [body.skuId],
    );
    expect(rows).toHaveLength(1);
  });

  it.each(['productId', 'skuId', 'styleNumber', 'poolId', 'email'])(
    'refuses a missing or empty %s with the spec message',
    async (field) => {
      const body = await request();
      for (const value of [undefined, '', '   ', 42]) {
        const response = await api.client().post(BISN, { ...body, [field]: value });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: BISN_MESSAGE,
          field_errors: expect.arrayContaining([expect.objectContaining({ field })]),
        });
      }
    },
  );

  it.each(['tst-1-001', 'TSTAB-1-001', 'TST-1-01', 'TST-1-001-01', 'TST--001'])(
    'refuses the style number %s (2-4 capitals, dash, digits, dash, 3 digits, optional -3 digits)',
    async (styleNumber) => {
      const response = await api.client().post(BISN, await request({ styleNumber }));
      expect(response).toMatchObject({ status: 400, body: { message: BISN_MESSAGE } });
    },
  );

  it('refuses a style number that is not the product’s, with the spec message', async () => {
    const response = await api.client().post(BISN, await request({ styleNumber: 'AB-1-001-002' }));
    expect(response.body).toMatchObject({
      message: BISN_MESSAGE,
      field_errors: [expect.objectContaining({ code: 'STYLE_NUMBER_MISMATCH' })],
    });
  });

  it('refuses a pool the sku is not stocked in, and an sku without notifications', async () => {
    const unpooled = await api.client().post(BISN, await request({ poolId: 'XX_NOWHERE' }));
    expect(unpooled.body).toMatchObject({
      message: BISN_MESSAGE,
      field_errors: [expect.objectContaining({ code: 'POOL_UNKNOWN' })],
    });
    const product = await insertProduct(api, { eligible: false });
    const ineligible = await api.client().post(BISN, { ...product, email: 'a@example.com' });
    expect(ineligible.body).toMatchObject({
      message: BISN_MESSAGE,
      field_errors: [expect.objectContaining({ code: 'NOT_ELIGIBLE' })],
    });
  });

  it('answers 404 for an sku that is not the product’s', async () => {
    const one = await insertProduct(api);
    const two = await insertProduct(api);
    const response = await api.client().post(BISN, { ...one, skuId: two.skuId, email: 'a@b.co' });
    expect(response).toMatchObject({ status: 404, body: { code: 'SKU_NOT_FOUND' } });
  });
});

describe('social proof: GET /slipstream/api/social/v0 (shell spec §7)', () => {
  /** An order of `quantity` units on a site, placed at `placedAt` (SQL). */
  async function insertOrder(
    product: { productId: string; skuId: string },
    siteId: string,
    quantity: number,
    placedAt: string,
  ) {
    const orderId = randomUUID();
    await api.db.query(
      `INSERT INTO orders (id, order_number, brand_id, site_id, email, currency, totals, shipping_address, delivery_option, payment, created_at)
       VALUES ($1, $2, 'anthropologie', $3, 'buyer@example.com', 'USD', '{}', '{}', 'STANDARD', '{}', ${placedAt})`,
      [orderId, `T${orderId.slice(0, 8)}`, siteId],
    );
    await api.db.query(
      `INSERT INTO order_items (id, order_id, product_id, sku_id, quantity, unit_price) VALUES ($1, $2, $3, $4, $5, 78)`,
      [randomUUID(), orderId, product.productId, product.skuId, quantity],
    );
  }

  it('counts likes and ordered units per item within the lookback window', async () => {
    const liked = await insertProduct(api);
    const quiet = await insertProduct(api);
    for (let index = 0; index < 2; index += 1) {
      const { client } = await signIn(api);
      await client.post(`${LIKES}/${liked.productId}`);
    }
    const { user } = await signIn(api);
    await api.db.query(
      `INSERT INTO likes (user_id, product_id, created_at) VALUES ($1, $2, now() - interval '2 hours')`,
      [user.id, liked.productId],
    );
    await insertOrder(liked, 'an-us', 3, 'now()');
    await insertOrder(liked, 'an-us', 5, "now() - interval '3 hours'");
    await insertOrder(liked, 'an-uk', 7, 'now()');
    const response = await api
      .client()
      .get(
        `/slipstream/api/social/v0?siteId=an-us&itemIds=${liked.productId},${quiet.productId},unknown&lookbackMins=60`,
      );
    expect(response).toMatchObject({
      status: 200,
      body: {
        siteId: 'an-us',
        lookbackMins: 60,
        items: [
          { itemId: liked.productId, likes: 2, purchases: 3 },
          { itemId: quiet.productId, likes: 0, purchases: 0 },
          { itemId: 'unknown', likes: 0, purchases: 0 },
        ],
      },
    });
  });

  it.each([
    ['itemIds=a&lookbackMins=60', 'siteId'],
    ['siteId=an-us&lookbackMins=60', 'itemIds'],
    ['siteId=an-us&itemIds=a', 'lookbackMins'],
    ['siteId=an-us&itemIds=a&lookbackMins=0', 'lookbackMins'],
    ['siteId=an-us&itemIds=a,,b&lookbackMins=5', 'itemIds'],
  ])('refuses %s (missing or bad %s)', async (query, field) => {
    const response = await api.client().get(`/slipstream/api/social/v0?${query}`);
    expect(response).toMatchObject({
      status: 400,
      body: { field_errors: expect.arrayContaining([expect.objectContaining({ field })]) },
    });
  });

  it('refuses more than 50 items, and answers 404 for an unknown site', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `p${index}`).join(',');
    expect(
      (
        await api
          .client()
          .get(`/slipstream/api/social/v0?siteId=an-us&itemIds=${ids}&lookbackMins=5`)
      ).status,
    ).toBe(400);
    expect(
      await api.client().get('/slipstream/api/social/v0?siteId=xx-zz&itemIds=a&lookbackMins=5'),
    ).toMatchObject({ status: 404, body: { code: 'SITE_NOT_FOUND' } });
  });
});
