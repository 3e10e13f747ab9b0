import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductList, Sku } from '../../schemas/api/generated/types.ts';
import { chooseColor } from '../../engine/domain/selection/product-selection.ts';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, seriousAxeViolations, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The product page in Chromium (issue 11, catalogue spec §4): choose a colour and a size by role
 * and name, reach the quantity cap, add to bag and see the header's count change, reload the
 * shared URL and find the same choice; a missing size is said, never a silent failure; axe finds
 * nothing serious.
 */
vi.setConfig({ testTimeout: 90_000 });
let e2e: E2e;

/** A seeded product with a colour that has a size of low stock (the cap below the limit of 10). */
interface Pick {
  readonly slug: string;
  readonly colorCode: string;
  readonly colorName: string;
  readonly size: string;
  readonly sizeId: string;
  readonly stock: number;
  /** A size of the same product that cannot be bought (colour code, fit, size name). */
  readonly soldOut?: { colorName: string; fit: string; size: string };
}
let pick: Pick;

const lowStock = (sku: Sku) =>
  sku.availableStatus === 'available' &&
  sku.stockLevel >= 2 &&
  sku.stockLevel <= 5 &&
  !sku.isDropShip &&
  sku.fitId === 'regular';

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 60 });
  const rows = await e2e.storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
       AND COALESCE((flags->>'removeForLegalReasons')::boolean, false) = false
       AND COALESCE((flags->>'preorderFlag')::boolean, false) = false ORDER BY slug`,
  );
  const found: Pick[] = [];
  for (const { slug } of rows) {
    const response = await fetch(
      `http://localhost:${e2e.port}/api/catalog/v1/an-us/pools/US_DIRECT/products?slug=${slug}`,
    );
    const [entry] = (await response.json()) as ProductList;
    const skus = entry?.skuInfo?.skus ?? [];
    // A colour other than the one the page opens with, so choosing it changes something.
    const opening = chooseColor(
      { colors: entry?.skuInfo?.primarySlice.sliceItems ?? [], fits: [], skus },
      undefined,
    );
    const low = skus.find((sku) => lowStock(sku) && sku.colorId !== opening?.code);
    if (!entry || !low) continue;
    const gone = skus.find(
      (sku) => sku.availableStatus === 'unavailable' || sku.availableStatus === 'discontinued',
    );
    found.push({
      slug,
      colorCode: low.colorId,
      colorName: low.colorName,
      size: low.size,
      sizeId: low.sizeId,
      stock: low.stockLevel,
      soldOut: gone && { colorName: gone.colorName, fit: gone.fitId, size: gone.size },
    });
  }
  const chosen = found.find((candidate) => candidate.soldOut) ?? found[0];
  if (!chosen) throw new Error('No seeded Anthropologie product has a size in low stock');
  pick = chosen;
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

const sizeGroup = (page: Page) => page.getByRole('group', { name: 'Size', exact: true });
const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: count === 1 ? 'Bag, 1 item' : `Bag, ${count} items` });

