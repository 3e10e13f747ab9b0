import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, ProductList, Sku } from '../../schemas/api/generated/types.ts';
import { formatMoney } from '../../engine/domain/money.ts';
import { REPO_ROOT } from '../../engine/config/validate.ts';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The cart page in Chromium (issue 12 "Cart page"; catalogue spec §3 item contexts, §5 quantity
 * caps, §9 the 7000 ms undo): two products added from their product pages, the cart opened,
 * a quantity raised to its cap, a line removed and put back with Undo, one saved for later and
 * moved back, the header's count agreeing after each change, every line removed to the empty
 * cart; the page whole without JavaScript; axe finds nothing serious. On an-us (USD, English) and
 * an-fr (EUR, French), each in its own strings.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

interface Site {
  readonly id: string;
  readonly prefix: string;
  readonly pool: string;
  readonly locale: string;
}
const SITES: readonly Site[] = [
  { id: 'an-us', prefix: '', pool: 'US_DIRECT', locale: 'en-US' },
  { id: 'an-fr', prefix: '/fr-fr', pool: 'EU_DIRECT', locale: 'fr-FR' },
];

/** A product to add: its page URL with the chosen colour and size, its name, the size's stock. */
interface Pick {
  readonly path: string;
  readonly name: string;
  readonly stock: number;
}

const lowStock = (sku: Sku) =>
  sku.availableStatus === 'available' &&
  sku.stockLevel >= 2 &&
  sku.stockLevel <= 5 &&
  !sku.isDropShip;
const plenty = (sku: Sku) =>
  sku.availableStatus === 'available' && sku.stockLevel >= 10 && !sku.isDropShip;

/** One product with a size in low stock (the cap is its stock), one with plenty. */
async function pickProducts(site: Site): Promise<[Pick, Pick]> {
  const rows = await e2e.storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
       AND COALESCE((flags->>'removeForLegalReasons')::boolean, false) = false
       AND COALESCE((flags->>'preorderFlag')::boolean, false) = false
       AND COALESCE((flags->>'isMarketPlace')::boolean, false) = false ORDER BY slug`,
  );
  let low: Pick | undefined;
  let many: Pick | undefined;
  for (const { slug } of rows) {
    if (low && many) break;
    const response = await fetch(
      `http://localhost:${e2e.port}/api/catalog/v1/${site.id}/pools/${site.pool}/products?slug=${slug}`,
    );
    if (!response.ok) continue;
    const [entry] = (await response.json()) as ProductList;
    const skus = entry?.skuInfo?.skus ?? [];
    const pickOf = (sku: Sku): Pick => ({
      path: `${site.prefix}/shop/${slug}?color=${sku.colorId}&fit=${sku.fitId}&size=${sku.sizeId}`,
      name: entry!.product.displayName ?? slug,
      stock: sku.stockLevel,
    });
    const lowSku = skus.find(lowStock);
    const plentySku = skus.find(plenty);
    if (!low && lowSku) low = pickOf(lowSku);
    else if (!many && plentySku) many = pickOf(plentySku);
  }
  if (!low || !many) throw new Error(`No seeded products to add on ${site.id}`);
  return [low, many];
}

/** The site's strings (the engine's, then the brand's own), with {{name}} placeholders filled. */
/** Waits for the toast saying `text`, then closes it with its button. */
async function closeToast(page: Page, text: string, close: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: close }).click();
  await toast.waitFor({ state: 'detached' });
}

