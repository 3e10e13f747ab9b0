import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct, US_ADDRESS } from '../integration/api/fixtures/checkout.ts';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { placeOrderFromPage, signInThroughApi, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The account's address book, saved cards and a pickup order in Chromium (issue 14, audit gaps 2,
 * 3 and 6), as the demo shopper signed in through the API:
 * - shell spec §3.2 Address wrapper and defaultShippingAddressId, §7 POST .../me/addresses and
 *   PATCH /me: "Add New Address" with a bad ZIP code is refused at its field with everything typed
 *   kept, then saved; "Make Default" makes it the profile's default, listed first and marked;
 * - shell spec §3.2 defaultPaymentId, §7 PATCH /me: "Make Default" on a second card is stored;
 * - shell spec §3.2 Payment needsVerification, §7 POST .../payments/{id}/verification, catalogue
 *   spec §5 security code: a card needing verification is verified on the Payments page with its
 *   security code (a wrong length first), encrypted in the browser as at checkout;
 * - shell spec §2.1 /account/order/{id}, catalogue spec §4 store pickup: a PICKUP order's detail
 *   names its store (address, hours, what to bring) where a shipped one has its address;
 * - axe finds nothing serious or critical on the Payments page and the order detail at 375 and
 *   1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

// The shared build of the e2e brands can take minutes on this busy machine.
beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 900_000);
afterAll(async () => {
  await e2e?.close();
});

/** Signs the demo shopper in through the API from the page, so the browser holds the cookie. */
const signIn = (page: Page) => signInThroughApi(page, e2e.an('/'), SHOPPER);

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What a field's description (its hint and error, aria-describedby) says. */
async function describedText(page: Page, id: string | null): Promise<string> {
  return page.evaluate(
    (list) =>
      (list ?? '')
        .split(' ')
        .map((entry) => document.getElementById(entry)?.textContent ?? '')
        .join(' '),
    id,
  );
}

/** The demo shopper's profile as the database keeps it. */
async function storedProfile(): Promise<{
  id: string;
  defaultShippingAddressId?: string;
  defaultPaymentId?: string;
}> {
  const [row] = await e2e.storefront.db.query<{
    id: string;
    profile: { defaultShippingAddressId?: string; defaultPaymentId?: string };
  }>('SELECT id, profile FROM users WHERE email = $1', [SHOPPER.email]);
  return { id: row!.id, ...row!.profile };
}

