import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import type { FixtureProduct } from '../integration/api/fixtures/checkout.ts';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import {
  hydrated,
  placeOrderFromPage,
  signInThroughApi,
  seriousAxeViolations,
  startE2e,
} from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Returns and claims in Chromium (issue 14; catalogue spec §2 /returns and /claims, §4 "Returns
 * flow" and "Claims flow"; shell spec §2.2 no guest continue, §4 step order): signed in as the demo
 * shopper, a return is finished end to end (order, items with quantity and reason, a restock fee
 * shown, method, review, confirmation) and the API has it afterwards; a claim likewise; a reload
 * on a middle step keeps the step and every choice, and going back keeps them too; no item chosen
 * gives an error at the field; axe finds nothing serious on any step at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

/** Signs the demo shopper in through the API from the page, so the browser holds the cookie. */
const signIn = (page: Page) => signInThroughApi(page, e2e.an('/'), SHOPPER);

/** Places an order of these lines for the signed-in shopper (as checkout does), its number. */
const placeOrder = (page: Page, lines: readonly { product: FixtureProduct; quantity: number }[]) =>
  placeOrderFromPage(
    page,
    lines.map(({ product, quantity }) => ({
      productId: product.productId,
      skuId: product.skuId,
      poolId: product.poolId,
      quantity,
    })),
  );

/** What the API says of the order's lines now. */
async function returnedQuantities(page: Page, orderNumber: string): Promise<number[]> {
  return page.evaluate(async (number) => {
    const reply = await fetch(`/api/returns/v0/an-us/orders/${number}/eligible-items`);
    const body = (await reply.json()) as { items: { returnedQuantity: number }[] };
    return body.items.map((item) => item.returnedQuantity);
  }, orderNumber);
}

/** axe at 375 and 1280 px on the step as it is, back at 1280 px after. */
async function axeAtBothWidths(page: Page, step: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `${step} at ${width} px`).toEqual([]);
  }
}

async function onStep(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await hydrated(page);
}

