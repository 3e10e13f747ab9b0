import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { addProduct } from '../integration/api/fixtures/checkout.ts';
import { seriousAxeViolations, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The gift registry in Chromium on an-us (issue 14; catalogue spec §2.1 /registry/account and
 * /registry/{id}, §3 Registry, §4 item changes with the version, §5 add to registry, §9 registry
 * success 7000 ms): the seeded shopper creates a registry (bad input refused at the field, nothing
 * typed lost), adds a product from its page, changes the requested quantity (a stale version is
 * reloaded and said, the typed quantity kept) and removes it; a guest in another browser adds a gift
 * to the bag with the registry's id; the owner sees the owner view; an unknown id and a non-US site
 * answer 404 (not indexed); axe finds nothing serious on either page at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 150_000 });
let e2e: E2e;

const SHOPPER = { email: 'shopper@anthropologie.example', password: DEMO_PASSWORD };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
});
afterAll(async () => {
  await e2e?.close();
});

const signIn = (page: Page) => signInThroughApi(page, e2e.an('/'), SHOPPER);

/** Reads JSON from the store's API from the page (with its cookies). */
function readApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const reply = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: reply.status, body: (await reply.json()) as unknown };
    },
    { path, init },
  ) as Promise<{ status: number; body: T }>;
}

interface RegistryAnswer {
  id: string;
  version: number;
  accept_gift_cards: boolean;
  event: { name: string };
  items: { sku: string; requested_quantity: number; purchased_quantity: number }[];
}

/** The seeded shopper's registries, newest first. */
async function ownRegistries(page: Page): Promise<RegistryAnswer[]> {
  const me = await readApi<{ profileId: string }>(page, '/profile/v0/an-us/me');
  const found = await readApi<{ registries: RegistryAnswer[] }>(
    page,
    `/registry/v1/an-us/search?web_profile_id=${me.body.profileId}&projection=full`,
  );
  return found.body.registries;
}

/** The seeded registry: one with gifts still needed (the first test leaves its own empty). */
function seeded(registries: readonly RegistryAnswer[]): RegistryAnswer | undefined {
  return registries.find((entry) =>
    entry.items.some((item) => item.requested_quantity > item.purchased_quantity),
  );
}

/** A date `days` from now as a date input takes it. */
/**
 * The registry page views the page sends to analytics (the default sink's batches to the
 * telemetry API): filled as they go out, read with expect.poll.
 */
function registryViews(page: Page): Record<string, unknown>[] {
  const views: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/telemetry/v0/an-us/events')) return;
    const body = JSON.parse(request.postData() ?? '{}') as {
      events?: { name: string; data?: Record<string, unknown> }[];
    };
    for (const event of body.events ?? [])
      if (event.name === 'registry_view') views.push(event.data ?? {});
  });
  return views;
}

function isoDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('gift registry in Chromium (issue 14)', () => {
  it('creates a registry (bad input refused at the field), adds from a product page, changes the quantity and removes it', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      const product = await addProduct(e2e.storefront.db, {
        stock: 20,
        displayName: 'Registry Linen Throw',
      });
      // A second size of it, for the owner's size change.
      const sizeL = `${product.skuId}-l`;
      await e2e.storefront.db.query(
        `INSERT INTO skus (id, product_id, color_code, color_name, size_id, size_name, list_price_usd,
           sale_price_usd, is_drop_ship, shipping)
         VALUES ($1, $2, '001', 'Ivory', 'L', 'L', 50, 50, false, '{}')`,
        [sizeL, product.productId],
      );
      await e2e.storefront.db.query(
        `INSERT INTO inventory (sku_id, pool_id, stock_level, backorder, available_status)
         VALUES ($1, 'US_DIRECT', 20, 0, 'available')`,
        [sizeL],
      );
      await e2e.visit(page, '/registry/account');
      await page.getByRole('heading', { level: 1, name: 'My Registry' }).waitFor();
      await page.getByRole('button', { name: 'Create Another Registry' }).click();

      // Nothing chosen: each problem at its field, the focus on the first.
      const type = page.getByRole('combobox', { name: 'Event type' });
      const date = page.getByLabel('Event date', { exact: true });
      const name = page.getByRole('textbox', { name: 'Registry name' });
      const submit = page.getByRole('button', { name: 'Create Registry' });
      await name.fill('Robin’s Birthday');
      await submit.click();
      await page.getByText('Choose the type of event.').waitFor();
      await page.getByText('Enter the date of the event.').waitFor();
      expect(await type.getAttribute('aria-invalid')).toBe('true');
      expect(await type.getAttribute('aria-describedby')).toBeTruthy();
      await expect
        .poll(() => type.evaluate((element) => element === document.activeElement))
        .toBe(true);
      expect(await name.inputValue()).toBe('Robin’s Birthday');

      // A past date is refused at the date.
      await type.selectOption({ label: 'Birthday' });
      await date.fill('2020-01-01');
      await submit.click();
      await page.getByText('The event date can’t be in the past.').waitFor();
      expect(await page.getByText('Choose the type of event.').count()).toBe(0);
      expect(await date.getAttribute('aria-invalid')).toBe('true');
      expect(await name.inputValue()).toBe('Robin’s Birthday');

      // Accept gift cards (catalogue spec §3 Registry): unchecked to start, checked here.
      const giftCards = page
        .getByRole('region', { name: 'Create a Registry' })
        .getByRole('checkbox', { name: 'Accept gift cards' });
      expect(await giftCards.isChecked()).toBe(false);
      await giftCards.check();
      await date.fill(isoDate(120));
      await submit.click();
      // The notice on the page (the announcer's live region says it too, outside the main).
      const created = page.locator('#main').getByText('“Robin’s Birthday” was created.');
      await created.waitFor();
      await page.getByRole('heading', { name: 'Manage Robin’s Birthday' }).waitFor();
      await page.getByText('This registry doesn’t have any items yet.').waitFor();
      const [registry] = (await ownRegistries(page)).filter(
        (entry) => entry.event.name === 'Robin’s Birthday',
      );
      expect(registry).toBeDefined();
      expect(registry?.accept_gift_cards).toBe(true);
      expect(await page.getByRole('textbox', { name: 'Link to your registry' }).inputValue()).toBe(
        e2e.an(`/registry/${registry?.id}`),
      );
      // The success message goes after the site's registry success time (7000 ms).
      await expect.poll(() => created.count(), { timeout: 12_000 }).toBe(0);

      // Add to Registry on the product page: the chosen size at the quantity typed.
      await e2e.visit(page, `/shop/${product.productId.replace(/^tp-/, 'test-product-')}`);
      await page.getByRole('radio', { name: 'M', exact: true }).check();
      await page.getByRole('button', { name: 'Add to Registry' }).click();
      const picker = page.getByRole('group', { name: 'Add to a registry' });
      await picker.getByRole('spinbutton', { name: 'Quantity requested' }).fill('3');
      await picker.getByRole('button', { name: /Add to Robin’s Birthday/ }).click();
      await picker.getByText('Added to Robin’s Birthday').waitFor();
      const [after] = (await ownRegistries(page)).filter((entry) => entry.id === registry?.id);
      expect(after?.items).toEqual([
        expect.objectContaining({ sku: product.skuId, requested_quantity: 3 }),
      ]);

      // The owner's area: change the requested quantity.
      await e2e.visit(page, `/registry/account?registry=${registry?.id}`);
      const items = page.getByRole('list', { name: 'Items in Robin’s Birthday' });
      await items.getByRole('link', { name: /Registry Linen Throw/ }).waitFor();
      await items.getByText('Requested 3 · Purchased 0').waitFor();
      const quantity = items.getByRole('spinbutton', {
        name: 'Requested quantity of Registry Linen Throw',
      });
      const update = items.getByRole('button', { name: 'Update quantity of Registry Linen Throw' });
      await quantity.fill('0');
      await update.click();
      await items.getByText(/Enter a whole number from 1 to \d+\./).waitFor();
      await quantity.fill('5');
      await update.click();
      await page.getByText('Registry Linen Throw: 5 requested.').first().waitFor();
      await items.getByText('Requested 5 · Purchased 0').waitFor();

      // Changed elsewhere meanwhile (another tab): the stale version is reloaded and said, and
      // what the owner typed is kept to send again.
      const current = (await ownRegistries(page)).find((entry) => entry.id === registry?.id);
      const elsewhere = await readApi(
        page,
        `/registry/v1/an-us/${registry?.id}/items/${product.skuId}`,
        {
          method: 'PATCH',
          body: [
            { op: 'test', path: '/version', value: current?.version },
            { op: 'replace', path: '/requested_quantity', value: 2 },
          ],
        },
      );
      expect(elsewhere.status).toBe(200);
      await quantity.fill('4');
      await update.click();
      await page
        .getByText(/Your registry changed since this page opened: the quantities of Registry Linen/)
        .first()
        .waitFor();
      await items.getByText('Requested 2 · Purchased 0').waitFor();
      expect(await quantity.inputValue()).toBe('4');
      await update.click();
      await items.getByText('Requested 4 · Purchased 0').waitFor();

      // Change its size (the spec's five steps): the quantities move with it.
      await items.getByRole('button', { name: 'Change Size: Registry Linen Throw' }).click();
      await items
        .getByRole('combobox', { name: 'Size and color of Registry Linen Throw' })
        .selectOption({ label: 'Ivory · Size L' });
      await items.getByRole('button', { name: 'Save Size: Registry Linen Throw' }).click();
      await page.getByText('Registry Linen Throw is now Ivory · Size L.').first().waitFor();
      await items.getByText('Ivory · Size L').first().waitFor();
      const [resized] = (await ownRegistries(page)).filter((entry) => entry.id === registry?.id);
      expect(resized?.items).toEqual([
        expect.objectContaining({ sku: sizeL, requested_quantity: 4, purchased_quantity: 0 }),
      ]);

      // The owner on the registry's page: the owner's analytics id (catalogue spec §3 Registry:
      // owners and shoppers get different analytics ids).
      const ownerViews = registryViews(page);
      await e2e.visit(page, `/registry/${registry?.id}`);
      await page.getByRole('link', { name: 'Manage Registry' }).waitFor();
      const view = page.locator('section.sf-registry-page');
      expect(await view.getAttribute('data-analytics-id')).toBe('registry-owner');
      // ...sent with the page view, once (analytics events, shell spec §4).
      await expect
        .poll(() => ownerViews)
        .toEqual([{ registryId: registry?.id, analyticsId: 'registry-owner' }]);

      // A guest in another browser opens the owner's new registry: the resized item, its new size
      // and quantities, gift cards welcome, the shopper's analytics id, no owner's controls.
      const guest = await e2e.open();
      try {
        const shopperViews = registryViews(guest.page);
        await e2e.visit(guest.page, `/registry/${registry?.id}`);
        await guest.page.getByRole('heading', { level: 1, name: 'Robin’s Birthday' }).waitFor();
        const gift = guest.page
          .getByRole('list', { name: 'Gifts in Robin’s Birthday' })
          .getByRole('listitem')
          .filter({ hasText: 'Registry Linen Throw' });
        await gift.getByText('Ivory · Size L').waitFor();
        await gift.getByText('Requested 4 · Purchased 0').waitFor();
        await gift.getByText('4 still needed').waitFor();
        await guest.page.getByText('Gift cards welcome').waitFor();
        expect(
          await guest.page.locator('section.sf-registry-page').getAttribute('data-analytics-id'),
        ).toBe('registry-shopper');
        await expect
          .poll(() => shopperViews)
          .toEqual([{ registryId: registry?.id, analyticsId: 'registry-shopper' }]);
        expect(await guest.page.getByRole('link', { name: 'Manage Registry' }).count()).toBe(0);

        // The owner stops accepting gift cards in the owner's area; the guest no longer sees it.
        await e2e.visit(page, `/registry/account?registry=${registry?.id}`);
        const ownerGiftCards = page
          .getByRole('region', { name: 'Gift cards' })
          .getByRole('checkbox', { name: 'Accept gift cards' });
        await ownerGiftCards.waitFor();
        expect(await ownerGiftCards.isChecked()).toBe(true);
        await ownerGiftCards.uncheck();
        await page
          .locator('#main')
          .getByText('Your registry no longer accepts gift cards.')
          .waitFor();
        await expect.poll(() => ownerGiftCards.isChecked()).toBe(false);
        const [stopped] = (await ownRegistries(page)).filter((entry) => entry.id === registry?.id);
        expect(stopped?.accept_gift_cards).toBe(false);
        await e2e.visit(guest.page, `/registry/${registry?.id}`);
        await guest.page.getByText('Ivory · Size L').waitFor();
        expect(await guest.page.getByText('Gift cards welcome').count()).toBe(0);
      } finally {
        await guest.context.close();
      }

      // Remove (with the version).
      await items.getByRole('button', { name: 'Remove Registry Linen Throw' }).click();
      await page
        .getByText('Registry Linen Throw was removed from your registry.')
        .first()
        .waitFor();
      await page.getByText('This registry doesn’t have any items yet.').waitFor();
      const [emptied] = (await ownRegistries(page)).filter((entry) => entry.id === registry?.id);
      expect(emptied?.items).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a guest adds a gift to the bag with the registry's id; the owner sees the owner view; unknown ids and non-US sites are 404", async () => {
    const owner = await e2e.open();
    const guest = await e2e.open();
    try {
      await signIn(owner.page);
      const registry = seeded(await ownRegistries(owner.page));
      expect(registry).toBeDefined();
      const id = registry?.id ?? '';
      const eventName = registry?.event.name ?? '';

      // The owner: the same page, as the owner, with the way to manage it.
      await e2e.visit(owner.page, `/registry/${id}`);
      await owner.page.getByRole('heading', { level: 1, name: eventName }).waitFor();
      await owner.page.getByRole('link', { name: 'Manage Registry' }).waitFor();

      // A guest in another browser: the gifts, without the owner's controls.
      const { page } = guest;
      await e2e.visit(page, `/registry/${id}`);
      await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
      expect(await page.getByRole('link', { name: 'Manage Registry' }).count()).toBe(0);
      const gifts = page.getByRole('list', { name: `Gifts in ${eventName}` });
      await gifts
        .getByText(/still needed/)
        .first()
        .waitFor();
      expect(await gifts.getByRole('button', { name: /^Remove|^Update/ }).count()).toBe(0);
      const add = gifts.getByRole('button', { name: /^Add to Bag: .+$/ }).first();
      const label = (await add.getAttribute('aria-label')) ?? '';
      const productName = label.replace(/^Add to Bag: (.+)$/, '$1');
      await add.click();
      await page.getByRole('heading', { name: 'Added to Bag' }).waitFor();
      await page.getByText(`${productName}, a gift from this registry, is in your bag.`).waitFor();
      const cart = await readApi<{ items: { displayName: string; registry?: { id: string } }[] }>(
        page,
        '/checkout/v0/an-us/carts/current',
      );
      expect(cart.body.items).toEqual([
        expect.objectContaining({ displayName: productName, registry: { id, context: 'shopper' } }),
      ]);
      await e2e.visit(page, '/cart');
      await page.getByText('Gift registry item').waitFor();

      // The owner buying from their own registry: the cart's registrant context.
      await e2e.visit(owner.page, `/registry/${id}`);
      const own = owner.page
        .getByRole('list', { name: `Gifts in ${eventName}` })
        .getByRole('button', { name: /^Add to Bag: .+$/ })
        .first();
      await own.click();
      await owner.page.getByRole('heading', { name: 'Added to Bag' }).waitFor();
      const ownCart = await readApi<{ items: { registry?: { id: string; context?: string } }[] }>(
        owner.page,
        '/checkout/v0/an-us/carts/current',
      );
      expect(ownCart.body.items.filter((line) => line.registry)).toEqual([
        expect.objectContaining({ registry: { id, context: 'registrant' } }),
      ]);
      await e2e.visit(owner.page, '/cart');
      await owner.page.getByText('From your own registry').waitFor();

      // Not a registry's id, no registry, and a site without registries: the not-found page.
      for (const path of [
        `/registry/${randomUUID()}`,
        '/registry/x',
        '/registry/%3Cscript%3E',
        '/en-gb/registry/x',
        `/en-gb/registry/${id}`,
      ]) {
        const response = await page.goto(e2e.an(path));
        expect(response?.status(), path).toBe(404);
        expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toContain(
          'noindex',
        );
      }
      // The owner's area is a signed-in shopper's: a guest is asked to sign in.
      const area = await page.goto(e2e.an('/registry/account'));
      expect(area?.status()).toBe(200);
      await page.getByRole('dialog', { name: 'Sign In', exact: true }).waitFor();
    } finally {
      await guest.context.close();
      await owner.context.close();
    }
  });

  it('the owner marks a gift most wanted (with the version); a guest sees it first, marked; unmarking takes it back', async () => {
    const owner = await e2e.open();
    const guest = await e2e.open();
    try {
      await signIn(owner.page);
      const registry = seeded(await ownRegistries(owner.page));
      const id = registry?.id ?? '';
      const eventName = registry?.event.name ?? '';
      await e2e.visit(owner.page, `/registry/account?registry=${id}`);
      const unmarked = owner.page
        .getByRole('button', { name: /^Mark .+ as most wanted$/, pressed: false })
        .first();
      await unmarked.waitFor();
      const label = (await unmarked.getAttribute('aria-label')) ?? '';
      const product = label.replace(/^Mark (.+) as most wanted$/, '$1');
      const toggle = owner.page.getByRole('button', { name: label });
      await toggle.click();
      await owner.page
        .getByText(`${product} is marked most wanted: guests see it first.`)
        .first()
        .waitFor();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      const after = (await ownRegistries(owner.page)).find((entry) => entry.id === id);
      // The change claimed the registry's version (catalogue spec §4).
      expect(after?.version).toBe((registry?.version ?? 0) + 1);

      // A guest: the most wanted gifts first, each marked, this one among them.
      await e2e.visit(guest.page, `/registry/${id}`);
      const gifts = guest.page.getByRole('list', { name: `Gifts in ${eventName}` });
      await gifts.getByRole('listitem').first().waitFor();
      const marks = await gifts
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.textContent?.includes('Most Wanted')));
      const firstUnmarked = marks.indexOf(false);
      expect(marks.slice(firstUnmarked === -1 ? marks.length : firstUnmarked)).not.toContain(true);
      const marked = gifts.getByRole('listitem').filter({ hasText: 'Most Wanted' });
      expect(await marked.filter({ hasText: product }).count()).toBeGreaterThan(0);

      // Unmarked again: the owner's change is said and the mark is gone for guests.
      await toggle.click();
      await owner.page.getByText(`${product} is no longer marked most wanted.`).first().waitFor();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await e2e.visit(guest.page, `/registry/${id}`);
      await gifts.getByRole('listitem').first().waitFor();
      expect(await gifts.getByRole('listitem').filter({ hasText: 'Most Wanted' }).count()).toBe(
        marks.filter(Boolean).length - 1,
      );
    } finally {
      await guest.context.close();
      await owner.context.close();
    }
  });

  it('axe finds nothing serious or critical on the owner area and a registry page at 375 and 1280 px', async () => {
    const { context, page } = await e2e.open();
    try {
      await signIn(page);
      const registry = seeded(await ownRegistries(page));
      for (const path of [
        `/registry/account?registry=${registry?.id}`,
        `/registry/${registry?.id}`,
      ]) {
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await e2e.visit(page, path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page
            .getByRole('list')
            .filter({ hasText: /still needed|Requested/ })
            .first()
            .waitFor();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          expect({ path, width, violations: await seriousAxeViolations(page) }).toEqual({
            path,
            width,
            violations: [],
          });
        }
      }
    } finally {
      await context.close();
    }
  });
});
