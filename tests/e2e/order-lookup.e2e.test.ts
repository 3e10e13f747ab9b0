import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGiftCard } from '../../commerce-api/carts/gift-cards.ts';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Orders without an account in Chromium (issue 14; shell spec §2.1 /order-inquiry,
 * /order-tracking, /order-pickup, /order-payments; §2.2 the separate access check): a guest places
 * an order through the API, then another browser (not the token that placed it) finds it on
 * /order-inquiry with its number and email, sees its items and status, and opens its tracking,
 * pickup and payments pages; a wrong email gives a clear error at the field with what was typed
 * kept; a hostile ?orderNumber= is not echoed; axe finds nothing serious at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;

const EMAIL = 'lookup.guest@example.com';
/** The order the first test places, which the modal's test finds again. */
let placedNumber = '';

// The shared build of the e2e brands can take minutes on a busy machine.
beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 900_000);
afterAll(async () => {
  await e2e?.close();
});

/** A guest's order of one Linen Dress, paid by gift card through the API; its number. */
async function placeGuestOrder(page: Page): Promise<string> {
  const product = await addProduct(e2e.storefront.db, {
    stock: 20,
    priceUsd: 48,
    displayName: 'Linen Dress',
  });
  const cardNumber = `6006${String(Date.now()).slice(-12)}`;
  await createGiftCard(e2e.storefront.db, {
    brandId: 'anthropologie',
    cardNumber,
    pin: '4321',
    balance: 500,
    currency: 'USD',
  });
  await page.goto(e2e.an('/'));
  await hydrated(page);
  return page.evaluate(
    async ({ product, address, email, cardNumber }) => {
      const send = async (method: string, path: string, body?: unknown) => {
        const reply = await fetch(`/api${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status}`);
        return reply.json() as Promise<Record<string, unknown>>;
      };
      await fetch('/api/auth/v0/an-us/tokens/guest', { method: 'POST' });
      await send('POST', '/checkout/v0/an-us/carts/items', { ...product, quantity: 1 });
      await send('PUT', '/checkout/v0/an-us/carts/current/shipping-address', { address, email });
      await send('PUT', '/checkout/v0/an-us/carts/current/delivery-option', {
        deliveryOptionId: 'STANDARD',
      });
      await send('PUT', '/checkout/v0/an-us/carts/current/payment', {
        paymentType: 'GIFT_CARD',
        giftCard: { cardNumber, pin: '4321' },
      });
      const order = await send('POST', '/checkout/v0/an-us/carts/current/orders', {});
      return String(order.orderNumber);
    },
    {
      product: { productId: product.productId, skuId: product.skuId, poolId: product.poolId },
      address: US_ADDRESS,
      email: EMAIL,
      cardNumber,
    },
  );
}

