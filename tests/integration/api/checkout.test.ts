import { constants, publicEncrypt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { createGiftCard } from '../../../commerce-api/carts/gift-cards.ts';
import {
  UK_ADDRESS,
  US_ADDRESS,
  addProduct,
  addStylist,
  addToCart,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  readyForPayment,
  signedIn,
  siteConfig,
  stockOf,
  payOnProvider,
} from './fixtures/checkout.ts';
import type { ErrorReply } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';
import { rememberSecret } from './secrets.ts';

let api: TestApi;
/** A server whose an-us payment config exercises the rules the real config never trips. */
let rulesApi: TestApi;

const BASE = '/checkout/v0/an-us/carts/current';

interface Cart {
  items: { id: string; quantity: number }[];
  shippingAddress: Record<string, unknown> | null;
  deliveryOption: { id: string; price: number } | null;
  payment: Record<string, unknown> | null;
  email: string | null;
  priceInfo: { subtotal: number; shipping: number; total: number };
}

interface Placed {
  orderNumber: string;
  orderId: string;
  status: string;
  email: string;
  totals: { subtotal: number; shipping: number; total: number };
}

interface AmountRange {
  currency: string;
  minimumAmount: number;
  maximumAmount: number;
}

function rulesBrands(): ApiBrandConfig[] {
  return brands().map((brand) => {
    if (brand.id !== 'anthropologie') return brand;
    const copy = structuredClone(brand) as ApiBrandConfig;
    const site = copy.sites['an-us'] as unknown as {
      payments: Record<string, Record<string, unknown>>;
    };
    site.payments.IDEAL = { active: false, transactionalCurrencies: ['USD'] };
    site.payments.GOOGLE_PAY = { ...site.payments.GOOGLE_PAY, transactionalCurrencies: ['CAD'] };
    site.payments.APPLE_PAY = { ...site.payments.APPLE_PAY, excludedLanguages: ['en-US'] };
    site.payments.STYLIST = { ...site.payments.STYLIST, allowStylist: true };
    return copy;
  });
}

const rangeOf = (method: string): AmountRange => {
  const payments = siteConfig('an-us').payments as Record<string, { amountRanges?: AmountRange[] }>;
  const range = payments[method]?.amountRanges?.find((entry) => entry.currency === 'USD');
  if (!range) throw new Error(`no USD range for ${method}`);
  return range;
};

beforeAll(async () => {
  // Two servers, each with its own database: allow them the time to migrate.
  [api, rulesApi] = await Promise.all([
    startApi({ brands: brands() }),
    startApi({ brands: rulesBrands() }),
  ]);
  await ensureRates(api.db);
  await ensureRates(rulesApi.db);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await rulesApi?.close();
});

async function cartWithItem(client?: TestClient) {
  const product = await addProduct(api.db);
  const shopper = client ?? (await guest(api));
  expect((await addToCart(shopper, 'an-us', product)).status).toBe(200);
  return { client: shopper, product };
}

describe('shipping address step (catalogue spec §3 address validation codes)', () => {
  it('saves a valid address, normalized, with the guest email', async () => {
    const { client } = await cartWithItem();
    const reply = await client.put<Cart>(`${BASE}/shipping-address`, {
      address: { ...US_ADDRESS, postalCode: '19103-1234' },
      email: 'Guest@Example.com',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.shippingAddress).toMatchObject({ phoneNumber: '2155550100', region: 'PA' });
    expect(reply.body.email).toBe('guest@example.com');
  });

  it.each([
    [
      'region does not match the ZIP',
      { region: 'CA', postalCode: '10001' },
      'address.region:REGION_INVALID_FOR_POSTAL_CODE',
    ],
    [
      'ZIP prefix assigned to no state',
      { postalCode: '00001' },
      'address.postalCode:POSTAL_CODE_INVALID_FOR_REGION',
    ],
    [
      'ZIP of the wrong shape',
      { postalCode: 'ABCDE' },
      'address.postalCode:POSTAL_CODE_INVALID_FOR_REGION',
    ],
    ['address line 1 too long', { address1: 'a'.repeat(36) }, 'address.address1:ADDRESS1_TOO_LONG'],
    ['address line 2 too long', { address2: 'b'.repeat(36) }, 'address.address2:ADDRESS2_TOO_LONG'],
    ['city too long', { city: 'c'.repeat(36) }, 'address.city:CITY_TOO_LONG'],
    [
      'first name too long',
      { name: { first: 'f'.repeat(31), last: 'L' } },
      'address.name.first:FIRST_NAME_TOO_LONG',
    ],
    [
      'last name too long',
      { name: { first: 'F', last: 'l'.repeat(31) } },
      'address.name.last:LAST_NAME_TOO_LONG',
    ],
    [
      'postal code too long',
      { postalCode: '1'.repeat(11) },
      'address.postalCode:POSTAL_CODE_TOO_LONG',
    ],
    [
      'phone number too long',
      { phoneNumber: '+1 215 555 0100 12345' },
      'address.phoneNumber:PHONE_NUMBER_TOO_LONG',
    ],
    [
      'country not shipped to',
      { country: 'FR', region: undefined, postalCode: '75001' },
      'address.country:COUNTRY_NOT_SUPPORTED',
    ],
    ['region not of the country', { region: 'ZZ' }, 'address.region:REGION_INVALID'],
  ])('400 when %s', async (_label, change, expected) => {
    const { client } = await cartWithItem();
    const reply = await client.put(`${BASE}/shipping-address`, {
      address: { ...US_ADDRESS, ...change },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fieldCodes(reply)).toEqual([expected]);
  });

  it('400 from the schema for a missing field', async () => {
    const { client } = await cartWithItem();
    const { city: _city, ...withoutCity } = US_ADDRESS;
    const reply = await client.put(`${BASE}/shipping-address`, { address: withoutCity });
    expect(fieldCodes(reply)).toEqual(['address.city:required']);
  });

  it('409 CART_EMPTY without a cart; 401 without a token', async () => {
    const client = await guest(api);
    expect(await client.put(`${BASE}/shipping-address`, { address: US_ADDRESS })).toMatchObject({
      status: 409,
      body: { code: 'CART_EMPTY' },
    });
    expect(
      (await api.client().put(`${BASE}/shipping-address`, { address: US_ADDRESS })).status,
    ).toBe(401);
  });

  it('403 REAUTH_REQUIRED for a registered user whose authorization lapsed (catalogue spec §2)', async () => {
    const { client } = await signedIn(api);
    await cartWithItem(client);
    await client.post('/__test/tokens/current/lapse');
    expect(await client.put(`${BASE}/shipping-address`, { address: US_ADDRESS })).toMatchObject({
      status: 403,
      body: { code: 'REAUTH_REQUIRED' },
    });
  });
});

describe('delivery options step', () => {
  it('offers every option at home, converted to the site currency, and saves the choice', async () => {
    const { client } = await cartWithItem();
    await client.put(`${BASE}/shipping-address`, { address: US_ADDRESS });
    const options = await client.get<{ options: { id: string; price: number }[]; selected: null }>(
      `${BASE}/delivery-options`,
    );
    expect(options.body.options.map((option) => option.id)).toEqual([
      'STANDARD',
      'EXPRESS',
      'OVERNIGHT',
    ]);
    const chosen = await client.put<Cart>(`${BASE}/delivery-option`, {
      deliveryOptionId: 'EXPRESS',
    });
    expect(chosen.status).toBe(200);
    const express = options.body.options.find((option) => option.id === 'EXPRESS');
    expect(chosen.body.deliveryOption).toEqual({ id: 'EXPRESS', price: express?.price });
    expect(chosen.body.priceInfo.total).toBe(
      chosen.body.priceInfo.subtotal + (express?.price ?? 0),
    );
  });

  it('abroad, only standard delivery (an-uk shipping to Ireland)', async () => {
    const product = await addProduct(api.db);
    const client = await guest(api, 'an-uk');
    await addToCart(client, 'an-uk', { ...product, poolId: 'GB_DIRECT' });
    const base = '/checkout/v0/an-uk/carts/current';
    const address = { ...UK_ADDRESS, country: 'IE', postalCode: 'D02 X285', city: 'Dublin' };
    expect((await client.put(`${base}/shipping-address`, { address })).status).toBe(200);
    const options = await client.get<{ options: { id: string }[] }>(`${base}/delivery-options`);
    expect(options.body.options.map((option) => option.id)).toEqual(['STANDARD']);
    const refused = await client.put(`${base}/delivery-option`, { deliveryOptionId: 'EXPRESS' });
    expect(fieldCodes(refused)).toEqual(['deliveryOptionId:DELIVERY_OPTION_UNAVAILABLE']);
  });

  describe("free standard shipping at the site's cart threshold banner (shell spec §3.3, §4: the cart page's promise)", () => {
    // an-us: the banner free-shipping-150-us promises free standard shipping from $150.
    type Options = { options: { id: string; price: number }[] };
    const priceOf = (reply: { body: Options }, id: string) =>
      reply.body.options.find((option) => option.id === id)?.price;

    it('at $150 of discountable items standard shipping is free, express still charged; the order charges none', async () => {
      const product = await addProduct(api.db, { priceUsd: 75, stock: 5 });
      const client = await guest(api);
      await readyForPayment(client, 'an-us', [product]);
      const below = await client.get<Cart>(BASE);
      expect(below.body.priceInfo).toMatchObject({ subtotal: 75, shipping: 8, total: 83 });

      const [line] = below.body.items;
      const twice = await client.patch<Cart>(`${BASE}/items/${line?.id}`, { quantity: 2 });
      expect(twice.status).toBe(200);
      expect(twice.body.priceInfo).toMatchObject({ subtotal: 150, shipping: 0, total: 150 });
      expect(twice.body.deliveryOption).toEqual({ id: 'STANDARD', price: 0 });
      const options = await client.get<Options>(`${BASE}/delivery-options`);
      expect(priceOf(options, 'STANDARD')).toBe(0);
      expect(priceOf(options, 'EXPRESS')).toBe(20);

      await payOnProvider(client);
      const placed = await client.post<Placed>(`${BASE}/orders`, { email: 'free@example.com' });
      expect(placed.status).toBe(201);
      expect(placed.body.totals).toMatchObject({ subtotal: 150, shipping: 0, total: 150 });
    });

    it('charges standard shipping again once the cart drops below the threshold', async () => {
      const product = await addProduct(api.db, { priceUsd: 80 });
      const client = await guest(api);
      await readyForPayment(client, 'an-us', [product, product]);
      const free = await client.get<Cart>(BASE);
      expect(free.body.priceInfo).toMatchObject({ subtotal: 160, shipping: 0 });
      const [line] = free.body.items;
      const one = await client.patch<Cart>(`${BASE}/items/${line?.id}`, { quantity: 1 });
      expect(one.body.priceInfo).toMatchObject({ subtotal: 80, shipping: 8, total: 88 });
    });

    it('gift cards do not count towards it (the discountable subtotal)', async () => {
      const card = await addProduct(api.db, { priceUsd: 200, productType: 'giftcard' });
      const client = await guest(api);
      await readyForPayment(client, 'an-us', [card]);
      expect((await client.get<Cart>(BASE)).body.priceInfo).toMatchObject({
        subtotal: 200,
        shipping: 8,
      });
    });

    it('a site without a threshold banner charges whatever the cart (an-uk)', async () => {
      const product = await addProduct(api.db, { priceUsd: 400 });
      const client = await guest(api, 'an-uk');
      await readyForPayment(client, 'an-uk', [{ ...product, poolId: 'GB_DIRECT' }], UK_ADDRESS);
      const cart = await client.get<Cart>('/checkout/v0/an-uk/carts/current');
      expect(cart.body.priceInfo.shipping).toBeGreaterThan(0);
    });
  });

  describe("a delivery-pass member's standard shipping is free where the site's billing countries list the order's country (shell spec §1, §6; issue 12)", () => {
    const pass = (expirationDate: string) => ({
      membership: {
        group: 'DELIVERY_PASS',
        memberId: 'DP1',
        expirationDate,
        type: 'DELIVERY_PASS',
      },
    });
    async function memberCart(siteId: string, profile: object, address: object, poolId: string) {
      const { client, user } = await signedIn(api, siteId);
      await api.db.query('UPDATE users SET profile = profile || $2::jsonb WHERE id = $1', [
        user.id,
        JSON.stringify(profile),
      ]);
      const product = await addProduct(api.db, { priceUsd: 50 });
      await readyForPayment(client, siteId, [{ ...product, poolId }], address);
      return (await client.get<Cart>(`/checkout/v0/${siteId}/carts/current`)).body;
    }

    it('a running pass on an-us (billing countries US): standard shipping free', async () => {
      const cart = await memberCart('an-us', pass('2099-12-31'), US_ADDRESS, 'US_DIRECT');
      expect(cart.priceInfo).toMatchObject({ subtotal: 50, shipping: 0, total: 50 });
    });

    it('an expired pass, another membership or none: charged', async () => {
      for (const profile of [
        pass('2020-01-31'),
        { membership: { type: 'LOYALTY', expirationDate: '2099-12-31' } },
        {},
      ]) {
        const cart = await memberCart('an-us', profile, US_ADDRESS, 'US_DIRECT');
        expect(cart.priceInfo.shipping, JSON.stringify(profile)).toBe(8);
      }
    });

    it('a site whose billing countries are empty offers no pass (an-uk)', async () => {
      const cart = await memberCart('an-uk', pass('2099-12-31'), UK_ADDRESS, 'GB_DIRECT');
      expect(cart.priceInfo.shipping).toBeGreaterThan(0);
    });
  });

  it('asks a tax id where the site lists the country, in its shape, and keeps it normalized (shell spec §3.1 taxIdShippingCountries)', async () => {
    const product = await addProduct(api.db);
    const client = await guest(api, 'an-es');
    await addToCart(client, 'an-es', { ...product, poolId: 'EU_DIRECT' });
    const base = '/checkout/v0/an-es/carts/current';
    const spain = {
      ...UK_ADDRESS,
      address1: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
    };
    const put = (address: object) => client.put<Cart>(`${base}/shipping-address`, { address });
    expect(fieldCodes(await put(spain))).toEqual(['address.taxId:TAX_ID_REQUIRED']);
    expect(fieldCodes(await put({ ...spain, taxId: '1234' }))).toEqual([
      'address.taxId:TAX_ID_INVALID',
    ]);
    // A Portuguese NIF is not a Spanish one: the shape is the shipping country's.
    expect(fieldCodes(await put({ ...spain, taxId: '123456789' }))).toEqual([
      'address.taxId:TAX_ID_INVALID',
    ]);
    const saved = await put({ ...spain, taxId: '12345678-z' });
    expect(saved.status).toBe(200);
    expect(saved.body.shippingAddress).toMatchObject({ country: 'ES', taxId: '12345678Z' });
    const portugal = { ...spain, city: 'Lisboa', postalCode: '1100-148', country: 'PT' };
    const toPortugal = await put({ ...portugal, taxId: '123 456 789' });
    expect(toPortugal.status, JSON.stringify(toPortugal.body)).toBe(200);
    expect(toPortugal.body.shippingAddress).toMatchObject({ country: 'PT', taxId: '123456789' });
  });

  it('drops a tax id the site does not ask for (an-us)', async () => {
    const { client } = await cartWithItem();
    const reply = await client.put<Cart>(`${BASE}/shipping-address`, {
      address: { ...US_ADDRESS, taxId: 'RSSMRA85T10A562S' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.shippingAddress).not.toHaveProperty('taxId');
  });

  it('409 SHIPPING_ADDRESS_REQUIRED before the address step', async () => {
    const { client } = await cartWithItem();
    expect(
      await client.put(`${BASE}/delivery-option`, { deliveryOptionId: 'STANDARD' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'SHIPPING_ADDRESS_REQUIRED' },
    });
  });
});

describe('payment availability rules (catalogue spec §5, shell spec §5): one row per rule', () => {
  type Role = 'guest' | 'registered' | 'call-centre' | 'stylist';
  const shopper = async (role: Role) => {
    if (role === 'guest') return guest(rulesApi);
    return (await signedIn(rulesApi, 'an-us', role === 'registered' ? [] : [role])).client;
  };

  // STYLIST names one of the brand's stylists (issue 12, pay with your stylist).
  let stylistId: string | undefined;
  const rulesStylistId = async () => {
    if (stylistId === undefined) {
      stylistId = 'STY-AN-7001';
      await addStylist(rulesApi, { stylistId });
    }
    return stylistId;
  };

  it.each<
    [string, Role, string, number | 'min-below' | 'max-above' | 'within', number, string | null]
  >([
    ['inactive methods are refused', 'guest', 'IDEAL', 50, 400, 'NOT_ACTIVE'],
    [
      'a method must take the site currency',
      'guest',
      'GOOGLE_PAY',
      50,
      400,
      'CURRENCY_NOT_SUPPORTED',
    ],
    ['a method may exclude the language', 'guest', 'APPLE_PAY', 50, 400, 'LANGUAGE_EXCLUDED'],
    ['a method the site does not configure', 'guest', 'SOFORT', 50, 400, 'NOT_OFFERED'],
    [
      'non-call-centre users cannot use the hold (guest)',
      'guest',
      'CUSTOMER_REP_HOLD',
      50,
      400,
      'CALL_CENTRE_ONLY',
    ],
    [
      'non-call-centre users cannot use the hold (registered)',
      'registered',
      'CUSTOMER_REP_HOLD',
      50,
      400,
      'CALL_CENTRE_ONLY',
    ],
    ['call-centre may use the hold', 'call-centre', 'CUSTOMER_REP_HOLD', 50, 200, null],
    [
      'call-centre may not use other methods',
      'call-centre',
      'PAYPAL',
      50,
      400,
      'NOT_FOR_CALL_CENTRE',
    ],
    ['stylists may use STYLIST where allowStylist is set', 'stylist', 'STYLIST', 50, 200, null],
    [
      'stylists may not use GIFT_CARD without allowStylist',
      'stylist',
      'GIFT_CARD',
      50,
      400,
      'NOT_FOR_STYLIST',
    ],
    ['a shopper may use PayPal', 'registered', 'PAYPAL', 50, 200, null],
    ['Afterpay refused above its maximum', 'guest', 'AFTERPAY', 'max-above', 400, 'OUT_OF_RANGE'],
    ['Affirm refused below its minimum', 'guest', 'AFFIRM', 'min-below', 400, 'OUT_OF_RANGE'],
    ['Klarna taken within its range', 'guest', 'KLARNA', 'within', 200, null],
  ])('%s', async (_rule, role, paymentType, price, status, reason) => {
    const range = typeof price === 'string' ? rangeOf(paymentType) : undefined;
    const priceUsd =
      price === 'max-above'
        ? // Above by itself: past $150 standard shipping is free (the threshold banner).
          (range?.maximumAmount ?? 0) + 1
        : price === 'min-below'
          ? 1
          : price === 'within'
            ? (range?.minimumAmount ?? 0) + 1
            : price;
    if (price === 'min-below') expect(range?.minimumAmount).toBeGreaterThan(10);
    const product = await addProduct(rulesApi.db, { priceUsd });
    const client = await shopper(role);
    await readyForPayment(client, 'an-us', [product]);
    const body =
      paymentType === 'GIFT_CARD'
        ? { paymentType, giftCard: { cardNumber: '6006491234567890', pin: '1234' } }
        : paymentType === 'STYLIST'
          ? { paymentType, stylistId: await rulesStylistId() }
          : { paymentType };
    const reply = await client.put(`${BASE}/payment`, body);
    expect(reply.status).toBe(status);
    if (reason) {
      expect(reply.body).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
      expect(fieldCodes(reply)).toEqual([`paymentType:${reason}`]);
    } else {
      expect((reply.body as unknown as Cart).payment).toMatchObject({ paymentType });
    }
    const listed = await client.get<{
      methods: { paymentType: string; available: boolean; reason?: string }[];
    }>(`${BASE}/payment-methods`);
    const method = listed.body.methods.find((entry) => entry.paymentType === paymentType);
    if (reason === 'NOT_OFFERED') expect(method).toBeUndefined();
    else
      expect(method).toMatchObject({ available: reason === null, ...(reason ? { reason } : {}) });
  });

  it('400 for a payment type that does not exist (schema)', async () => {
    const { client } = await cartWithItem();
    expect((await client.put(`${BASE}/payment`, { paymentType: 'BITCOIN' })).status).toBe(400);
  });
});

describe('card and gift card payment (DESIGN §8: last four, brand and expiry only)', () => {
  const savedCard = async (userId: string, change: Record<string, unknown> = {}) => {
    const id = randomUUID();
    const card = {
      card_type: 'VISA',
      last_four: '1111',
      expiration_month: 12,
      expiration_year: 2099,
      ...change,
    };
    await api.db.query(
      `INSERT INTO payments (id, user_id, card_type, last_four, expiration_month, expiration_year)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, userId, card.card_type, card.last_four, card.expiration_month, card.expiration_year],
    );
    return id;
  };

  it("takes the signed-in user's saved card", async () => {
    const { client, user } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    const paymentId = await savedCard(user.id);
    const reply = await client.put<Cart>(`${BASE}/payment`, {
      paymentType: 'CREDIT_CARD',
      paymentId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toEqual({
      paymentType: 'CREDIT_CARD',
      creditCardDetail: {
        paymentId,
        cardType: 'VISA',
        lastFourDigits: '1111',
        expirationMonth: 12,
        expirationYear: 2099,
      },
    });
  });

  it("404 for another user's saved card, as for an unknown one", async () => {
    const owner = await signedIn(api);
    const paymentId = await savedCard(owner.user.id);
    const { client } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    for (const id of [paymentId, randomUUID(), 'nope']) {
      expect(
        await client.put(`${BASE}/payment`, { paymentType: 'CREDIT_CARD', paymentId: id }),
      ).toMatchObject({
        status: 404,
        body: { code: 'PAYMENT_NOT_FOUND' },
      });
    }
  });

  it('400 CARD_EXPIRED for an expired saved card; 400 CARD_TYPE_NOT_ACCEPTED for a brand the site does not take', async () => {
    const { client, user } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    const expired = await savedCard(user.id, { expiration_year: 2001 });
    expect(
      fieldCodes(
        await client.put(`${BASE}/payment`, { paymentType: 'CREDIT_CARD', paymentId: expired }),
      ),
    ).toEqual(['paymentId:CARD_EXPIRED']);
    const accepted = (
      siteConfig('an-us').payments as { CREDIT_CARD: { acceptedCreditCards: string[] } }
    ).CREDIT_CARD.acceptedCreditCards;
    expect(accepted).not.toContain('MAESTRO');
    const maestro = await savedCard(user.id, { card_type: 'MAESTRO' });
    expect(
      fieldCodes(
        await client.put(`${BASE}/payment`, { paymentType: 'CREDIT_CARD', paymentId: maestro }),
      ),
    ).toEqual(['card:CARD_TYPE_NOT_ACCEPTED']);
  });

  it('decrypts an encrypted card and keeps only brand, last four and expiry', async () => {
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    const served = await client.get<{ publicEncryptionKey: { pem: string }; encryptionId: string }>(
      '/configuration/v0/an-us/configuration/pxp-public-key',
    );
    const key = {
      pem: served.body.publicEncryptionKey.pem,
      encryptionId: served.body.encryptionId,
    };
    rememberSecret('4111111111111111', 'a card number');
    const encryptedCard = publicEncrypt(
      { key: key.pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(
        JSON.stringify({ number: '4111 1111 1111 1111', expiry: '12/39', securityCode: '123' }),
      ),
    ).toString('base64');
    const reply = await client.put<Cart>(`${BASE}/payment`, {
      paymentType: 'CREDIT_CARD',
      encryptedCard: { encryptionId: key.encryptionId, encryptedCard },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.payment).toEqual({
      paymentType: 'CREDIT_CARD',
      creditCardDetail: {
        cardType: 'VISA',
        lastFourDigits: '1111',
        expirationMonth: 12,
        expirationYear: 2039,
      },
    });
    const [stored] = await api.db.query<{ payment: unknown }>(
      `SELECT c.payment FROM carts c JOIN tokens t ON t.cart_id = c.id WHERE c.payment IS NOT NULL AND c.payment::text LIKE '%2039%'`,
    );
    expect(JSON.stringify(stored?.payment)).not.toContain('4111111111111111');
  });

  it('400 CARD_REQUIRED without a card, and for a card and a saved id together', async () => {
    const { client } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    expect(fieldCodes(await client.put(`${BASE}/payment`, { paymentType: 'CREDIT_CARD' }))).toEqual(
      ['paymentId:CARD_REQUIRED'],
    );
    expect(
      fieldCodes(await client.put(`${BASE}/payment`, { paymentType: 'PAYPAL', paymentId: 'x' })),
    ).toEqual(['paymentType:CARD_NOT_EXPECTED']);
  });

  it('takes a gift card covering the total; 409 SPLIT_TENDER_NOT_SUPPORTED when it does not; 400 for a wrong PIN', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 0001',
      pin: '4321',
      balance: 500,
      currency: 'USD',
    });
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006 4900 0000 0002',
      pin: '4321',
      balance: 5,
      currency: 'USD',
    });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 40 })]);
    const pay = (cardNumber: string, pin = '4321') =>
      client.put<Cart>(`${BASE}/payment`, {
        paymentType: 'GIFT_CARD',
        giftCard: { cardNumber, pin },
      });
    expect(await pay('6006490000000002')).toMatchObject({
      status: 409,
      body: { code: 'SPLIT_TENDER_NOT_SUPPORTED' },
    });
    expect(fieldCodes(await pay('6006490000000001', '9999'))).toEqual([
      'giftCard:GIFT_CARD_INVALID',
    ]);
    const accepted = await pay('6006490000000001');
    expect(accepted.status).toBe(200);
    expect(accepted.body.payment).toEqual({
      paymentType: 'GIFT_CARD',
      giftCard: { lastFourDigits: '0001' },
    });
  });
});

describe('place order', () => {
  it('places a guest order: 201 with the number, stock taken, then the cart answers 412 CART_NOT_ACTIVE', async () => {
    const product = await addProduct(api.db, { stock: 5, priceUsd: 30 });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [product]);
    await payOnProvider(client);
    const withoutEmail = await client.post(`${BASE}/orders`, {});
    expect(withoutEmail.status).toBe(400);
    expect(fieldCodes(withoutEmail)).toEqual(['email:REQUIRED']);
    const placed = await client.post<Placed>(`${BASE}/orders`, { email: 'guest@example.com' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'placed', email: 'guest@example.com' });
    expect(placed.body.orderNumber).toMatch(/^AN\d+$/);
    expect(placed.body.totals.subtotal).toBe(30);
    expect((await stockOf(api.db, product.skuId))?.stock_level).toBe(4);
    const [cart] = await api.db.query<{ status: string }>(
      'SELECT c.status FROM carts c JOIN orders o ON o.cart_id = c.id WHERE o.order_number = $1',
      [placed.body.orderNumber],
    );
    expect(cart?.status).toBe('ordered');
    for (const reply of [
      await client.get(BASE),
      await addToCart(client, 'an-us', product),
      await client.post(`${BASE}/orders`, { email: 'guest@example.com' }),
      await client.put(`${BASE}/shipping-address`, { address: US_ADDRESS }),
    ]) {
      expect(reply).toMatchObject({ status: 412, body: { code: 'CART_NOT_ACTIVE', status: 412 } });
    }
    expect((await client.get('/checkout/v0/an-us/minicart')).body).toMatchObject({
      meta: { totalQuantity: 0 },
    });
    // The engine's recovery (catalogue spec §4): a fresh token, and the add goes through.
    await client.post('/auth/v0/an-us/tokens/guest');
    expect((await addToCart(client, 'an-us', product)).status).toBe(200);
  });

  it("a signed-in user's order goes to the account email; the cart is 412 until reauth gives a new one", async () => {
    const { client, user } = await signedIn(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    await payOnProvider(client);
    // No body at all: a signed-in user has nothing to send.
    const placed = await client.request<Placed>('POST', `${BASE}/orders`);
    expect(placed.status).toBe(201);
    expect(placed.body.email).toBe(user.email);
    expect((await client.get(BASE)).status).toBe(412);
    await client.post('/auth/v0/an-us/tokens/reauth', { password: user.password });
    expect((await client.get<Cart>(BASE)).body.items).toEqual([]);
  });

  it.each([
    ['CART_EMPTY', async (_client: TestClient) => undefined],
    ['SHIPPING_ADDRESS_REQUIRED', async (client: TestClient) => void (await cartWithItem(client))],
    [
      'DELIVERY_OPTION_REQUIRED',
      async (client: TestClient) => {
        await cartWithItem(client);
        await client.put(`${BASE}/shipping-address`, { address: US_ADDRESS });
      },
    ],
    [
      'PAYMENT_REQUIRED',
      async (client: TestClient) => readyForPayment(client, 'an-us', [await addProduct(api.db)]),
    ],
  ])('409 %s when a step is missing', async (code, prepare) => {
    const client = await guest(api);
    await prepare(client);
    const reply = await client.post(`${BASE}/orders`, { email: 'a@example.com' });
    expect(reply).toMatchObject({ status: 409, body: { code } });
  });

  it("a retried place order with its Idempotency-Key answers the order it placed; another shopper's key finds nothing (issue 12)", async () => {
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    await payOnProvider(client);
    const key = { 'Idempotency-Key': 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff' };
    const [first, second] = await Promise.all(
      [1, 2].map(() => client.post<Placed>(`${BASE}/orders`, { email: 'a@example.com' }, key)),
    );
    const later = await client.post<Placed>(`${BASE}/orders`, { email: 'a@example.com' }, key);
    expect([first!.status, second!.status].sort()).toEqual([200, 201]);
    expect(later.status).toBe(200);
    expect(
      new Set([first!.body.orderNumber, second!.body.orderNumber, later.body.orderNumber]).size,
    ).toBe(1);
    const [count] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1',
      [key['Idempotency-Key']],
    );
    expect(count?.n).toBe(1);
    // The same key from another shopper is not a way to read the order.
    const stranger = await guest(api);
    const replay = await stranger.post(`${BASE}/orders`, { email: 'b@example.com' }, key);
    expect(replay.status).not.toBe(200);
    expect(JSON.stringify(replay.body)).not.toContain(later.body.orderNumber);
    // A key that is not one is refused with what to send.
    const bad = await client.post(`${BASE}/orders`, {}, { 'Idempotency-Key': 'x' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('two parallel orders on one cart: one order, the other 412', async () => {
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db)]);
    await payOnProvider(client);
    const replies = await Promise.all(
      [1, 2].map(() => client.post(`${BASE}/orders`, { email: 'a@example.com' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 412]);
  });

  it('two shoppers race for the last unit: one order, the other 409 OUT_OF_STOCK, nothing oversold', async () => {
    const product = await addProduct(api.db, { stock: 1 });
    const shoppers = await Promise.all([guest(api), guest(api)]);
    for (const client of shoppers) {
      await readyForPayment(client, 'an-us', [product]);
      await payOnProvider(client);
    }
    const replies = await Promise.all(
      shoppers.map((client) => client.post(`${BASE}/orders`, { email: 'a@example.com' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body).toMatchObject({
      code: 'OUT_OF_STOCK',
    });
    expect((await stockOf(api.db, product.skuId))?.stock_level).toBe(0);
  });

  it('two orders of the same skus in opposite cart order both go through (no deadlock)', async () => {
    const first = await addProduct(api.db, { stock: 10 });
    const second = await addProduct(api.db, { stock: 10 });
    const shoppers = await Promise.all([guest(api), guest(api)]);
    await readyForPayment(shoppers[0]!, 'an-us', [first, second]);
    await readyForPayment(shoppers[1]!, 'an-us', [second, first]);
    for (const client of shoppers) await payOnProvider(client);
    const replies = await Promise.all(
      shoppers.map((client) => client.post(`${BASE}/orders`, { email: 'a@example.com' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect((await stockOf(api.db, first.skuId))?.stock_level).toBe(8);
    expect((await stockOf(api.db, second.skuId))?.stock_level).toBe(8);
  });

  it('takes a backordered line from the backorder', async () => {
    const product = await addProduct(api.db, { stock: 0, backorder: 3 });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [product]);
    await payOnProvider(client);
    expect((await client.post(`${BASE}/orders`, { email: 'a@example.com' })).status).toBe(201);
    expect(await stockOf(api.db, product.skuId)).toEqual({ stock_level: 0, backorder: 2 });
  });

  it('debits the gift card by the order total', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006490000000101',
      pin: '1111',
      balance: 200,
      currency: 'USD',
    });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [await addProduct(api.db, { priceUsd: 42 })]);
    await client.put(`${BASE}/payment`, {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006490000000101', pin: '1111' },
    });
    const placed = await client.post<Placed>(`${BASE}/orders`, { email: 'a@example.com' });
    expect(placed.status).toBe(201);
    const balance = await client.post<{ balance: { amount: number } }>(
      '/checkout/v0/an-us/balance-inquiries',
      { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006490000000101', pin: '1111' } },
      { 'x-urbn-captcha-token': 'test-captcha' },
    );
    expect(balance.body.balance.amount).toBe(200 - placed.body.totals.total);
  });

  it('re-checks the payment rules on the final total (409 when the cart grew past a range)', async () => {
    const range = rangeOf('AFTERPAY');
    // Two of them go past the maximum by themselves (past $150 standard shipping is free).
    const product = await addProduct(api.db, { priceUsd: range.maximumAmount / 2 + 1, stock: 10 });
    const client = await guest(api);
    await readyForPayment(client, 'an-us', [product]);
    expect((await client.put(`${BASE}/payment`, { paymentType: 'AFTERPAY' })).status).toBe(200);
    await addToCart(client, 'an-us', product, 1);
    const reply = await client.post(`${BASE}/orders`, { email: 'a@example.com' });
    expect(reply).toMatchObject({ status: 409, body: { code: 'PAYMENT_METHOD_UNAVAILABLE' } });
  });
});

describe('gift card balance inquiry (catalogue spec §3, §5: card number, pin and a header value)', () => {
  const inquire = (client: TestClient, body: object, captcha: string | null = 'token') =>
    client.post(
      '/checkout/v0/an-us/balance-inquiries',
      body,
      captcha ? { 'x-urbn-captcha-token': captcha } : {},
    );

  it('answers the balance and last four', async () => {
    await createGiftCard(api.db, {
      brandId: 'anthropologie',
      cardNumber: '6006490000000201',
      pin: '2468',
      balance: 75.5,
      currency: 'USD',
    });
    const reply = await inquire(await guest(api), {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006-4900-0000-0201', pin: '2468' },
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        paymentType: 'GIFT_CARD',
        giftCard: { lastFourDigits: '0201' },
        balance: { amount: 75.5, currency: 'USD' },
      },
    });
  });

  it('a card of another brand is unknown here', async () => {
    await createGiftCard(api.db, {
      brandId: 'free-people',
      cardNumber: '6006490000000301',
      pin: '2468',
      balance: 10,
      currency: 'USD',
    });
    const reply = await inquire(await guest(api), {
      paymentType: 'GIFT_CARD',
      giftCard: { cardNumber: '6006490000000301', pin: '2468' },
    });
    expect(fieldCodes(reply)).toEqual(['giftCard:GIFT_CARD_INVALID']);
  });

  it.each([
    [
      'without the header value',
      { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006490000000201', pin: '2468' } },
      null,
      'x-urbn-captcha-token:REQUIRED',
    ],
    [
      'without a pin',
      { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006490000000201' } },
      'token',
      'giftCard.pin:required',
    ],
    [
      'without a card number',
      { paymentType: 'GIFT_CARD', giftCard: { pin: '2468' } },
      'token',
      'giftCard.cardNumber:required',
    ],
    [
      'with another payment type',
      { paymentType: 'CREDIT_CARD', giftCard: { cardNumber: '6006490000000201', pin: '2468' } },
      'token',
      'paymentType:enum',
    ],
    [
      'with a wrong pin',
      { paymentType: 'GIFT_CARD', giftCard: { cardNumber: '6006490000000201', pin: '0000' } },
      'token',
      'giftCard:GIFT_CARD_INVALID',
    ],
  ])('400 %s', async (_label, body, captcha, expected) => {
    const reply = await inquire(await guest(api), body, captcha);
    expect(reply.status).toBe(400);
    expect(fieldCodes(reply)).toEqual([expected]);
  });

  it('401 without a token; 429 after too many guesses', async () => {
    expect(
      (
        await inquire(api.client(), {
          paymentType: 'GIFT_CARD',
          giftCard: { cardNumber: '6006490000000201', pin: '2468' },
        })
      ).status,
    ).toBe(401);
    const client = await guest(api);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await inquire(client, {
            paymentType: 'GIFT_CARD',
            giftCard: { cardNumber: '6006490000009999', pin: '1234' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('swatch requests (shell spec §3.2, §5, §8; catalogue spec §7)', () => {
  const request = (product: { productId: string; colorCode: string }) => ({
    contactInfo: {
      name: { first: 'Ada', last: 'Lovelace' },
      email: 'ada@example.com',
      address: {
        address1: '1 Market St',
        city: 'Philadelphia',
        region: 'PA',
        postalCode: '19103',
        country: 'US',
      },
    },
    productId: product.productId,
    swatches: [{ colorCode: product.colorCode, colorName: 'Ivory' }],
  });

  it('stores the request where the site switches requestSwatch on', async () => {
    expect(siteConfig('an-us').switches.requestSwatch).toBe(true);
    const product = await addProduct(api.db);
    const reply = await (
      await guest(api)
    ).post<{ id: string }>('/checkout/v0/an-us/swatch-requests', request(product));
    expect(reply.status).toBe(201);
    const [row] = await api.db.query<{ kind: string; payload: { productId: string } }>(
      'SELECT kind, payload FROM form_submissions WHERE id = $1',
      [reply.body.id],
    );
    expect(row).toMatchObject({
      kind: 'swatch-request',
      payload: { productId: product.productId },
    });
  });

  it.each([
    ['an empty productId', { productId: '' }, 'productId:minLength'],
    ['no swatches', { swatches: [] }, 'swatches:minItems'],
    ['a swatch that is not an object', { swatches: ['001'] }, 'swatches.0:type'],
    ['an unknown product', { productId: 'nope' }, 'productId:PRODUCT_NOT_FOUND'],
    [
      'a colour the product does not have',
      { swatches: [{ colorCode: '999' }] },
      'swatches.0.colorCode:COLOR_NOT_FOUND',
    ],
  ])(
    "400 'Invalid parameters for submitSwatchRequest' for %s",
    async (_label, change, expected) => {
      const product = await addProduct(api.db);
      const reply = await (
        await guest(api)
      ).post('/checkout/v0/an-us/swatch-requests', { ...request(product), ...change });
      expect(reply.status).toBe(400);
      expect((reply.body as unknown as ErrorReply).message).toBe(
        'Invalid parameters for submitSwatchRequest',
      );
      expect(fieldCodes(reply)).toContain(expected);
    },
  );

  it('403 FEATURE_DISABLED where the switch is off; 401 without a token', async () => {
    expect(siteConfig('an-uk').switches.requestSwatch).toBe(false);
    const product = await addProduct(api.db);
    const reply = await (
      await guest(api, 'an-uk')
    ).post('/checkout/v0/an-uk/swatch-requests', request(product));
    expect(reply).toMatchObject({ status: 403, body: { code: 'FEATURE_DISABLED' } });
    expect(
      (await api.client().post('/checkout/v0/an-us/swatch-requests', request(product))).status,
    ).toBe(401);
  });
});
