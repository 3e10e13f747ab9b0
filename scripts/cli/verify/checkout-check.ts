import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import {
  isRedirectMethod,
  PROVIDER_NAMES,
} from '../../../engine/domain/payment/redirect-methods.ts';
import type { CheckContext, CheckOutcome } from './check.ts';
import { sitePath } from './routes-check.ts';
import type { StoreReply, VerifyStore } from './verify-store.ts';

/** Addresses a guest ships to, by the default site's country (every brand's is US or GB today). */
const ADDRESSES: Readonly<Record<string, object>> = {
  US: {
    name: { first: 'Vera', last: 'Ify' },
    address1: '1 Market St',
    city: 'Philadelphia',
    region: 'PA',
    postalCode: '19103',
    country: 'US',
    phoneNumber: '215 555 0100',
  },
  GB: {
    name: { first: 'Vera', last: 'Ify' },
    address1: '10 Downing St',
    city: 'London',
    postalCode: 'SW1A 2AA',
    country: 'GB',
    phoneNumber: '020 7946 0000',
  },
};

/** A shopper's session against the store: the cookies the API sets, sent back on every call. */
class Shopper {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly store: VerifyStore) {}

  async call(method: string, path: string, body?: unknown): Promise<StoreReply> {
    return this.keep(
      await this.store.send({
        method,
        path: `/api${path}`,
        headers: {
          accept: 'application/json',
          cookie: this.cookieHeader(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }

  /** A browser form's POST (the provider page's approve button). */
  async form(path: string, fields: Record<string, string>): Promise<StoreReply> {
    return this.keep(
      await this.store.send({
        method: 'POST',
        path,
        headers: {
          cookie: this.cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  }

  page(path: string): Promise<StoreReply> {
    return this.store.send({ path, headers: { cookie: this.cookieHeader() } });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(reply: StoreReply): StoreReply {
    for (const line of reply.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return reply;
  }
}

class StepFailed extends Error {}

/** The reply's JSON when its status is the expected one; else the step fails, naming the call. */
function expectStatus<T>(step: string, reply: StoreReply, statuses: readonly number[]): T {
  if (!statuses.includes(reply.status)) {
    throw new StepFailed(`${step}: answered ${reply.status} ${reply.body.slice(0, 300)}`);
  }
  return (reply.body ? JSON.parse(reply.body) : undefined) as T;
}

/**
 * The brand is shoppable (issue 15): a guest on the default site puts a product in the bag, gives
 * an address, takes the first delivery option, pays on a provider's page (PayPal, as every brand
 * offers; the reference API plays the provider) and places the order, whose confirmation page
 * then names it.
 */
export async function checkoutCheck(context: CheckContext): Promise<CheckOutcome> {
  const store = context.store!;
  const { brand } = context;
  const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
  const address = ADDRESSES[site.country];
  if (!address) {
    return { failures: [], summary: `no sample address for ${site.country}: not tried` };
  }
  const shopper = new Shopper(store);
  const checkout = `/checkout/v0/${site.id}/carts/current`;
  try {
    expectStatus(
      'guest token',
      await shopper.call('POST', `/auth/v0/${site.id}/tokens/guest`),
      [200, 201],
    );
    const [product] = await store.db.query<{ product_id: string; sku_id: string; name: string }>(
      `SELECT s.product_id, s.id AS sku_id, p.display_name AS name
         FROM skus s JOIN products p ON p.id = s.product_id
         JOIN inventory i ON i.sku_id = s.id
        WHERE p.brand_id = $1 AND p.product_type = 'standard' AND i.pool_id = $2
          AND i.stock_level > 0 AND i.available_status = 'available'
        ORDER BY p.id, s.id LIMIT 1`,
      [brand.id, site.inventoryPool],
    );
    if (!product) throw new StepFailed(`no product in stock in ${site.inventoryPool}`);
    expectStatus(
      'add to bag',
      await shopper.call('POST', `/checkout/v0/${site.id}/carts/items`, {
        productId: product.product_id,
        skuId: product.sku_id,
        poolId: site.inventoryPool,
        quantity: 1,
      }),
      [200],
    );
    expectStatus(
      'shipping address',
      await shopper.call('PUT', `${checkout}/shipping-address`, {
        address,
        email: 'verify@example.com',
      }),
      [200],
    );
    const delivery = expectStatus<{ options: { id: string }[] }>(
      'delivery options',
      await shopper.call('GET', `${checkout}/delivery-options`),
      [200],
    );
    const option = delivery.options[0];
    if (!option) throw new StepFailed('delivery options: none offered');
    expectStatus(
      'delivery option',
      await shopper.call('PUT', `${checkout}/delivery-option`, { deliveryOptionId: option.id }),
      [200],
    );
    const methods = expectStatus<{ methods: { paymentType: string; available: boolean }[] }>(
      'payment methods',
      await shopper.call('GET', `${checkout}/payment-methods`),
      [200],
    );
    // A page's method, not a browser wallet's (Apple Pay is approved on that page too, but a shopper
    // sees it only where the browser can pay with it): PayPal first, as every brand offers it.
    const onPage = methods.methods.filter(
      (entry) =>
        entry.available && isRedirectMethod(entry.paymentType) && entry.paymentType !== 'APPLE_PAY',
    );
    const method = (onPage.find((entry) => entry.paymentType === 'PAYPAL') ?? onPage[0])
      ?.paymentType;
    if (!method || !isRedirectMethod(method)) {
      throw new StepFailed('payment methods: no method paid on a provider page is offered');
    }
    expectStatus(
      'payment',
      await shopper.call('PUT', `${checkout}/payment`, { paymentType: method }),
      [200],
    );
    const session = expectStatus<{ providerPath: string }>(
      'payment session',
      await shopper.call('POST', `${checkout}/payment-session`, {
        returnPath: sitePath(site, '/checkout/payment'),
      }),
      [200],
    );
    const approved = await shopper.form(`/api${session.providerPath}`, { decision: 'approve' });
    if (approved.status !== 303 || !approved.location?.includes('apmCompleted=1')) {
      throw new StepFailed(`provider approval: answered ${approved.status} ${approved.location}`);
    }
    const order = expectStatus<{ orderNumber: string }>(
      'place order',
      await shopper.call('POST', `${checkout}/orders`, {}),
      [201],
    );
    const confirmation = await shopper.page(
      `${sitePath(site, '/checkout/order-confirmation')}?order-confirmation=1&orderNumber=${encodeURIComponent(order.orderNumber)}`,
    );
    if (confirmation.status !== 200 || !confirmation.body.includes(order.orderNumber)) {
      throw new StepFailed(
        `order confirmation page: answered ${confirmation.status} without the order number ${order.orderNumber}`,
      );
    }
    return {
      failures: [],
      summary: `a guest bought ${product.name} on ${site.id} with ${PROVIDER_NAMES[method]}: order ${order.orderNumber}`,
    };
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    const failure: CheckFailure = { message: `${site.id}: ${error.message}` };
    return { failures: [failure], summary: `a guest's checkout on ${site.id}` };
  }
}
