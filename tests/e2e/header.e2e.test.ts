import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The header of shell spec §2.3 and §4 in Chromium: the mobile drawer with the keyboard alone, the
 * mega-menu by hover and by keyboard, Sign Out, the 99+ bag badge, hide-on-scroll and back-to-top,
 * and axe with the drawer and the mega-menu open.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;
const SHOPPER = 'shopper@anthropologie.example';
const SMALL = { width: 375, height: 740 };
const LARGE = { width: 1280, height: 800 };

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

/** A fresh context at this viewport size; closed by the caller's finally. */
/** A shopper's browser at this size, with the harness's cookies (no email sign-up modal). */
const open = (viewport: { width: number; height: number }) => e2e.open({ viewport });

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });

/** Presses Tab until the element matching `selector` has focus (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

async function signIn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign In / Sign Up' }).click();
  const form = page.getByRole('dialog', { name: 'Sign In' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(SHOPPER);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'My Account' }).waitFor();
}

describe('the mobile header and drawer at 375 px (shell spec §2.3, §4)', () => {
  it('keeps the header (promo banner aside) within about 120 px, navigation in the drawer', async () => {
    const { context, page } = await open(SMALL);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const height = await page.evaluate(() => {
        const header = document.querySelector('.sf-header')!.getBoundingClientRect().height;
        const promo = document.querySelector('.sf-header .sf-promo')?.getBoundingClientRect();
        return header - (promo?.height ?? 0);
      });
      expect(height).toBeLessThanOrEqual(120);
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(
        false,
      );
      for (const name of ['Favorites', 'Bag, 0 items', 'Sign In / Sign Up']) {
        expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it('lays every page kind within a 375 px screen: nothing scrolls sideways (the footer once made pages 768 px wide)', async () => {
    const { context, page } = await open(SMALL);
    try {
      for (const path of ['/', '/dresses', '/cart', '/fr-fr/', '/stores']) {
        await page.goto(e2e.an(path));
        await hydrated(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect({ path, width }).toEqual({ path, width: 375 });
      }
    } finally {
      await context.close();
    }
  });

  it('opens, pushes in, goes back and closes with the keyboard alone, focus trapped', async () => {
    const { context, page } = await open(SMALL);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
      expect(await hamburger.getAttribute('aria-controls')).toBe('sf-mobile-drawer');
      await tabTo(page, '.sf-header__hamburger');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
      await page.waitForFunction(() => !!document.activeElement?.closest('#sf-mobile-drawer'));
      // Focus is trapped: Shift+Tab from the first control wraps to the last, Tab comes back.
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('#sf-mobile-drawer')),
      ).toBe(true);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('#sf-mobile-drawer')),
      ).toBe(true);
      await tabTo(page, '[data-drawer-item="nav-clothing"]');
      await page.keyboard.press('Enter');
      await drawer.getByRole('link', { name: 'Shop All Clothing' }).waitFor();
      // Children are loaded on push: a heading and its links.
      await drawer.getByRole('link', { name: 'Tops' }).waitFor();
      await drawer.getByRole('heading', { name: /shop by category/i }).waitFor();
      expect(await focusedName(page)).toContain('Back');
      await page.keyboard.press('Enter');
      await drawer.getByRole('button', { name: /Clothing/ }).waitFor();
      expect(await isFocused(page, '[data-drawer-item="nav-clothing"]')).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await isFocused(page, '.sf-header__hamburger')).toBe(true);
      expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('closes on a route change and when the screen grows past the large breakpoint', async () => {
    const { context, page } = await open(SMALL);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('button', { name: /Clothing/ }).click();
      await drawer.getByRole('link', { name: 'Tops' }).click();
      await drawer.waitFor({ state: 'detached' });
      await page.waitForURL(/\/tops$/);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor();
      await page.setViewportSize(LARGE);
      await drawer.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('the desktop mega-menu at 1280 px (shell spec §3.3, §4)', () => {
  it('opens on hover with intent, shows columns and See More, closes on leaving', async () => {
    const { context, page } = await open(LARGE);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const clothing = nav.getByRole('link', { name: 'Clothing', exact: true });
      const box = (await clothing.boundingBox())!;
      await page.mouse.move(box.x + 5, box.y + box.height / 2);
      await page.mouse.move(box.x + 8, box.y + box.height / 2);
      const panel = page.locator('#sf-mega-nav-clothing');
      await panel.getByRole('link', { name: 'Tops' }).waitFor();
      expect(
        await nav.getByRole('button', { name: /Clothing/ }).getAttribute('aria-expanded'),
      ).toBe('true');
      // HEADING items are headings, not links; BRAND items go to the brand page.
      await panel.getByRole('heading', { name: /shop by category/i }).waitFor();
      expect(await panel.getByRole('link', { name: 'Pilcro' }).getAttribute('href')).toMatch(
        /\/brands\/pilcro$/,
      );
      expect(await panel.locator('.sf-mega__column').count()).toBeGreaterThanOrEqual(2);
      // Ten tertiary items with a display preference of 8: two wait behind See More.
      expect(await panel.getByRole('link', { name: 'Intimates' }).count()).toBe(0);
      await panel.getByRole('button', { name: 'See More' }).click();
      await panel.getByRole('link', { name: 'Intimates' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Out of the navigation (up into the promo banner): the panel closes after the timeout.
      await page.mouse.move(640, 20);
      await panel.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('opens by keyboard (ArrowDown, Enter, Space) and Escape returns focus', async () => {
    const { context, page } = await open(LARGE);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Dresses', exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      const panel = page.locator('#sf-mega-nav-dresses');
      await panel.getByRole('link', { name: 'Maxi Dresses' }).waitFor();
      await page.waitForFunction(() => !!document.activeElement?.closest('#sf-mega-nav-dresses'));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      const toggle = nav.getByRole('button', { name: /Dresses/ });
      expect(await isFocused(page, '[data-nav-item="nav-dresses"] .sf-nav__expand')).toBe(true);
      await page.keyboard.press('Enter');
      await panel.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Space');
      await panel.waitFor({ state: 'detached' });
      await page.keyboard.press('Space');
      await panel.waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the mega-menu promos (shell spec §7: navigation personalised fetch, promos by site and country)', () => {
  /** Opens a top item's panel with the keyboard and waits for its children. */
  async function openClothing(page: Page) {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: /Clothing/ }).click();
    const panel = page.locator('#sf-mega-nav-clothing');
    await panel.getByRole('link', { name: 'Tops' }).waitFor();
    return panel;
  }

  it("shows the item's promos and those of every panel for the shopper's site and country", async () => {
    const { context, page } = await open(LARGE);
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/personalized-content')) asked.push(request.postData() ?? '');
      });

      await page.goto(e2e.an('/'));
      await hydrated(page);
      let panel = await openClothing(page);
      await panel.getByRole('link', { name: 'The Gift Guide' }).waitFor();
      expect(
        await panel.getByRole('link', { name: 'The Gift Guide' }).getAttribute('href'),
      ).toMatch(/\/gift-guide$/);
      await panel.getByRole('link', { name: 'Join AnthroPerks' }).waitFor();
      // For Canada only: not on the US site.
      expect(await panel.getByRole('link', { name: /Canada/ }).count()).toBe(0);
      expect(JSON.parse(asked.at(-1)!)).toMatchObject({
        action: 'NavigationView',
        queries: [
          { contentType: 'superNavContentModulesContainer', include: 3 },
          { contentType: 'componentSuperNavPromo', include: 2 },
        ],
      });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(e2e.an('/en-ca/'));
      await hydrated(page);
      // The site-switch banner comes after hydration above the header (shell spec §2.3): a click
      // before it lands where the button was.
      await page.getByText("You're shopping on our Canada site.").waitFor();
      panel = await openClothing(page);
      await panel.getByRole('link', { name: 'Shipping across Canada' }).waitFor();
      await panel.getByRole('link', { name: 'The Gift Guide' }).waitFor();
      expect(await panel.getByRole('link', { name: 'Join AnthroPerks' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("the phone's drawer shows a pushed item's promos under its links, for the site and country", async () => {
    const { context, page } = await open(SMALL);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: /Clothing/ }).click();
      await drawer.getByRole('link', { name: 'Tops' }).waitFor();
      const guide = drawer.getByRole('link', { name: 'The Gift Guide' });
      await guide.waitFor();
      expect(await guide.getAttribute('href')).toMatch(/\/gift-guide$/);
      await drawer.getByRole('link', { name: 'Join AnthroPerks' }).waitFor();
      expect(await drawer.getByRole('link', { name: /Canada/ }).count()).toBe(0);
      // Under the item's links, inside the drawer's width.
      const links = await drawer.getByRole('link', { name: 'Tops' }).boundingBox();
      const promo = await guide.boundingBox();
      expect(promo!.y).toBeGreaterThan(links!.y);
      expect(promo!.x + promo!.width).toBeLessThanOrEqual(SMALL.width);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks for no personalised content with clientLoadPersonalizedContent off (shell spec §9)', async () => {
    const { context, page } = await open(LARGE);
    try {
      let asked = 0;
      page.on('request', (request) => {
        if (request.url().includes('/personalized-content')) asked += 1;
      });
      await page.goto(e2e.an('/?clientLoadPersonalizedContent=false'));
      await hydrated(page);
      const panel = await openClothing(page);
      expect(await panel.getByRole('link', { name: 'The Gift Guide' }).count()).toBe(0);
      expect(asked).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the account menu (shell spec §2.3)', () => {
  it('signed in shows My Account with the menu; Sign Out returns the header to signed out', async () => {
    const { context, page } = await open(LARGE);
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      await signIn(page);
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.locator('#sf-account-menu');
      await menu.getByRole('link', { name: 'Order History' }).waitFor();
      await menu.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('link', { name: 'Sign In / Sign Up' }).waitFor();
      expect(await page.getByRole('link', { name: 'My Account' }).count()).toBe(0);
      // A public page keeps the shopper where they are.
      expect(new URL(page.url()).pathname).toBe('/clothing');
      const token = await page.evaluate(async () =>
        (await fetch('/api/auth/v0/an-us/tokens/current')).json(),
      );
      expect(token).toMatchObject({ scopes: [] });
    } finally {
      await context.close();
    }
  });

  it('signing out on an account page lands on the home page', async () => {
    const { context, page } = await open(LARGE);
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await signIn(page);
      await page.getByRole('link', { name: 'My Account' }).click();
      await page.waitForURL(/\/account\/dashboard$/);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.locator('#sf-account-menu').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Sign In / Sign Up' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the bag badge (shell spec §9: 99+ above 99)', () => {
  it('shows 99+ when the bag holds more than the maximum, and the real count in its name', async () => {
    const { context, page } = await open(SMALL);
    try {
      // The API's minicart call only (a script chunk may be named after it too).
      await page.route('**/checkout/v0/*/minicart?*', async (route) => {
        // Chromium maps *.localhost to this machine; Node asks the same server by its address.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = '127.0.0.1';
        const response = await route.fetch({
          url: url.href,
          headers: { ...route.request().headers(), host },
        });
        const body = (await response.json()) as { meta: { totalQuantity: number } };
        body.meta.totalQuantity = 110;
        await route.fulfill({ response, json: body });
      });
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await signIn(page);
      const bag = page.getByRole('link', { name: 'Bag, 110 items' });
      await bag.waitFor();
      expect(await bag.getByTestId('cart-badge').textContent()).toBe('99+');
    } finally {
      await context.close();
    }
  });
});

describe('the bag count follows bag events (shell spec §4: item-added and bag-count events)', () => {
  it('a bag changed outside the engine shows its count once sf:bag-count is dispatched', async () => {
    const { context, page } = await open(LARGE);
    try {
      // The shell's services (the listener among them) mount after hydration; their dispatcher
      // flushes on a timer, which says they are there.
      await page.addInitScript(() =>
        window.addEventListener('sf:analytics-flush', () => {
          (window as unknown as { __services: boolean }).__services = true;
        }),
      );
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Bag, 0 items' }).waitFor();
      await page.waitForFunction(
        () => (window as unknown as { __services?: boolean }).__services === true,
      );
      // Another script on the page adds to the bag through the API, then tells the page.
      const slugs = (
        await e2e.storefront.db.query<{ slug: string }>(
          `SELECT slug FROM products WHERE brand_id = 'anthropologie'
             AND product_type = 'standard' ORDER BY slug LIMIT 20`,
        )
      ).map((row) => row.slug);
      const added = await page.evaluate(async (candidates) => {
        type Entry = {
          product: { productId: string };
          skuInfo?: { skus: { skuId: string; stockLevel: number }[] };
        };
        await fetch('/api/auth/v0/an-us/tokens/guest', { method: 'POST' });
        for (const slug of candidates) {
          const response = await fetch(
            `/api/catalog/v1/an-us/pools/US_DIRECT/products?slug=${slug}`,
          );
          if (!response.ok) continue;
          const [entry] = (await response.json()) as Entry[];
          const sku = entry?.skuInfo?.skus.find((candidate) => candidate.stockLevel > 5);
          if (!entry || !sku) continue;
          const add = await fetch('/api/checkout/v0/an-us/carts/items', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              productId: entry.product.productId,
              skuId: sku.skuId,
              poolId: 'US_DIRECT',
              quantity: 2,
            }),
          });
          return add.status;
        }
        return 0;
      }, slugs);
      expect(added).toBe(200);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('sf:bag-count')));
      await page.getByRole('link', { name: 'Bag, 2 items' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('scrolling (shell spec §2.3, §4)', () => {
  it('hides the header going down, reveals it going up, and offers back-to-top past one viewport', async () => {
    const { context, page } = await open({ width: 1280, height: 500 });
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const header = page.locator('header.sf-header');
      await page.mouse.move(640, 450);
      await page.mouse.wheel(0, 1200);
      await page.waitForFunction(() => window.scrollY > 700);
      await page.waitForFunction(() =>
        document.querySelector('header.sf-header')!.classList.contains('sf-header--hidden'),
      );
      const top = page.getByRole('button', { name: 'Back to Top' });
      await top.waitFor();
      await page.mouse.wheel(0, -200);
      await page.waitForFunction(
        () => !document.querySelector('header.sf-header')!.classList.contains('sf-header--hidden'),
      );
      expect(await header.isVisible()).toBe(true);
      await top.click();
      await page.waitForFunction(() => window.scrollY === 0);
    } finally {
      await context.close();
    }
  });

  it('shows no back-to-top on the home page', async () => {
    const { context, page } = await open({ width: 1280, height: 500 });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await page.mouse.move(640, 450);
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() =>
        document.querySelector('header.sf-header')!.classList.contains('sf-header--hidden'),
      );
      expect(await page.getByRole('button', { name: 'Back to Top' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the utility bar at 1280 px (shell spec §3.3: brand utility links and external brand links)', () => {
  it('shows each utility link with its named icon, and the sister brands as logos that say where they go', async () => {
    const { context, page } = await open(LARGE);
    try {
      await page.goto(e2e.an('/'));
      const utility = page.getByRole('list', { name: 'Customer services' });
      const stores = utility.getByRole('link', { name: 'Stores & Events' });
      await expect.poll(() => stores.locator('.sf-glyph--store').count()).toBe(1);
      expect(await utility.locator('.sf-glyph--truck').count()).toBe(1);
      // The icon is drawn, not read: the link's name is its text.
      expect(await stores.locator('[aria-hidden="true"]').count()).toBe(1);
      const brands = page.getByRole('list', { name: 'Our other brands' });
      const terrain = brands.getByRole('link', { name: 'Terrain (opens in a new window)' });
      expect(await terrain.getAttribute('href')).toBe('https://www.shopterrain.com/');
      expect(await terrain.getAttribute('target')).toBe('_blank');
      expect(await terrain.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await terrain.getByRole('img', { name: 'Terrain' }).isVisible()).toBe(true);
      // On a French site the labels are French.
      await page.goto(e2e.an('/fr-fr/'));
      expect(await page.getByRole('list', { name: 'Nos autres marques' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('link events (shell spec §7: top_nav click and expand, hamburger, site select, primary header)', () => {
  /** The event names each flush of the dispatcher sent (it flushes every poll, empty or not, up to limits.timings.analyticsQueuePollMax empty polls in a row). */
  async function followFlushes(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[]; __flushed: boolean }).__sent = sent;
      window.addEventListener('sf:analytics-flush', (event) => {
        (window as unknown as { __flushed: boolean }).__flushed = true;
        sent.push(...(event as CustomEvent<{ sent: string[] }>).detail.sent);
      });
    });
    return () => page.evaluate(() => [...(window as unknown as { __sent: string[] }).__sent]);
  }
  const dispatcherReady = (page: Page) =>
    page.waitForFunction(() => (window as unknown as { __flushed?: boolean }).__flushed === true);

  it('sends the hamburger press at 375 px, and the navigation, site selector and bag at 1280 px', async () => {
    const { context, page } = await open(SMALL);
    try {
      const sent = await followFlushes(page);
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      await dispatcherReady(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await expect.poll(sent).toContain('hamburger_click');
      await page.keyboard.press('Escape');

      await page.setViewportSize(LARGE);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Dresses', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/dresses');
      await expect.poll(sent).toContain('top_nav_click');
      // The selector's summary (its name "Change country or currency" is visually hidden).
      const siteSelect = page
        .getByRole('banner')
        .locator('summary', { hasText: 'Change country or currency' });
      await siteSelect.click();
      await expect.poll(sent).toContain('site_select_click');
      await siteSelect.click();
      await page.getByRole('link', { name: 'Bag, 0 items' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await expect.poll(sent).toContain('primary_header_click');
      // Nothing else was made up on the way.
      expect((await sent()).filter((name) => name.endsWith('_expand'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
