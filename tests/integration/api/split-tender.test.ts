import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiftCard } from '../../../commerce-api/carts/gift-cards.ts';
import {
  addProduct,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  readyForPayment,
} from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';
import { rememberSecret } from './secrets.ts';

/**
 * Split tender (issue 12 "gift cards with the balance inquiry and split tender where allowed";
 * catalogue spec §3 restriction reason SPLIT_TENDER_NOT_SUPPORTED): a gift card with a credit card
 * pays its balance and the card the rest; a gift card alone must cover the order, and pairs with
 * no other method.
 */
let api: TestApi;
const BASE = '/checkout/v0/an-us/carts/current';
const CARD = '4111 1111 1111 1111';

interface Payment {
  paymentType: string;
  creditCardDetail?: { lastFourDigits: string };
  giftCard?: { lastFourDigits: string; amount?: number };
}

beforeAll(async () => {
  api = await startApi({ brands: brands() });
  await ensureRates(api.db);
  rememberSecret(CARD.replace(/ /g, ''), 'a card number');
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function encryptedCard(client: TestClient) {
  const served = await client.get<{ publicEncryptionKey: { pem: string }; encryptionId: string }>(
    '/configuration/v0/an-us/configuration/pxp-public-key',
  );
  const encrypted = publicEncrypt(
    {
      key: served.body.publicEncryptionKey.pem,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(JSON.stringify({ number: CARD, expiry: '12/39', securityCode: '123' })),
  ).toString('base64');
  return { encryptionId: served.body.encryptionId, encryptedCard: encrypted };
}

const balanceOf = async (cardNumberEnd: string) =>
  Number(
    (
      await api.db.query<{ balance: string }>(
        'SELECT balance FROM gift_cards WHERE last_four = $1',
        [cardNumberEnd],
      )
    )[0]?.balance,
  );

describe('split tender: a gift card and a credit card', () => {
  it('the gift card pays its balance, the card the rest; the order keeps both', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 7001',
      pin: '2580',
      balance: 15,
      currency: 'USD',
    });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 40 })]);
    const paid = await client.put<{ payment: Payment; priceInfo: { total: number } }>(
      `${BASE}/payment`,
      {
        paymentType: 'CREDIT_CARD',
        encryptedCard: await encryptedCard(client),
        giftCard: { cardNumber: '6006490000007001', pin: '2580' },
      },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({
      paymentType: 'CREDIT_CARD',
      creditCardDetail: { lastFourDigits: '1111' },
      giftCard: { lastFourDigits: '7001', amount: 15 },
    });
    const placed = await client.post<{ orderNumber: string; totals: { total: number } }>(
      `${BASE}/orders`,
      { email: 'split@example.com' },
    );
    expect(placed.status).toBe(201);
    expect(await balanceOf('7001')).toBe(0);
    const order = await client.get<{ payment: Payment }>(
      `/order/v0/an-us/orders/${placed.body.orderNumber}`,
    );
    expect(order.body.payment).toMatchObject({
      paymentType: 'CREDIT_CARD',
      creditCardDetail: { lastFourDigits: '1111' },
      giftCard: { lastFourDigits: '7001', amount: 15 },
    });
  });

  it('a gift card worth more than the total pays the total and keeps the rest', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 7002',
      pin: '2580',
      balance: 500,
      currency: 'USD',
    });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 40 })]);
    const paid = await client.put<{ payment: Payment; priceInfo: { total: number } }>(
      `${BASE}/payment`,
      {
        paymentType: 'CREDIT_CARD',
        encryptedCard: await encryptedCard(client),
        giftCard: { cardNumber: '6006490000007002', pin: '2580' },
      },
    );
    expect(paid.body.payment.giftCard?.amount).toBe(paid.body.priceInfo.total);
    expect((await client.post(`${BASE}/orders`, { email: 'split2@example.com' })).status).toBe(201);
    expect(await balanceOf('7002')).toBeCloseTo(500 - paid.body.priceInfo.total, 2);
  });

  it('refuses a wrong PIN on the gift card field, and a gift card with a provider method', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 7003',
      pin: '2580',
      balance: 10,
      currency: 'USD',
    });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 40 })]);
    const wrong = await client.put(`${BASE}/payment`, {
      paymentType: 'CREDIT_CARD',
      encryptedCard: await encryptedCard(client),
      giftCard: { cardNumber: '6006490000007003', pin: '0000' },
    });
    expect(fieldCodes(wrong)).toEqual(['giftCard:GIFT_CARD_INVALID']);
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 7004',
      pin: '2580',
      balance: 0,
      currency: 'USD',
    });
    const empty = await client.put(`${BASE}/payment`, {
      paymentType: 'CREDIT_CARD',
      encryptedCard: await encryptedCard(client),
      giftCard: { cardNumber: '6006490000007004', pin: '2580' },
    });
    expect(fieldCodes(empty)).toEqual(['giftCard:GIFT_CARD_EMPTY']);
    const paypal = await client.put(`${BASE}/payment`, {
      paymentType: 'PAYPAL',
      giftCard: { cardNumber: '6006490000007003', pin: '2580' },
    });
    expect(paypal.status).toBe(400);
    expect(fieldCodes(paypal)).toEqual(['giftCard:SPLIT_TENDER_NOT_SUPPORTED']);
    // A gift card alone must cover the order (catalogue spec §3 SPLIT_TENDER_NOT_SUPPORTED).
    const alone = await client.put(`${BASE}/payment`, {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006490000007003', pin: '2580' },
    });
    expect(alone).toMatchObject({ status: 409, body: { code: 'SPLIT_TENDER_NOT_SUPPORTED' } });
    expect(await balanceOf('7003')).toBe(10);
  });
});
