import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import {
  addProduct,
  brands,
  ensureRates,
  fieldCodes,
  guest,
  readyForPayment,
  siteConfig,
} from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Rule-based payments (catalogue spec §5 and shell spec §5: "rule-based payments (US only)", a
 * per-site switch; issue 12: "on US sites by flag"): where an-us has the switch ruleBasedPayments on
 * and the flag enableRuleBasedPayments above 0, what is in the bag rules methods out (CBD: PayPal
 * and pay-later; marketplace: pay-later), on the payment-methods list, on choosing the method and
 * again when the order is placed. With the flag at 0 or the switch off, the same bag may use them.
 */
const BASE = '/checkout/v0/an-us/carts/current';

function withAnUs(switchOn: boolean, flag: number): ApiBrandConfig[] {
  return brands().map((brand) => {
    if (brand.id !== 'anthropologie') return brand;
    const copy = structuredClone(brand) as ApiBrandConfig;
    const site = copy.sites['an-us'] as unknown as {
      switches: Record<string, boolean>;
      flags: Record<string, unknown>;
    };
    site.switches.ruleBasedPayments = switchOn;
    site.flags = { ...site.flags, enableRuleBasedPayments: flag };
    return copy;
  });
}

let on: TestApi;
let flagOff: TestApi;
let switchOff: TestApi;

beforeAll(async () => {
  [on, flagOff, switchOff] = await Promise.all([
    startApi({ brands: withAnUs(true, 1) }),
    startApi({ brands: withAnUs(true, 0) }),
    startApi({ brands: withAnUs(false, 2) }),
  ]);
  for (const api of [on, flagOff, switchOff]) await ensureRates(api.db);
}, 90_000);
afterAll(async () => {
  await Promise.all([on?.close(), flagOff?.close(), switchOff?.close()]);
});

type Methods = { methods: { paymentType: string; available: boolean; reason?: string }[] };

async function bagWith(api: TestApi, flags: Record<string, unknown>) {
  const product = await addProduct(api.db, { priceUsd: 80, flags });
  const client = await guest(api);
  await readyForPayment(client, 'an-us', [product]);
  const listed = (await client.get<Methods>(`${BASE}/payment-methods`)).body.methods;
  const method = (type: string) => listed.find((entry) => entry.paymentType === type);
  return { client, method };
}

describe('rule-based payments (catalogue spec §5, shell spec §5; issue 12)', () => {
  it('the demo config turns them on for an-us only (switch and flag)', () => {
    const site = siteConfig('an-us');
    expect(site.switches.ruleBasedPayments).toBe(true);
    expect(site.flags?.enableRuleBasedPayments).toBe(1);
    expect(siteConfig('an-uk').switches.ruleBasedPayments).not.toBe(true);
  });

  it.each([
    ['CBD item: no PayPal', { isCBD: true }, 'PAYPAL', 'NOT_FOR_CBD_ITEMS'],
    ['CBD item: no Afterpay', { isCBD: true }, 'AFTERPAY', 'NOT_FOR_CBD_ITEMS'],
    ['marketplace item: no Klarna', { isMarketPlace: true }, 'KLARNA', 'NOT_FOR_MARKETPLACE_ITEMS'],
  ])(
    '%s: listed unavailable with its reason, and refused when chosen',
    async (_n, flags, type, reason) => {
      const { client, method } = await bagWith(on, flags);
      expect(method(type)).toMatchObject({ available: false, reason });
      expect(method('CREDIT_CARD')).toMatchObject({ available: true });
      const chosen = await client.put(`${BASE}/payment`, { paymentType: type });
      expect(chosen.status).toBe(400);
      expect(fieldCodes(chosen)).toEqual([`paymentType:${reason}`]);
    },
  );

  it('a marketplace item may still go on PayPal (only pay-later is ruled out)', async () => {
    const { method } = await bagWith(on, { isMarketPlace: true });
    expect(method('PAYPAL')).toMatchObject({ available: true });
  });

  it('an ordinary bag keeps every method', async () => {
    const { method } = await bagWith(on, {});
    for (const type of ['PAYPAL', 'AFTERPAY', 'KLARNA']) {
      expect(method(type)).toMatchObject({ available: true });
    }
  });

  it.each([
    ['flag enableRuleBasedPayments at 0', () => flagOff],
    ['switch ruleBasedPayments off (flag 2)', () => switchOff],
  ])('%s: the same CBD bag may use PayPal', async (_n, api) => {
    const { client, method } = await bagWith(api(), { isCBD: true });
    expect(method('PAYPAL')).toMatchObject({ available: true });
    expect((await client.put(`${BASE}/payment`, { paymentType: 'PAYPAL' })).status).toBe(200);
  });

  it('placing the order checks the rules again: a CBD item added after choosing PayPal is refused', async () => {
    const { client } = await bagWith(on, {});
    expect((await client.put(`${BASE}/payment`, { paymentType: 'PAYPAL' })).status).toBe(200);
    const cbd = await addProduct(on.db, { priceUsd: 20, flags: { isCBD: true } });
    expect(
      (
        await client.post('/checkout/v0/an-us/carts/items', {
          cartType: 'TRANSACTIONAL',
          fulfillmentType: 'DIRECT',
          productId: cbd.productId,
          skuId: cbd.skuId,
          poolId: cbd.poolId,
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const placed = await client.post(`${BASE}/orders`, {});
    expect(placed.status).toBe(409);
    expect(fieldCodes(placed)).toEqual(['paymentType:NOT_FOR_CBD_ITEMS']);
  });
});