describe('the account address book, saved cards and a pickup order (issue 14)', () => {
  it('shell spec §3.2 Address wrapper, §7 addresses and PATCH /defaultShippingAddressId: an address added with a bad ZIP code is refused at its field with everything kept, then saved and made the default', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      await e2e.visit(page, '/account/address');
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const form = page.getByRole('form', { name: 'Add a New Address' });
      await form.getByLabel('First name').fill('Robin');
      await form.getByLabel('Last name').fill('Park');
      await form.getByLabel('Street address').fill('5 Birch Way');
      await form.getByLabel('City').fill('Philadelphia');
      await form.getByLabel('State').selectOption('PA');
      await form.getByLabel('ZIP code').fill('PA19');
      await form.getByLabel('Phone number').fill('(215) 555-0142');
      await form.getByRole('button', { name: 'Save Address' }).click();
      // The API's postal code rule, at its field, with the focus there to fix it.
      const postalCode = form.getByLabel('ZIP code');
      await expect.poll(() => postalCode.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, await postalCode.getAttribute('aria-describedby'))).toBe(
        'Please enter a valid ZIP code.',
      );
      expect(await postalCode.evaluate((element) => element === document.activeElement)).toBe(true);
      // Nothing typed is lost, and nothing was saved.
      expect(await postalCode.inputValue()).toBe('PA19');
      expect(await form.getByLabel('First name').inputValue()).toBe('Robin');
      expect(await form.getByLabel('Street address').inputValue()).toBe('5 Birch Way');
      expect(await form.getByLabel('State').inputValue()).toBe('PA');
      expect(await form.getByLabel('Phone number').inputValue()).toBe('(215) 555-0142');
      const saved = () =>
        e2e.storefront.db.query<{ id: string }>(
          `SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id
            WHERE u.email = $1 AND a.address ->> 'address1' = '5 Birch Way'`,
          [SHOPPER.email],
        );
      expect(await saved()).toEqual([]);

      await postalCode.fill('19104');
      await form.getByRole('button', { name: 'Save Address' }).click();
      await page.getByText('Your address has been saved.').first().waitFor();
      const book = page.getByRole('list', { name: 'Saved addresses' });
      const added = book.getByRole('listitem').filter({ hasText: '5 Birch Way' });
      await added.waitFor();
      const [row] = await saved();
      expect(row).toBeDefined();
      expect((await storedProfile()).defaultShippingAddressId).not.toBe(row!.id);

      await added.getByRole('button', { name: 'Make Default: Robin Park, 5 Birch Way' }).click();
      await page.getByText('Your default shipping address has been changed.').first().waitFor();
      // Stored as the profile's default, answered so by the API, listed first and marked.
      await expect.poll(async () => (await storedProfile()).defaultShippingAddressId).toBe(row!.id);
      const profile = await page.evaluate(async () =>
        (await fetch('/api/profile/v0/an-us/me')).json(),
      );
      expect(profile).toMatchObject({ defaultShippingAddressId: row!.id });
      const first = book.getByRole('listitem').first();
      await expect.poll(() => first.textContent()).toContain('5 Birch Way');
      expect(await first.getByText('Default', { exact: true }).count()).toBe(1);
      expect(
        await first.getByRole('button', { name: 'Make Default: Robin Park, 5 Birch Way' }).count(),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shell spec §3.2 defaultPaymentId, §7 PATCH /defaultPaymentId: a second card is made the default, stored and listed first; an expired card is not offered', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      await e2e.visit(page, '/account/payments');
      const cards = page.getByRole('list', { name: 'Saved cards' });
      const amex = cards
        .getByRole('listitem')
        .filter({ hasText: 'American Express ending in 0005' });
      await amex.waitFor();
      const [card] = await e2e.storefront.db.query<{ id: string }>(
        `SELECT p.id FROM payments p JOIN users u ON u.id = p.user_id
          WHERE u.email = $1 AND p.last_four = '0005'`,
        [SHOPPER.email],
      );
      expect((await storedProfile()).defaultPaymentId).not.toBe(card!.id);
      // Shell spec §5: an expired card cannot pay, so it is never offered as the default.
      expect(
        await cards
          .getByRole('button', { name: 'Make Default: Mastercard ending in 4444' })
          .count(),
      ).toBe(0);

      await amex
        .getByRole('button', { name: 'Make Default: American Express ending in 0005' })
        .click();
      await page.getByText('Your default payment has been changed.').first().waitFor();
      await expect.poll(async () => (await storedProfile()).defaultPaymentId).toBe(card!.id);
      const first = cards.getByRole('listitem').first();
      await expect.poll(() => first.textContent()).toContain('American Express ending in 0005');
      expect(await first.getByText('Default', { exact: true }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shell spec §3.2 needsVerification, §7 POST .../payments/{id}/verification: a card needing verification is verified with its security code (a wrong one refused first), encrypted in the browser', async () => {
    // A saved card the API marks as needing verification, as the API suite makes one.
    const { id: userId } = await storedProfile();
    const cardId = randomUUID();
    await e2e.storefront.db.query(
      `INSERT INTO payments (id, user_id, payment_type, visible, card_type, last_four,
         expiration_month, expiration_year, needs_verification)
       VALUES ($1, $2, 'CREDIT_CARD', true, 'VISA', '1881', 12, 2031, true)`,
      [cardId, userId],
    );
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/verification')) bodies.push(request.postData() ?? '');
    });
    try {
      await signIn(page);
      await e2e.visit(page, '/account/payments');
      const cards = page.getByRole('list', { name: 'Saved cards' });
      const card = cards.getByRole('listitem').filter({ hasText: 'Visa ending in 1881' });
      await card.getByText('Needs verification').waitFor();
      // Cards that need nothing have no Verify action.
      expect(await cards.getByRole('button', { name: /^Verify Card: / }).count()).toBe(1);
      await card.getByRole('button', { name: 'Verify Card: Visa ending in 1881' }).click();
      const form = page.getByRole('form', { name: 'Verify Visa ending in 1881' });
      const code = form.getByRole('textbox', { name: 'Security code' });
      // Catalogue spec §5: a Visa's code is 3 digits; two are refused here, before anything is sent.
      await code.fill('12');
      await form.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, await code.getAttribute('aria-describedby'))).toContain(
        'Enter the 3-digit security code printed on this card.',
      );
      expect(await code.inputValue()).toBe('12');
      expect(await code.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(bodies).toEqual([]);
      await axeAtBothWidths(page, 'the payments page verifying a card');

      await code.fill('123');
      await form.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByText('Your card has been verified.').first().waitFor();
      await expect.poll(() => card.getByText('Needs verification').count()).toBe(0);
      expect(await page.getByRole('form', { name: 'Verify Visa ending in 1881' }).count()).toBe(0);
      const [stored] = await e2e.storefront.db.query<{ needs_verification: boolean }>(
        'SELECT needs_verification FROM payments WHERE id = $1',
        [cardId],
      );
      expect(stored?.needs_verification).toBe(false);
      // DESIGN §8: the code left the browser only encrypted, with the configuration call's key.
      expect(bodies).toHaveLength(1);
      const sent = JSON.parse(bodies[0]!) as Record<string, unknown>;
      expect(Object.keys(sent).sort()).toEqual(['encryptedSecurityCode', 'encryptionId']);
      expect(JSON.stringify(sent)).not.toContain('"123"');
      await axeAtBothWidths(page, 'the payments page');
    } finally {
      await context.close();
    }
  });

  it('shell spec §2.1 /account/order/{id}, catalogue spec §4 store pickup: a pickup order’s detail names its store, address and hours instead of a shipping address', async () => {
    const [store] = await e2e.storefront.db.query<{
      store_number: string;
      name: string;
      address: { addressLineOne: string };
    }>(
      `SELECT store_number, name, address FROM stores
        WHERE brand_id = 'anthropologie' AND address ->> 'country' = 'US'
          AND coalesce(in_store_pickup ->> 'enabled', 'true') <> 'false'
          AND jsonb_array_length(hours) > 0
        ORDER BY store_number LIMIT 1`,
    );
    expect(store).toBeDefined();
    const product = await addProduct(e2e.storefront.db, { stock: 10, displayName: 'Pickup Vase' });
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      // The order as checkout places a store pickup (catalogue spec §4): PICKUP with its store.
      const orderNumber = await placeOrderFromPage(
        page,
        [
          {
            productId: product.productId,
            skuId: product.skuId,
            poolId: product.poolId,
            quantity: 1,
          },
        ],
        { deliveryOptionId: 'PICKUP', storeNumber: store!.store_number },
      );
      await e2e.visit(page, `/account/order/${orderNumber}`);
      await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
      const pickup = page.getByRole('region', { name: 'Store Pickup' });
      await pickup.getByText(`Pick up at ${store!.name}`).waitFor();
      expect(await pickup.getByText(store!.address.addressLineOne).count()).toBe(1);
      await pickup.getByRole('heading', { level: 3, name: 'What to Bring' }).waitFor();
      // The store's opening hours, from the store service: a row per day.
      await pickup.getByRole('heading', { level: 3, name: 'Store Hours' }).waitFor();
      expect(await pickup.getByRole('rowheader', { name: 'Monday' }).count()).toBe(1);
      // The store takes the shipping address's place; the order's items and payment stay.
      expect(await page.getByRole('heading', { name: 'Shipping Address' }).count()).toBe(0);
      expect(await page.getByText(US_ADDRESS.address1).count()).toBe(0);
      await page.getByRole('region', { name: 'Payment' }).waitFor();
      await page.getByText('Pickup Vase').waitFor();
      await axeAtBothWidths(page, 'a pickup order’s detail');
    } finally {
      await context.close();
    }
  });
  it('catalogue spec §5, shell spec §3.2 needsVerification: checkout asks the same security-code field of a saved card needing verification, then verifies it and places the order', async () => {
    const { id: userId } = await storedProfile();
    const cardId = randomUUID();
    await e2e.storefront.db.query(
      `INSERT INTO payments (id, user_id, payment_type, visible, card_type, last_four,
         expiration_month, expiration_year, needs_verification)
       VALUES ($1, $2, 'CREDIT_CARD', true, 'AMEX', '7777', 6, 2032, true)`,
      [cardId, userId],
    );
    const product = await addProduct(e2e.storefront.db, { stock: 10 });
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      const statuses = await page.evaluate(
        async ({ line, address }) => {
          const send = async (method: string, path: string, body: unknown) =>
            (
              await fetch(`/api${path}`, {
                method,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              })
            ).status;
          return [
            await send('POST', '/checkout/v0/an-us/carts/items', line),
            await send('PUT', '/checkout/v0/an-us/carts/current/shipping-address', { address }),
            await send('PUT', '/checkout/v0/an-us/carts/current/delivery-option', {
              deliveryOptionId: 'STANDARD',
            }),
          ];
        },
        {
          line: {
            productId: product.productId,
            skuId: product.skuId,
            poolId: product.poolId,
            quantity: 1,
          },
          address: US_ADDRESS,
        },
      );
      expect(statuses).toEqual([200, 200, 200]);
      await e2e.visit(page, '/checkout/payment?payment=1');
      const cards = page.getByRole('group', { name: 'Saved Cards' });
      await cards.getByRole('radio', { name: /American Express ending in 7777/ }).check();
      const code = page.getByRole('textbox', { name: 'Security code' });
      // An American Express code is 4 digits: 3 are refused at the field, nothing sent.
      await code.fill('123');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, await code.getAttribute('aria-describedby'))).toContain(
        'Please enter a valid security code.',
      );
      expect(await code.inputValue()).toBe('123');
      await code.fill('1234');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/order-confirmation/);
      const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
      const [order] = await e2e.storefront.db.query<{
        payment: { card?: { lastFourDigits: string } };
      }>('SELECT payment FROM orders WHERE order_number = $1', [orderNumber]);
      expect(order?.payment.card?.lastFourDigits).toBe('7777');
      const [stored] = await e2e.storefront.db.query<{ needs_verification: boolean }>(
        'SELECT needs_verification FROM payments WHERE id = $1',
        [cardId],
      );
      expect(stored?.needs_verification).toBe(false);
    } finally {
      await context.close();
    }
  });
});