describe('returns and claims in Chromium (issue 14)', () => {
  it('a return end to end: order, items with quantity and reason, method, review, confirmation; the API has it', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      const lamp = await addProduct(e2e.storefront.db, {
        stock: 20,
        priceUsd: 200,
        displayName: 'Returnable Floor Lamp',
        shipping: { returnRestockInfo: { feeCode: 'RESTOCK_15' } },
      });
      const scarf = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Returnable Silk Scarf',
      });
      const orderNumber = await placeOrder(page, [
        { product: lamp, quantity: 2 },
        { product: scarf, quantity: 1 },
      ]);

      // Order selection: the shopper's returnable orders.
      await page.goto(e2e.an('/returns'));
      await onStep(page, '/returns', 'Start a Return');
      await axeAtBothWidths(page, 'order selection');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please choose an order.').waitFor();
      await page.getByRole('radio', { name: new RegExp(`Order #${orderNumber}\\b`) }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Details: nothing chosen gives the error at the list; a return needs its reason.
      await onStep(page, '/returns/details', 'Start a Return');
      await axeAtBothWidths(page, 'details');
      const items = page.getByRole('group', { name: 'Select the items you’d like to return.' });
      await page.getByRole('button', { name: 'Continue' }).click();
      const noItem = page.getByText('Please choose at least one item.');
      await noItem.waitFor();
      expect(await items.getAttribute('aria-describedby')).toBe('sf-returns-items-error');
      expect(new URL(page.url()).pathname).toBe('/returns/details');
      await page.getByRole('checkbox', { name: 'Returnable Floor Lamp' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const reason = page.getByRole('combobox', {
        name: 'Reason for returning Returnable Floor Lamp',
      });
      await page.getByText('Please choose a reason for returning this item.').waitFor();
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      await page
        .getByRole('combobox', { name: 'Quantity of Returnable Floor Lamp to return' })
        .selectOption('2');
      await reason.selectOption({ label: 'Too small' });
      // The restock fee with what it means: 15 % of 2 x $200.
      await page.getByText('Restocking fee: 15% of the price ($60.00)').waitFor();
      await page.getByText('RESTOCK_15').first().waitFor();

      // A reload on the middle step keeps the step and every choice.
      await page.reload();
      await onStep(page, '/returns/details', 'Start a Return');
      expect(await page.getByRole('checkbox', { name: 'Returnable Floor Lamp' }).isChecked()).toBe(
        true,
      );
      expect(await page.getByRole('checkbox', { name: 'Returnable Silk Scarf' }).isChecked()).toBe(
        false,
      );
      expect(
        await page
          .getByRole('combobox', { name: 'Quantity of Returnable Floor Lamp to return' })
          .inputValue(),
      ).toBe('2');
      expect(await reason.inputValue()).toBe('TOO_SMALL');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Return methods: what the API offers; going back and forward keeps the choice.
      await onStep(page, '/returns/return-methods', 'Start a Return');
      await axeAtBothWidths(page, 'return methods');
      await page.getByRole('radio', { name: /Return by Mail/ }).check();
      // Multi-label returns are behind their flag (off by default): no parcel count.
      expect(await page.getByRole('combobox', { name: /Number of parcels/ }).count()).toBe(0);
      await page.goBack();
      await onStep(page, '/returns/details', 'Start a Return');
      expect(await reason.inputValue()).toBe('TOO_SMALL');
      await page.goForward();
      await onStep(page, '/returns/return-methods', 'Start a Return');
      expect(await page.getByRole('radio', { name: /Return by Mail/ }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Continue' }).click();

      // Review, then submit.
      await onStep(page, '/returns/review', 'Start a Return');
      await axeAtBothWidths(page, 'review');
      const review = page.getByRole('region', { name: `Items from order ${orderNumber}` });
      await review.getByText('Returnable Floor Lamp').waitFor();
      await review.getByText('Reason for Return: Too small').waitFor();
      expect(await review.getByText('Returnable Silk Scarf').count()).toBe(0);
      await page.getByText('Return by Mail').waitFor();
      await page.getByRole('button', { name: 'Submit Return' }).click();

      // Confirmation: the return's number, what happens next; the API has the return.
      await onStep(page, '/returns/confirmation', 'Your return is confirmed');
      await page.getByText(/^Return number: [0-9A-F]{8}$/).waitFor();
      await page.getByText(`For order ${orderNumber}`).waitFor();
      await page.getByText(/emailed you a prepaid return label/).waitFor();
      await axeAtBothWidths(page, 'confirmation');
      expect(await returnedQuantities(page, orderNumber)).toEqual([2, 0]);
    } finally {
      await context.close();
    }
  });

  it('a claim end to end: type, order and items, method, details, review, confirmation; the API has it', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await signIn(page);
      const vase = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Claimed Glass Vase',
      });
      const orderNumber = await placeOrder(page, [{ product: vase, quantity: 1 }]);

      await page.goto(e2e.an('/claims'));
      await onStep(page, '/claims', 'Report a Problem');
      await axeAtBothWidths(page, 'claim type');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please choose what went wrong.').waitFor();
      await page.getByRole('radio', { name: /^Damaged item/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Select: the order, then its items.
      await onStep(page, '/claims/select', 'Report a Problem');
      await axeAtBothWidths(page, 'claim order');
      await page.getByRole('radio', { name: new RegExp(`Order #${orderNumber}\\b`) }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.searchParams.get('orderNumber') === orderNumber);
      await page.getByRole('group', { name: 'Select the items this claim is about.' }).waitFor();
      await hydrated(page);
      await axeAtBothWidths(page, 'claim items');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please choose at least one item.').waitFor();
      await page.getByRole('checkbox', { name: 'Claimed Glass Vase' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      await onStep(page, '/claims/return-methods', 'Report a Problem');
      await axeAtBothWidths(page, 'claim methods');
      await page.getByRole('radio', { name: /Return in Store/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // Details: the description is required; a reload keeps what was typed.
      await onStep(page, '/claims/details', 'Report a Problem');
      await axeAtBothWidths(page, 'claim details');
      await page.getByRole('button', { name: 'Continue' }).click();
      const description = page.getByRole('textbox', { name: 'Tell us what happened' });
      await page.getByText('Please tell us what happened.').waitFor();
      expect(await description.getAttribute('aria-invalid')).toBe('true');
      await description.fill('The vase arrived with a crack down one side.');
      await page.getByRole('radio', { name: 'Send a replacement' }).check();
      await page.reload();
      await onStep(page, '/claims/details', 'Report a Problem');
      expect(await description.inputValue()).toBe('The vase arrived with a crack down one side.');
      expect(await page.getByRole('radio', { name: 'Send a replacement' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Continue' }).click();

      await onStep(page, '/claims/review', 'Report a Problem');
      await axeAtBothWidths(page, 'claim review');
      await page.getByText('The vase arrived with a crack down one side.').waitFor();
      await page.getByText('Damaged item', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Submit Claim' }).click();

      await onStep(page, '/claims/confirmation', 'We’ve received your claim');
      await page.getByText(/^Claim number: [0-9A-F]{8}$/).waitFor();
      await axeAtBothWidths(page, 'claim confirmation');
      expect(await returnedQuantities(page, orderNumber)).toEqual([1]);
    } finally {
      await context.close();
    }
  });

  it('multi-label returns behind their flag: parcels chosen by mail, one label each, on the review and the confirmation', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies([
        { name: 'sf_flags', value: 'enableMultiLabelReturns=true', url: e2e.an('/') },
      ]);
      await signIn(page);
      const rug = await addProduct(e2e.storefront.db, { stock: 20, displayName: 'Two Part Rug' });
      const orderNumber = await placeOrder(page, [{ product: rug, quantity: 3 }]);
      const itemId = await page.evaluate(async (number) => {
        const reply = await fetch(`/api/returns/v0/an-us/orders/${number}/eligible-items`);
        return ((await reply.json()) as { items: { itemId: string }[] }).items[0]?.itemId ?? '';
      }, orderNumber);
      // A step opened from its address (a bookmark, a reload) with the choices in it.
      await page.goto(
        e2e.an(`/returns/return-methods?orderNumber=${orderNumber}&item=${itemId}~3~CHANGED_MIND`),
      );
      await onStep(page, '/returns/return-methods', 'Start a Return');
      await page.getByRole('radio', { name: /Return by Mail/ }).check();
      const parcels = page.getByRole('combobox', {
        name: 'Number of parcels (one prepaid label each)',
      });
      expect(await parcels.locator('option').allTextContents()).toEqual([
        '1 label',
        '2 labels',
        '3 labels',
      ]);
      await parcels.selectOption('2');
      await axeAtBothWidths(page, 'multi-label methods');
      await page.getByRole('button', { name: 'Continue' }).click();
      await onStep(page, '/returns/review', 'Start a Return');
      await page.getByText('2 labels').waitFor();
      await page.getByRole('button', { name: 'Submit Return' }).click();
      await onStep(page, '/returns/confirmation', 'Your return is confirmed');
      await page
        .getByText('We’ve emailed you 2 prepaid return labels, one for each parcel.')
        .waitFor();
      expect(await returnedQuantities(page, orderNumber)).toEqual([3]);
    } finally {
      await context.close();
    }
  });

  it('a step reached too early goes back to the first open one, a hostile query is dropped; an order found by number and email', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      await page.goto(e2e.an('/returns/review?orderNumber=%3Cscript%3E&item=__proto__~1~OTHER'));
      await onStep(page, '/returns', 'Start a Return');
      expect(new URL(page.url()).search).toBe('');

      // An order found by its number and email (the separate access check): a wrong email is
      // told at the form, the right one opens the order's details step.
      const mug = await addProduct(e2e.storefront.db, { stock: 20, displayName: 'Found Mug' });
      const orderNumber = await placeOrder(page, [{ product: mug, quantity: 1 }]);
      const email = await page.evaluate(async (number) => {
        const reply = await fetch(`/api/order/v0/an-us/orders/${number}`);
        return ((await reply.json()) as { email: string }).email;
      }, orderNumber);
      await page.reload();
      await onStep(page, '/returns', 'Start a Return');
      const lookup = page.getByRole('form', { name: 'Find an Order' });
      await lookup.getByRole('button', { name: 'Find Order' }).click();
      await lookup
        .getByText('Please enter the order number from your confirmation email')
        .waitFor();
      expect(
        await lookup.getByRole('textbox', { name: 'Order number' }).getAttribute('aria-invalid'),
      ).toBe('true');
      await lookup.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
      await lookup.getByRole('textbox', { name: 'Email address' }).fill('someone.else@example.com');
      await lookup.getByRole('button', { name: 'Find Order' }).click();
      await lookup
        .getByRole('alert')
        .getByText(/couldn’t find an order you can return/)
        .waitFor();
      expect(await lookup.getByRole('textbox', { name: 'Order number' }).inputValue()).toBe(
        orderNumber,
      );
      await lookup.getByRole('textbox', { name: 'Email address' }).fill(email);
      await lookup.getByRole('button', { name: 'Find Order' }).click();
      await onStep(page, '/returns/details', 'Start a Return');
      expect(new URL(page.url()).searchParams.get('orderNumber')).toBe(orderNumber);
      await page.getByRole('checkbox', { name: 'Found Mug' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a guest is asked to sign in: no guest continue (shell spec §2.2)', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/returns'));
      await hydrated(page);
      // The sign-in dialog over the route's placeholder: no order list, no way on as a guest.
      await page.getByRole('dialog', { name: /Sign In/i }).waitFor();
      expect(await page.getByRole('radio').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Continue as Guest' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