describe('product page selection, quantity cap and add to bag (catalogue spec §4, issue 11)', () => {
  it('chooses colour and size by name, reaches the cap, adds to bag, and a reload keeps the choice', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an(`/shop/${pick.slug}`));
      await hydrated(page);
      await expect(cartLink(page, 0).count()).resolves.toBe(1);

      // Colour: a radio in the colour group, named by the colour (§4 Colour).
      await page.getByRole('radio', { name: pick.colorName, exact: true }).check();
      await page.waitForURL((url) => url.searchParams.get('color') === pick.colorCode);
      await page
        .getByRole('group', { name: `Color: ${pick.colorName}` })
        .waitFor({ state: 'visible' });

      // No size yet: the button says what to choose, as an alert it points at (never silent).
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Please select a size.' });
      await alert.waitFor();
      const described = await page
        .getByRole('button', { name: 'Add to Bag' })
        .getAttribute('aria-describedby');
      expect(described).toBe(await alert.getAttribute('id'));
      // Focus moved to the sizes to choose from.
      await expect(
        page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
      ).resolves.toBe('size');

      await sizeGroup(page).getByRole('radio', { name: pick.size, exact: true }).check();
      await page.waitForURL((url) => url.searchParams.get('size') === pick.sizeId);
      await expect(alert.count()).resolves.toBe(0);
      // Low stock at the threshold of 5 (§4, §9).
      await page.getByText(pick.stock === 1 ? 'Last one!' : `Only ${pick.stock} left!`).waitFor();

      // Quantity: 1 to the stock of the size (§4, §5): the last choice is the cap.
      const quantity = page.getByLabel('Quantity');
      const options = await quantity.locator('option').allTextContents();
      expect(options).toEqual(Array.from({ length: pick.stock }, (_, i) => String(i + 1)));
      await quantity.selectOption(String(pick.stock));
      await page.waitForURL((url) => url.searchParams.get('quantity') === String(pick.stock));

      // Add to bag: the header's count changes and the confirmation says what was added.
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await page.getByRole('heading', { name: 'Added to Bag' }).waitFor();
      await cartLink(page, pick.stock).waitFor({ state: 'attached' });
      await page
        .getByRole('status')
        .filter({ hasText: `Added ${pick.stock} ×` })
        .waitFor({ state: 'attached' });

      // The shared URL opens the same choice, from the server's HTML (no flash) and once live.
      const shared = page.url();
      await page.reload();
      await expectSelection(page);
      await hydrated(page);
      await expectSelection(page);
      await cartLink(page, pick.stock).waitFor({ state: 'attached' });

      const { context: fresh, page: html } = await e2e.open({ javaScriptEnabled: false });
      try {
        await html.goto(shared);
        await expectSelection(html);
      } finally {
        await fresh.close();
      }
    } finally {
      await context.close();
    }
  });

  it('shows a sold-out size as such and offers the back-in-stock notice', async () => {
    const soldOut = pick.soldOut;
    if (!soldOut) throw new Error(`${pick.slug} has no sold-out size to show`);
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an(`/shop/${pick.slug}`));
      await hydrated(page);
      await page.getByRole('radio', { name: new RegExp(`^${soldOut.colorName}`) }).check();
      const fits = page.getByRole('group', { name: 'Fit', exact: true });
      if ((await fits.count()) > 0)
        await fits.getByRole('radio', { name: new RegExp(soldOut.fit, 'i') }).check();
      // Shown, not hidden: its name says it is out of stock.
      const escaped = soldOut.size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const size = sizeGroup(page).getByRole('radio', {
        name: new RegExp(`^${escaped} ?, Out of Stock$`),
      });
      await size.check();
      await page.getByText('Please select an in-stock size', { exact: false }).waitFor();
      const notify = page.getByRole('link', { name: 'Notify Me When Available' });
      await expect(notify.getAttribute('href')).resolves.toMatch(/^\/back-in-stock\?productId=/);
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical axe violation, with a choice made and an error shown', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an(`/shop/${pick.slug}?color=${pick.colorCode}`));
      await hydrated(page);
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please select a size.' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('gift card details (catalogue spec §3 gift card info, limits.giftMessage; issue 11)', () => {
  it('an e-gift card asks for its recipient at the field, keeps what was typed, and adds with the details', async () => {
    const { context, page } = await e2e.open();
    try {
      const [egift] = await e2e.storefront.db.query<{ slug: string; id: string }>(
        `SELECT slug, id FROM products WHERE brand_id = 'anthropologie' AND product_type = 'egiftcard'`,
      );
      const response = await page.goto(e2e.an(`/shop/${egift!.slug}`));
      // The fields are a registered part the page preloads (productSectionsOf), so they hydrate
      // with it: a click before their chunk came made React replace their server HTML (focus and
      // anything typed were lost).
      expect(await response!.text()).toMatch(/rel="modulepreload" href="[^"]*gift-card-fields/);
      await hydrated(page);
      // React hydrates each section after the page's shell: when the details are live, so are
      // the fields (read in the same task as the details' hydration is seen).
      const fieldsLive = await page.waitForFunction(() => {
        const live = (node: Element | null) =>
          !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
        if (!live(document.querySelector('.sf-product__details'))) return undefined;
        return { fields: live(document.getElementById('sf-gift-card-name')) };
      });
      expect(await fieldsLive.jsonValue()).toEqual({ fields: true });
      const details = page.getByRole('group', { name: 'Gift Card Details' });
      const sizes = sizeGroup(page);
      if ((await sizes.count()) > 0) await sizes.getByRole('radio').first().check();

      // Nothing typed: each required field says what it needs, and focus goes to the first.
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await details.getByText('Enter the recipient’s name.').waitFor();
      await details.getByText('Enter the recipient’s email address.').waitFor();
      // The focus moves once the errors have rendered: polled, not read once.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('sf-gift-card-name');
      const name = details.getByRole('textbox', { name: 'Recipient’s name' });
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

      await name.fill('Ada Lovelace');
      await details.getByRole('textbox', { name: 'Recipient’s email address' }).fill('ada@');
      // The brand's e-gift message limit (limits.giftMessage.egiftMaxLength, 200).
      const message = details.getByRole('textbox', { name: 'Message (optional)' });
      await message.fill('x'.repeat(201));
      await details.getByText('201 of 200 characters').waitFor();
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await details.getByText('Enter an email address like name@example.com.').waitFor();
      await details.getByText('Keep the message to 200 characters or fewer.').waitFor();
      await expect(name.inputValue()).resolves.toBe('Ada Lovelace');

      await details
        .getByRole('textbox', { name: 'Recipient’s email address' })
        .fill('ada@example.com');
      await message.fill('Happy birthday!');
      await page.getByRole('button', { name: 'Add to Bag' }).click();
      await page.getByRole('heading', { name: 'Added to Bag' }).waitFor();
      const [line] = await e2e.storefront.db.query<{ gift_card: Record<string, unknown> }>(
        `SELECT gift_card FROM cart_items WHERE product_id = $1 ORDER BY created_at DESC LIMIT 1`,
        [egift!.id],
      );
      expect(line?.gift_card).toMatchObject({
        name: 'Ada Lovelace',
        emailAddress: 'ada@example.com',
        message: 'Happy birthday!',
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// flags.enableBuyNowButton (shell spec §9 "buy-now button", default off): a Buy Now button that
// adds the selection by Add to Bag's rules and goes straight to checkout; absent when off.
describe('Buy Now (flags.enableBuyNowButton, shell spec §9; issue 11)', () => {
  const buyNow = (page: Page) => page.getByRole('button', { name: 'Buy Now' });

  it('is absent with the flag off (the default)', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an(`/shop/${pick.slug}`));
      await hydrated(page);
      await page.getByRole('button', { name: 'Add to Bag' }).waitFor();
      await expect(buyNow(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('with the flag on: says what to choose, then adds the selection and opens checkout', async () => {
    const { context, page } = await e2e.open();
    try {
      await context.addCookies([
        {
          name: 'sf_flags',
          value: 'enableBuyNowButton=true',
          domain: 'anthropologie.localhost',
          path: '/',
        },
      ]);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(e2e.an(`/shop/${pick.slug}?color=${pick.colorCode}`));
        await hydrated(page);
        await buyNow(page).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      // No size: the same message as Add to Bag, pointed at by the button; no navigation.
      await buyNow(page).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Please select a size.' });
      await alert.waitFor();
      await expect(buyNow(page).getAttribute('aria-describedby')).resolves.toBe(
        await alert.getAttribute('id'),
      );
      expect(new URL(page.url()).pathname).toBe(`/shop/${pick.slug}`);

      await sizeGroup(page).getByRole('radio', { name: pick.size, exact: true }).check();
      await page.waitForURL((url) => url.searchParams.get('size') === pick.sizeId);
      await buyNow(page).click();
      await page.waitForURL((url) => url.pathname === '/checkout/shipping-address');
      await page.getByRole('heading', { name: 'Shipping Address', level: 2 }).waitFor();
      // The checkout's header has no bag link: the bag itself holds the one item.
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      await cartLink(page, 1).waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
  });
});

// flags.enablePdpExpressPayment (shell spec §9 "PDP express payment", default off): express
// checkout with what a signed-in shopper has saved (no wallet provider exists here).
describe('Express checkout (flags.enablePdpExpressPayment, shell spec §9; issue 11)', () => {
  const express = (page: Page) => page.getByRole('button', { name: 'Express Checkout' });
  const flagOn = {
    name: 'sf_flags',
    value: 'enablePdpExpressPayment=true',
    domain: 'anthropologie.localhost',
    path: '/',
  };

  it('is absent for a guest, and for a signed-in shopper with the flag off', async () => {
    const { context, page } = await e2e.open();
    try {
      await context.addCookies([flagOn]);
      await page.goto(e2e.an(`/shop/${pick.slug}`));
      await hydrated(page);
      await page.getByRole('button', { name: 'Add to Bag' }).waitFor();
      await expect(express(page).count()).resolves.toBe(0);

      await context.clearCookies({ name: 'sf_flags' });
      await signInThroughApi(page, e2e.an('/'), {
        email: 'shopper@anthropologie.example',
        password: DEMO_PASSWORD,
      });
      await page.goto(e2e.an(`/shop/${pick.slug}`));
      await hydrated(page);
      await page.getByRole('link', { name: /^Bag/ }).waitFor({ state: 'attached' });
      await expect(express(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('signed in with the flag on: says where it ships and which card pays, then opens the payment step', async () => {
    const { context, page } = await e2e.open();
    try {
      await context.addCookies([flagOn]);
      await signInThroughApi(page, e2e.an('/'), {
        email: 'shopper@anthropologie.example',
        password: DEMO_PASSWORD,
      });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(e2e.an(`/shop/${pick.slug}?color=${pick.colorCode}`));
        await hydrated(page);
        await express(page).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await page
        .getByText(/^Ships to your saved address in .+, paid with your card ending in \d{4}\./)
        .waitFor();
      // No size: Add to Bag's message, no navigation.
      await express(page).click();
      await page.getByRole('alert').filter({ hasText: 'Please select a size.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/shop/${pick.slug}`);

      await sizeGroup(page).getByRole('radio', { name: pick.size, exact: true }).check();
      await page.waitForURL((url) => url.searchParams.get('size') === pick.sizeId);
      await express(page).click();
      // Address and delivery done: the payment step, a saved card chosen, the order not placed.
      await page.waitForURL((url) => url.pathname === '/checkout/payment');
      const cards = page.getByRole('group', { name: 'Saved Cards' });
      await cards.waitFor();
      await expect.poll(() => cards.getByRole('radio', { checked: true }).count()).toBe(1);
      await page.getByRole('button', { name: /Place Order/i }).waitFor();
    } finally {
      await context.close();
    }
  });
});

async function expectSelection(page: Page): Promise<void> {
  await expect(
    page.getByRole('radio', { name: pick.colorName, exact: true }).isChecked(),
  ).resolves.toBe(true);
  await expect(
    sizeGroup(page).getByRole('radio', { name: pick.size, exact: true }).isChecked(),
  ).resolves.toBe(true);
  await expect(page.getByLabel('Quantity').inputValue()).resolves.toBe(String(pick.stock));
}