function stringsOf(locale: string) {
  const read = (dir: string) =>
    JSON.parse(readFileSync(join(REPO_ROOT, dir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
  const strings = {
    ...read('engine/i18n/locales'),
    ...read('brand-configs/anthropologie/locales'),
  };
  return (key: string, values: Record<string, string | number> = {}) =>
    (strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 60 });
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

describe.each(SITES)('the cart page on $id (issue 12)', (site) => {
  const t = stringsOf(site.locale);
  // The header's bag link (attached: the header hides while the page scrolls down, shell spec §4).
  const cartLink = (page: Page, count: number) =>
    page.getByRole('link', {
      // The language's plural rule: French says "0 article".
      name: t(`header.cartLink_${new Intl.PluralRules(site.locale).select(count)}`, { count }),
      exact: true,
    });

  /** The product added from its page, then the bag opened. */
  const openBagWith = async (page: Page, pick: Pick) => {
    await page.goto(e2e.an(pick.path));
    await hydrated(page);
    await page.getByRole('button', { name: t('pdp.addToCart'), exact: true }).click();
    await cartLink(page, 1).waitFor({ state: 'attached' });
    await page.goto(e2e.an(`${site.prefix}/cart`));
    await hydrated(page);
  };
  /** The cart as the API answers the shopper (from the page: its cookie, its host). */
  const readCart = (page: Page) =>
    page.evaluate(
      async (url) => (await (await fetch(url)).json()) as Cart,
      `/api/checkout/v0/${site.id}/carts/current`,
    );

  it('edits, removes and undoes, saves for later and back, with the header count agreeing', async () => {
    const [low, many] = await pickProducts(site);
    const { context, page } = await e2e.open();
    try {
      // Two products from their product pages.
      let count = 0;
      for (const pick of [low, many]) {
        await page.goto(e2e.an(pick.path));
        await hydrated(page);
        await page.getByRole('button', { name: t('pdp.addToCart'), exact: true }).click();
        count += 1;
        await cartLink(page, count).waitFor({ state: 'attached' });
      }

      await page.goto(e2e.an(`${site.prefix}/cart`));
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: new RegExp(t('cart.title')) }).waitFor();
      await cartLink(page, 2).waitFor({ state: 'attached' });
      // The checkout's way in.
      await expect(
        page.getByRole('link', { name: t('cart.checkout') }).getAttribute('href'),
      ).resolves.toBe(`${site.prefix}/checkout`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Quantity up to the cap: the size's stock, below the brand's 20 (catalogue spec §5).
      const quantity = page.getByRole('combobox', {
        name: t('cart.quantityFor', { name: low.name }),
      });
      const enabled = await quantity.locator('option:not([disabled])').allTextContents();
      expect(enabled).toEqual(Array.from({ length: low.stock }, (_, index) => String(index + 1)));
      await quantity.selectOption(String(low.stock));
      await cartLink(page, low.stock + 1).waitFor({ state: 'attached' });
      // The header's count and the line's select follow the change by separate reads: wait for both.
      await expect.poll(() => quantity.inputValue()).toBe(String(low.stock));

      // Remove, then undo inside the 7000 ms window (catalogue spec §9).
      await page.getByRole('button', { name: t('cart.removeItem', { name: many.name }) }).click();
      await cartLink(page, low.stock).waitFor({ state: 'attached' });
      await page.getByText(t('cart.itemRemoved', { name: many.name })).waitFor();
      const undo = page.getByRole('button', { name: t('common.undo'), exact: true });
      // Focus moved to Undo: the removed line's button went with it.
      await expect(undo.evaluate((button) => button === document.activeElement)).resolves.toBe(
        true,
      );
      await undo.click();
      await cartLink(page, low.stock + 1).waitFor({ state: 'attached' });
      await page.getByRole('link', { name: many.name, exact: true }).waitFor();

      // Save for later and move back (catalogue spec §3 item context 'later').
      await page
        .getByRole('button', { name: t('cart.later.saveItem', { name: many.name }) })
        .click();
      await page.getByRole('heading', { name: `${t('cart.later.title')} (1)` }).waitFor();
      await cartLink(page, low.stock).waitFor({ state: 'attached' });
      // Each says so in a toast (shell spec §3.3), which floats over the page's foot: closed
      // here, so a toast arriving late cannot take the next click meant for a line's button.
      await closeToast(page, t('cart.later.saved', { name: many.name }), t('common.close'));
      await page
        .getByRole('button', { name: t('cart.later.moveItem', { name: many.name }) })
        .click();
      await cartLink(page, low.stock + 1).waitFor({ state: 'attached' });
      await closeToast(page, t('cart.later.moved', { name: many.name }), t('common.close'));
      // The saved list and the header's count are separate reads: wait for the list too.
      await expect
        .poll(() => page.getByRole('heading', { name: `${t('cart.later.title')} (1)` }).count())
        .toBe(0);

      // Whole from the server without JavaScript, with the shopper's cookies (the URL alone).
      const fresh = await e2e.browser.newContext({ javaScriptEnabled: false });
      try {
        await fresh.addCookies(await context.cookies());
        const html = await fresh.newPage();
        await html.goto(e2e.an(`${site.prefix}/cart`));
        await html.getByRole('link', { name: low.name, exact: true }).waitFor();
        await html.getByRole('link', { name: many.name, exact: true }).waitFor();
        await expect(
          html
            .getByRole('combobox', { name: t('cart.quantityFor', { name: low.name }) })
            .inputValue(),
        ).resolves.toBe(String(low.stock));
      } finally {
        await fresh.close();
      }

      // Every line removed: the empty cart says so and leads somewhere useful.
      for (const pick of [low, many]) {
        await page.getByRole('button', { name: t('cart.removeItem', { name: pick.name }) }).click();
        await page.getByText(t('cart.itemRemoved', { name: pick.name })).waitFor();
      }
      await cartLink(page, 0).waitFor({ state: 'attached' });
      await page.getByText(t('cart.emptyMessage')).waitFor();
      await expect(
        page.getByRole('link', { name: t('cart.emptyCta') }).getAttribute('href'),
      ).resolves.toMatch(new RegExp(`^${site.prefix}/?$`));
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('applies a promo code: a wrong one is refused at the field and kept, a good one is taken off, Remove puts it back (issue 12)', async () => {
    const [, many] = await pickProducts(site);
    const { context, page } = await e2e.open();
    try {
      await openBagWith(page, many);
      const field = page.getByRole('textbox', { name: t('cart.promoCode'), exact: true });
      const apply = page.getByRole('button', { name: t('cart.promo.apply'), exact: true });
      const money = (amount: number) =>
        formatMoney(amount, site.id === 'an-us' ? 'USD' : 'EUR', site.locale);

      // Nothing typed: said at the field, no call.
      await apply.click();
      await page.getByText(t('cart.promo.required')).waitFor();
      // A code nobody has: the API's reason at the field, what was typed kept.
      await field.fill('NOT-A-CODE');
      await apply.click();
      await page.getByText(t('cart.promo.PROMO_CODE_INVALID')).waitFor();
      await expect(field.inputValue()).resolves.toBe('NOT-A-CODE');
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');
      // An ended code says so.
      await field.fill('summer10');
      await apply.click();
      await page.getByText(t('cart.promo.PROMO_CODE_EXPIRED')).waitFor();

      // The demo's 15% code: the discount row, the total, the code shown with Remove.
      const before = await readCart(page);
      await field.fill('welcome15');
      await apply.click();
      await page.getByText(t('cart.promoApplied', { code: 'WELCOME15' })).waitFor();
      const after = await readCart(page);
      expect(after.priceInfo.discount).toBeCloseTo(before.priceInfo.subtotal * 0.15, 2);
      await page.getByText(`−${money(after.priceInfo.discount)}`).waitFor();
      await page.getByText(money(after.priceInfo.total), { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page
        .getByRole('button', { name: t('cart.promo.removeCode', { code: 'WELCOME15' }) })
        .click();
      await expect(
        page
          .getByText(t('cart.promoApplied', { code: 'WELCOME15' }))
          .waitFor({ state: 'detached' }),
      ).resolves.toBeUndefined();
      expect((await readCart(page)).priceInfo).toMatchObject({
        discount: 0,
        total: before.priceInfo.total,
      });
    } finally {
      await context.close();
    }
  });

  it("offers gift wrap and a gift message per the site's switches, checks the message's length at its field, and prices the wrap (issue 12, catalogue spec §5)", async () => {
    const [, many] = await pickProducts(site);
    const { context, page } = await e2e.open();
    try {
      await openBagWith(page, many);
      const form = page.getByRole('form', { name: t('cart.gift.title') });
      await form.waitFor();
      const wraps = form.getByRole('group', { name: t('cart.giftWrap') });
      // an-us offers its two wraps; an-fr's giftWrap switch is off (brand-configs/.../an-fr.json).
      await expect(wraps.count()).resolves.toBe(site.id === 'an-us' ? 1 : 0);
      const message = form.getByRole('textbox', { name: t('cart.giftMessage') });
      const max = 138;
      await message.fill('x'.repeat(max + 2));
      await form.getByText(t('cart.gift.charactersOver_other', { count: 2 })).waitFor();
      await form.getByRole('button', { name: t('cart.gift.save') }).click();
      await form.getByText(t('cart.gift.tooLong', { max })).waitFor();
      await expect(message.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(message.inputValue()).resolves.toBe('x'.repeat(max + 2));

      await message.fill('Happy birthday!');
      if (site.id === 'an-us')
        await wraps.getByRole('radio', { name: /Gift Wrap with Ribbon/ }).check();
      await form.getByRole('button', { name: t('cart.gift.save') }).click();
      await form.getByText(t('cart.gift.saved')).waitFor();
      const cart = await readCart(page);
      expect(cart.giftOptions).toEqual({
        giftWrapSku: site.id === 'an-us' ? '46710539' : null,
        giftMessage: 'Happy birthday!',
      });
      expect(cart.priceInfo.giftWrap).toBe(site.id === 'an-us' ? 8 : 0);
      // The order summary shows the wrap's line where there is one.
      await expect(page.getByText(t('cart.gift.wrapLine'), { exact: true }).count()).resolves.toBe(
        site.id === 'an-us' ? 1 : 0,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("watches a sold-out item out of the bag, refuses Move to Bag while sold out, and takes it back once in stock (issue 12, catalogue spec §3 item context 'watch')", async () => {
    const [, many] = await pickProducts(site);
    const { context, page } = await e2e.open();
    let restock: (() => Promise<unknown>) | undefined;
    try {
      await openBagWith(page, many);
      const [line] = (await readCart(page)).items;
      expect(line).toBeDefined();
      const [stock] = await e2e.storefront.db.query<{ stock_level: number; backorder: number }>(
        'SELECT stock_level, backorder FROM inventory WHERE sku_id = $1 AND pool_id = $2',
        [line!.skuId, line!.poolId],
      );
      restock = () =>
        e2e.storefront.db.query(
          'UPDATE inventory SET stock_level = $3, backorder = $4 WHERE sku_id = $1 AND pool_id = $2',
          [line!.skuId, line!.poolId, stock!.stock_level, stock!.backorder],
        );
      // The size sells out while it sits in the bag.
      await e2e.storefront.db.query(
        'UPDATE inventory SET stock_level = 0, backorder = 0 WHERE sku_id = $1 AND pool_id = $2',
        [line!.skuId, line!.poolId],
      );
      await page.reload();
      await hydrated(page);
      await page
        .getByRole('button', { name: t('cart.watchThisItem', { name: many.name }) })
        .click();
      // In Watching, out of the bag and its count.
      await page.getByRole('heading', { level: 2, name: `${t('cart.watch.title')} (1)` }).waitFor();
      await cartLink(page, 0).waitFor({ state: 'attached' });
      await page.getByText(t('cart.emptyMessage')).waitFor();
      await page.getByText(t('cart.watch.soldOut'), { exact: true }).waitFor();
      await closeToast(page, t('cart.watch.watched', { name: many.name }), t('common.close'));
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Still sold out: refused with a clear message, and it stays watched.
      const moveToBag = page.getByRole('button', {
        name: t('cart.later.moveItem', { name: many.name }),
      });
      await moveToBag.click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('cart.watch.stillSoldOut', { name: many.name }) })
        .waitFor();
      expect((await readCart(page)).watching.map((watched) => watched.id)).toEqual([line!.id]);
      await cartLink(page, 0).waitFor({ state: 'attached' });

      // Back in stock: it says so, and Move to Bag puts it back in the bag.
      await restock();
      await page.reload();
      await hydrated(page);
      await page.getByText(t('cart.watch.backInStock'), { exact: true }).waitFor();
      await moveToBag.click();
      await cartLink(page, 1).waitFor({ state: 'attached' });
      await expect
        .poll(() => page.getByRole('heading', { name: `${t('cart.watch.title')} (1)` }).count())
        .toBe(0);
      await page.getByRole('link', { name: many.name, exact: true }).waitFor();
    } finally {
      await restock?.();
      await context.close();
    }
  });
});
