import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftWrapsOf } from '../../../commerce-api/seed/gift-wraps.ts';
import {
  addProduct,
  addToCart,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  readyForPayment,
  siteConfig,
  payOnProvider,
} from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

/**
 * Gift wrap and a gift message for the order (issue 12; catalogue spec §5 "per-site switches:
 * gift wrap, gift message"; shell spec §3.1 giftWrapSkus; the calls designed in the cart calls'
 * style): GET /checkout/v0/{siteId}/gift-options and PUT .../carts/current/gift-options.
 */
let api: TestApi;

interface GiftOptions {
  giftWraps: { sku: string; name: string; price: number }[];
  giftMessage: { offered: boolean; maxLength: number };
}
interface CartReply {
  priceInfo: { subtotal: number; giftWrap: number; total: number };
  giftOptions: { giftWrapSku: string | null; giftMessage: string | null };
}

const put = (client: TestClient, body: object, siteId = 'an-us') =>
  client.put<CartReply>(`/checkout/v0/${siteId}/carts/current/gift-options`, body);

async function cartWith(priceUsd: number, siteId = 'an-us'): Promise<TestClient> {
  const product = await addProduct(api.db, { priceUsd, listPriceUsd: priceUsd });
  const client = await guest(api, siteId);
  const poolId = siteConfig(siteId).inventoryPool;
  expect((await addToCart(client, siteId, { ...product, poolId })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
  for (const brand of brands()) {
    for (const wrap of giftWrapsOf(brand)) {
      await api.db.query(
        `INSERT INTO gift_wraps (brand_id, sku, name, price_usd) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [brand.id, wrap.sku, wrap.name, wrap.price_usd],
      );
    }
  }
}, 120_000);
afterAll(() => api?.close());

describe('what a site offers (catalogue spec §5 gift wrap and gift message switches)', () => {
  it("an-us offers its giftWrapSkus in order, named in the site's language, priced", async () => {
    const reply = await api.client().get<GiftOptions>('/checkout/v0/an-us/gift-options');
    expect(reply.status).toBe(200);
    expect(reply.body.giftWraps).toEqual([
      { sku: '46710521', name: 'Signature Gift Box', price: 5 },
      { sku: '46710539', name: 'Gift Wrap with Ribbon', price: 8 },
    ]);
    expect(reply.body.giftMessage).toEqual({
      offered: true,
      maxLength: siteConfig('an-us').limits.giftMessage.physicalMaxLength,
    });
  });

  it('a site whose giftWrap switch is off offers no wrap (an-fr)', async () => {
    expect(siteConfig('an-fr').switches.giftWrap).toBe(false);
    const reply = await api.client().get<GiftOptions>('/checkout/v0/an-fr/gift-options');
    expect(reply.body.giftWraps).toEqual([]);
  });
});

describe('setting the gift options of the order (issue 12)', () => {
  it('adds the wrap to the total and keeps the message; null clears both', async () => {
    const client = await cartWith(50);
    const reply = await put(client, {
      giftWrapSku: '46710539',
      giftMessage: ' Happy birthday!\r\nLove, A ',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.priceInfo).toMatchObject({ subtotal: 50, giftWrap: 8, total: 58 });
    expect(reply.body.giftOptions).toEqual({
      giftWrapSku: '46710539',
      giftMessage: 'Happy birthday!\nLove, A',
    });
    const cleared = await put(client, { giftWrapSku: null, giftMessage: null });
    expect(cleared.body.priceInfo).toMatchObject({ giftWrap: 0, total: 50 });
    expect(cleared.body.giftOptions).toEqual({ giftWrapSku: null, giftMessage: null });
  });

  it('refuses at the field, changing nothing: another site’s wrap, a wrap where none is offered, a message too long or with control characters', async () => {
    const client = await cartWith(50);
    await put(client, { giftWrapSku: '46710521', giftMessage: 'Kept' });
    const max = siteConfig('an-us').limits.giftMessage.physicalMaxLength;
    const cases: [object, string[]][] = [
      [{ giftWrapSku: '46710554', giftMessage: null }, ['giftWrapSku:GIFT_WRAP_NOT_OFFERED']],
      [
        { giftWrapSku: null, giftMessage: 'x'.repeat(max + 1) },
        ['giftMessage:GIFT_MESSAGE_TOO_LONG'],
      ],
      [{ giftWrapSku: null, giftMessage: 'bell\u0007' }, ['giftMessage:GIFT_MESSAGE_INVALID']],
    ];
    for (const [body, codes] of cases) {
      const reply = await put(client, body);
      expect(reply.status).toBe(400);
      expect(fieldCodes(reply)).toEqual(codes);
    }
    const kept = await client.get<CartReply>('/checkout/v0/an-us/carts/current');
    expect(kept.body.giftOptions).toEqual({ giftWrapSku: '46710521', giftMessage: 'Kept' });
    // A message of exactly the maximum is taken (characters, not bytes: é is one).
    expect((await put(client, { giftWrapSku: null, giftMessage: 'é'.repeat(max) })).status).toBe(
      200,
    );
    const fr = await cartWith(50, 'an-fr');
    const refused = await put(fr, { giftWrapSku: '46710521', giftMessage: null }, 'an-fr');
    expect(fieldCodes(refused)).toEqual(['giftWrapSku:GIFT_WRAP_NOT_OFFERED']);
  });

  it('400 for a body of the wrong shape, 401 without a token', async () => {
    const client = await cartWith(50);
    expect((await put(client, { giftWrapSku: '46710521' })).status).toBe(400);
    expect((await put(client, { giftWrapSku: 'lower-case', giftMessage: null })).status).toBe(400);
    expect((await put(api.client(), { giftWrapSku: null, giftMessage: null })).status).toBe(401);
  });

  it('the order charges the wrap and keeps it', async () => {
    const product = await addProduct(api.db, { priceUsd: 40, listPriceUsd: 40 });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [product]);
    expect((await put(client, { giftWrapSku: '46710521', giftMessage: 'For you' })).status).toBe(
      200,
    );
    const base = '/checkout/v0/an-us/carts/current';
    await payOnProvider(client);
    const placed = await client.post<{ totals: Record<string, number> }>(`${base}/orders`, {
      email: 'gift@example.com',
    });
    expect(placed.status).toBe(201);
    expect(placed.body.totals).toMatchObject({ subtotal: 40, giftWrap: 5 });
    expect(placed.body.totals.total).toBe(45 + placed.body.totals.shipping!);
  });
});