/** What a field's description (its hint and error, aria-describedby) says. */
async function describedText(page: Page, name: string): Promise<string> {
  const ids = await page.getByRole('textbox', { name }).getAttribute('aria-describedby');
  return page.evaluate(
    (list) =>
      (list ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ids,
  );
}

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('orders without an account in Chromium (issue 14)', () => {
  it('a guest finds an order by number and email, sees its items and status, then its tracking, pickup and payments', async () => {
    const placing = await e2e.open();
    let orderNumber: string;
    try {
      orderNumber = await placeGuestOrder(placing.page);
      placedNumber = orderNumber;
    } finally {
      await placing.context.close();
    }
    // The carrier picked it up: a parcel with its tracking number.
    await e2e.storefront.db.query(
      `UPDATE orders SET status = 'shipped', tracking = tracking || $2::jsonb WHERE order_number = $1`,
      [
        orderNumber,
        JSON.stringify([
          {
            status: 'SHIPPED',
            at: new Date().toISOString(),
            carrier: 'UPS',
            trackingNumber: '1Z999AA10123456784',
            url: 'https://carrier.example/track/1Z999AA10123456784',
          },
        ]),
      ],
    );

    // Another browser: not the token that placed the order, so only number and email let it in.
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(e2e.an('/order-inquiry'));
      await page.getByRole('heading', { level: 1, name: 'Order Inquiry' }).waitFor();
      await hydrated(page);
      await axeAtBothWidths(page, 'the empty lookup form');

      const number = page.getByRole('textbox', { name: 'Order number' });
      const email = page.getByRole('textbox', { name: 'Email address' });
      const find = page.getByRole('button', { name: 'Find My Order' });

      // Nothing typed: each field says so.
      await find.click();
      await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-invalid')).toBe('true');

      // A wrong email: the error at the email field, focused, nothing typed lost.
      await number.fill(orderNumber.toLowerCase());
      await email.fill('someone.else@example.com');
      await find.click();
      await expect
        .poll(() => describedText(page, 'Email address'))
        .toContain('couldn’t find an order with this order number and email address');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.evaluate((node) => node === document.activeElement)).toBe(true);
      expect(await number.inputValue()).toBe(orderNumber.toLowerCase());
      expect(await email.inputValue()).toBe('someone.else@example.com');
      await axeAtBothWidths(page, 'the lookup form with an error');

      // The right email: the order, its status and its items.
      await email.fill(EMAIL.toUpperCase());
      await find.click();
      await page.getByRole('heading', { level: 2, name: new RegExp(`${orderNumber}$`) }).waitFor();
      const main = page.locator('.sf-order-lookup');
      expect(await main.getByText('Linen Dress').count()).toBeGreaterThan(0);
      expect(await main.locator('.sf-account__badge').first().textContent()).toBe('Shipped');
      await axeAtBothWidths(page, 'the order found');

      // Its tracking: the parcel with its carrier and number, no email asked again.
      await page
        .getByRole('navigation', { name: 'This order' })
        .getByRole('link', { name: 'Tracking' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Shipment 1' }).waitFor();
      expect(await main.getByText('1Z999AA10123456784').count()).toBe(1);
      const track = main.getByRole('link', { name: /Track Package/ });
      expect(await track.getAttribute('href')).toBe(
        'https://carrier.example/track/1Z999AA10123456784',
      );
      await axeAtBothWidths(page, 'the tracking page');

      // Its payments: the gift card and what was paid.
      await page
        .getByRole('navigation', { name: 'This order' })
        .getByRole('link', { name: 'Payments' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Order Payments' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Paid With' }).waitFor();
      expect(await main.getByText(/Gift Card/).count()).toBeGreaterThan(0);
      await main.getByRole('link', { name: 'Check Gift Card Balance' }).click();
      await page.getByRole('dialog', { name: 'Check Gift Card Balance' }).waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await axeAtBothWidths(page, 'the payments page');

      // Its pickup page says where a shipped order goes.
      await page
        .getByRole('navigation', { name: 'This order' })
        .getByRole('link', { name: 'Pickup' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Order Pickup' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Store Pickup' }).waitFor();
      expect(await main.getByText(US_ADDRESS.address1).count()).toBe(1);
      await axeAtBothWidths(page, 'the pickup page');
    } finally {
      await context.close();
    }
  });

  it('a pickup order’s page names its store, address, hours and what to bring (shell spec §2.1 /order-pickup)', async () => {
    const placing = await e2e.open();
    let orderNumber: string;
    try {
      orderNumber = await placeGuestOrder(placing.page);
    } finally {
      await placing.context.close();
    }
    // The order as checkout keeps a store pickup (migration 016): PICKUP with its store.
    const [store] = await e2e.storefront.db.query<{
      store_number: string;
      name: string;
      address: { addressLineOne: string; city: string; region?: string; postalCode?: string };
    }>(
      `SELECT store_number, name, address FROM stores
        WHERE brand_id = 'anthropologie' AND address ->> 'country' = 'US'
          AND jsonb_array_length(hours) > 0
        ORDER BY store_number LIMIT 1`,
    );
    expect(store).toBeDefined();
    await e2e.storefront.db.query(
      `UPDATE orders SET delivery_option = 'PICKUP', pickup_store = $2::jsonb WHERE order_number = $1`,
      [
        orderNumber,
        JSON.stringify({
          storeNumber: store!.store_number,
          storeName: store!.name,
          address: store!.address,
          instructions: 'Ask at the pickup desk by the fitting rooms.',
        }),
      ],
    );

    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(e2e.an(`/order-pickup?orderNumber=${orderNumber}`));
      await page.getByRole('heading', { level: 1, name: 'Order Pickup' }).waitFor();
      await hydrated(page);
      await page.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
      await page.getByRole('button', { name: 'Find My Order' }).click();
      const card = page.getByRole('region', { name: 'Store Pickup' });
      await card.getByText(`Pick up at ${store!.name}`).waitFor();
      expect(await card.getByText(store!.address.addressLineOne).count()).toBe(1);
      // Where it stands, and what to bring.
      expect(await card.getByText(/getting your order ready/).count()).toBe(1);
      await card.getByRole('heading', { level: 4, name: 'What to Bring' }).waitFor();
      expect(await card.getByText(new RegExp(`order number \\(${orderNumber}\\)`)).count()).toBe(1);
      expect(await card.getByText('Ask at the pickup desk by the fitting rooms.').count()).toBe(1);
      // The store's opening hours, from the store service: a row per day.
      await card.getByRole('heading', { level: 4, name: 'Store Hours' }).waitFor();
      expect(await card.getByRole('rowheader', { name: 'Monday' }).count()).toBe(1);
      // Not the shipped order's wording.
      expect(await card.getByText(/isn’t for store pickup/).count()).toBe(0);
      await axeAtBothWidths(page, 'a pickup order’s page');
    } finally {
      await context.close();
    }
  });

  it('a link with the number fills it in; a hostile one is not echoed', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 375, height: 800 } });
    try {
      await page.goto(e2e.an('/order-tracking?orderNumber=an100000001'));
      await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
      await hydrated(page);
      expect(await page.getByRole('textbox', { name: 'Order number' }).inputValue()).toBe(
        'AN100000001',
      );
      const hostile = encodeURIComponent('AN1"><img src=x onerror=alert(1)>');
      await page.goto(e2e.an(`/order-inquiry?orderNumber=${hostile}`));
      await hydrated(page);
      expect(await page.getByRole('textbox', { name: 'Order number' }).inputValue()).toBe('');
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.content()).not.toContain('onerror=alert');
    } finally {
      await context.close();
    }
  });

  it('the #order-inquiry modal finds the order and links to its page, which asks for the email no more', async () => {
    expect(placedNumber).not.toBe('');
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(e2e.an('/#order-inquiry'));
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'Find Your Order' });
      await dialog.getByRole('textbox', { name: 'Order number' }).fill(placedNumber);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
      await dialog.getByRole('button', { name: 'Find My Order' }).click();
      await dialog.getByRole('link', { name: 'View Order Details' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order Inquiry' }).waitFor();
      await page.getByRole('heading', { level: 2, name: new RegExp(`${placedNumber}$`) }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(
        await page.locator('.sf-order-lookup').getByText('Linen Dress').count(),
      ).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
