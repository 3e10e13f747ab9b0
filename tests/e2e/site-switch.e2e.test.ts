import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Changing site through the UI (issue 13; shell spec §2.3 the site and currency selector, issue
 * 4 §4 the same page on the sister site): an-us to an-fr and back keeps the page, on a desktop
 * by the header's selector and on a phone by the drawer's; the footer's "Change Country or
 * Language" is the selector where the 'Shop In' modal is off (§2.4: #site-select opens it only
 * when enableSiteSelectModal is on), and opens the modal where it is on; axe with each open.
 */
vi.setConfig({ testTimeout: 90_000 });
let e2e: E2e;
let product: string;

beforeAll(async () => {
  e2e = await startE2e();
  const rows = await e2e.storefront.db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = 'anthropologie' AND product_type = 'standard'
       AND COALESCE((flags->>'removeForLegalReasons')::boolean, false) = false ORDER BY slug LIMIT 1`,
  );
  product = rows[0]!.slug;
}, 1_500_000);

afterAll(async () => {
  await e2e?.close();
});

/** The page's language and path, once the new document is hydrated. */
async function landed(page: Page, pathname: string, lang: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.waitForFunction((value) => document.documentElement.lang === value, lang);
  await hydrated(page);
}

describe('switching an-us to an-fr and back keeps the page (issue 13, shell spec §2.3)', () => {
  it('at 1280 px by the header selector, on a listing page; axe with it open', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(e2e.an('/clothing?sort=newest'));
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Clothing' }).waitFor();
      // The disclosure names what it does and shows where the shopper shops now.
      const toggle = page.getByRole('banner').locator('summary', {
        hasText: 'Change country or currency',
      });
      expect(await toggle.textContent()).toContain('US | $ USD');
      // By keyboard: the summary takes focus and Enter opens it; Escape closes it again.
      await toggle.focus();
      await page.keyboard.press('Enter');
      const france = page.getByRole('banner').getByRole('link', { name: /^France/ });
      await france.waitFor();
      await page.keyboard.press('Escape');
      await france.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      await page.keyboard.press('Enter');
      await france.waitFor();
      const current = page.getByRole('banner').getByRole('link', { name: /^United States/ });
      expect(await current.getAttribute('aria-current')).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The same listing, query kept, under the French site's prefix.
      expect(await france.getAttribute('href')).toBe('/fr-fr/clothing?sort=newest');
      await france.click();
      await landed(page, '/fr-fr/clothing', 'fr-FR');
      await page.getByRole('heading', { level: 1, name: 'Vêtements' }).waitFor();
      expect(new URL(page.url()).search).toBe('?sort=newest');

      const back = page
        .getByRole('banner')
        .locator('summary', { hasText: 'Changer de pays ou de devise' });
      expect(await back.textContent()).toContain('FR | € EUR');
      await back.click();
      const us = page.getByRole('banner').getByRole('link', { name: /^United States/ });
      expect(await us.getAttribute('href')).toBe('/clothing?sort=newest');
      await us.click();
      await landed(page, '/clothing', 'en-US');
      await page.getByRole('heading', { level: 1, name: 'Clothing' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('at 375 px through the drawer, on a product page; axe with the drawer selector open', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(e2e.an(`/shop/${product}`));
      await hydrated(page);
      // The desktop selector is hidden with the utility bar on a phone: the drawer has its own.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const entry = drawer.getByRole('button', { name: /Country \/ Language/ });
      expect(await entry.textContent()).toContain('US | $ USD');
      await entry.click();
      await drawer.getByRole('heading', { name: 'Country / Language' }).waitFor();
      // Focus moves to the level's Back button; Back returns to the entry.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Back');
      const france = drawer.getByRole('link', { name: /^France/ });
      await expect.poll(() => france.getAttribute('href')).toBe(`/fr-fr/shop/${product}`);
      expect(
        await drawer.getByRole('link', { name: /^United States/ }).getAttribute('aria-current'),
      ).toBe('true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await france.click();
      await landed(page, `/fr-fr/shop/${product}`, 'fr-FR');

      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: /Pays \/ Langue/ }).click();
      const us = menu.getByRole('link', { name: /^United States/ });
      await expect.poll(() => us.getAttribute('href')).toBe(`/shop/${product}`);
      await us.click();
      await landed(page, `/shop/${product}`, 'en-US');
    } finally {
      await context.close();
    }
  });
});

describe("the footer's site link is never dead (shell spec §2.3, §2.4)", () => {
  it("Anthropologie (Shop In modal off): 'Change Country or Language' opens the site list in place", async () => {
    const { context, page } = await e2e.open({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      const toggle = footer.locator('summary', { hasText: 'Change Country or Language' });
      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      const france = footer.getByRole('link', { name: /^France/ });
      await france.waitFor();
      expect(await france.getAttribute('href')).toBe('/fr-fr/clothing');
      // Nothing navigated to #site-select, which opens nothing here.
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("Free People (Shop In modal on): 'Change Country' and the header's selector open the Shop In modal", async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(e2e.fp('/'));
      await hydrated(page);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Change Country' });
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Shop In' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link').count()).toBeGreaterThan(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The header's selector opens the same modal, not its own list.
      const selector = page
        .getByRole('banner')
        .locator('summary', { hasText: 'Change country or currency' });
      await selector.click();
      await dialog.waitFor();
      expect(new URL(page.url()).hash).toBe('#site-select');
      expect(
        await page.getByRole('banner').locator('details.sf-site-select').getAttribute('open'),
      ).toBeNull();
    } finally {
      await context.close();
    }
  });
});
