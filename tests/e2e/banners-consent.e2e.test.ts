import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieOf, hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The shell's banners and consent in Chromium (issue 13; shell spec §3.3, §4, §5): the cart
 * threshold banner as the bag's subtotal crosses its minimum and maximum, the rotational banner
 * advancing, the Details toggle, consent on a French site (reject, nothing held back is sent,
 * accept later), the email sign-up trigger's page count and utm_source rule, axe with the consent
 * dialog open at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;
let sku: { sku: string; product: string; price: number; stock: number };

beforeAll(async () => {
  e2e = await startE2e();
  const rows = await e2e.storefront.db.query<{
    sku: string;
    product: string;
    price: string;
    stock: number;
  }>(
    `SELECT s.id AS sku, p.id AS product, s.sale_price_usd AS price, i.stock_level AS stock
       FROM skus s JOIN products p ON p.id = s.product_id
       JOIN inventory i ON i.sku_id = s.id AND i.pool_id = 'US_DIRECT'
      WHERE p.brand_id = 'anthropologie' AND p.product_type = 'standard'
        AND i.available_status = 'available' AND s.sale_price_usd BETWEEN 20 AND 99
        AND i.stock_level * s.sale_price_usd >= 160
      ORDER BY s.sale_price_usd DESC, s.id LIMIT 1`,
  );
  const row = rows[0]!;
  sku = { sku: row.sku, product: row.product, price: Number(row.price), stock: row.stock };
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

/**
 * Adds to the guest's bag through the API, as the product page's Add to Bag does; the first call
 * obtains the guest token (a second one would start a new, empty bag).
 */
async function addToBag(page: Page, quantity: number, first = false): Promise<number> {
  return page.evaluate(
    async ({ item, quantity: count, newGuest }) => {
      if (newGuest) await fetch('/api/auth/v0/an-us/tokens/guest', { method: 'POST' });
      const reply = await fetch('/api/checkout/v0/an-us/carts/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cartType: 'TRANSACTIONAL',
          fulfillmentType: 'DIRECT',
          productId: item.product,
          skuId: item.sku,
          poolId: 'US_DIRECT',
          quantity: count,
        }),
      });
      return reply.status;
    },
    { item: sku, quantity, newGuest: first },
  );
}

/** US dollars as the banner formats them (a trailing .00 dropped). */
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    .format(amount)
    .replace(/\.00$/, '');

async function waitForCookie(context: BrowserContext, name: string, value: string) {
  await expect.poll(() => cookieOf(context, name), { timeout: 10_000 }).toBe(value);
}

describe('promo banners (shell spec §3.3, §4)', () => {
  it('the threshold banner appears at its minimum, counts down the rest, then says it is met', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const away = page.getByText(/away from free standard shipping/);
      // The rotation is there, so the banners rendered; the threshold one waits for its minimum.
      await page.getByText('Just in: party-ready dresses for every celebration').waitFor();
      expect(await away.count()).toBe(0);

      const first = Math.ceil(50 / sku.price);
      expect(first * sku.price).toBeLessThan(150);
      expect(await addToBag(page, first, true)).toBe(200);
      await page.reload();
      await hydrated(page);
      const left = Math.round((150 - first * sku.price) * 100) / 100;
      await page
        .getByText(`You're ${dollars(left)} away from free standard shipping.`, { exact: true })
        .waitFor();
      await page.getByText('Almost there!').waitFor();

      const more = Math.ceil(150 / sku.price) - first;
      expect(await addToBag(page, more)).toBe(200);
      await page.reload();
      await hydrated(page);
      await page.getByText('Good news: your order ships free!').waitFor();
      expect(await away.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the rotational banner shows one slide at a time and loops on', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const slides = [
        'Just in: party-ready dresses for every celebration',
        'Short on time? E-gift cards arrive in minutes',
        'Sign up for emails and be the first to know about new arrivals',
      ];
      await page.getByText(slides[0]!).waitFor();
      await page.getByRole('button', { name: 'Next offer' }).click();
      await page.getByText(slides[1]!).waitFor();
      expect(await page.getByText(slides[0]!).count()).toBe(0);
      // On its own (5 s a slide), it moves on to the third.
      await page.getByText(slides[2]!).waitFor({ timeout: 12_000 });
      await page.getByRole('button', { name: 'Next offer' }).click();
      await page.getByText(slides[0]!).waitFor();
    } finally {
      await context.close();
    }
  });

  it('Details opens and closes the description (an-fr)', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      const toggle = page.getByRole('button', { name: 'Détails' });
      const text = page.getByText('Livraison express en 2 à 3 jours ouvrés', { exact: false });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await text.isVisible()).toBe(false);
      await toggle.click();
      await text.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.click();
      await text.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});

describe('the site-switch banner (shell spec §4)', () => {
  it('replaces the promo banners on a site other than the remembered one, and hides once one is chosen', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await waitForCookie(context, 'sf_site_choice', 'an-us');
      // ref=footer: the shopper chose this site from the footer, no banner.
      await page.goto(e2e.an('/fr-fr/?ref=footer'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Détails' }).waitFor();
      expect(await page.getByRole('region', { name: 'Suggestion de site' }).count()).toBe(0);

      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Suggestion de site' });
      await banner.waitFor();
      expect(
        await banner
          .getByRole('link', { name: 'Aller sur le site United States' })
          .getAttribute('href'),
      ).toBe('/');
      expect(await page.getByRole('button', { name: 'Détails' }).count()).toBe(0);
      await banner.getByRole('button', { name: 'Rester sur le site France' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Détails' }).waitFor();
      await waitForCookie(context, 'sf_site_choice', 'an-fr,an-us');
      const cookie = (await context.cookies()).find((c) => c.name === 'sf_site_choice');
      // max-age 15552000 s (§9): about 180 days from now.
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(15_552_000 - 60);
    } finally {
      await context.close();
    }
  });

  it("is in the server's HTML when the request carries the cookie, and hydrates in place: nothing removed, nothing moved (shell spec §4)", async () => {
    const choice = { name: 'sf_site_choice', value: 'an-us', url: e2e.an('/') };
    // The page as served, without any script: the banner, and no promo banner.
    const served = await e2e.open({ javaScriptEnabled: false });
    try {
      await served.context.addCookies([choice]);
      await served.page.goto(e2e.an('/fr-fr/'));
      const banner = served.page.getByRole('region', { name: 'Suggestion de site' });
      await expect(
        banner.getByRole('link', { name: 'Aller sur le site United States' }).count(),
      ).resolves.toBe(1);
      await expect(served.page.getByRole('button', { name: 'Détails' }).count()).resolves.toBe(0);
    } finally {
      await served.context.close();
    }
    const { context, page } = await e2e.open();
    try {
      await context.addCookies([choice]);
      // Where the header's main bar sits when the document is parsed (before hydration), and
      // whether the banner is ever taken out of the page.
      await page.addInitScript(() => {
        const seen = window as unknown as { __removed?: number; __servedTop?: number };
        seen.__removed = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (
                node instanceof Element &&
                (node.matches('.sf-site-switch') || node.querySelector('.sf-site-switch'))
              )
                seen.__removed! += 1;
        }).observe(document, { childList: true, subtree: true });
        document.addEventListener('DOMContentLoaded', () => {
          seen.__servedTop = document
            .querySelector('.sf-header__main')
            ?.getBoundingClientRect().top;
        });
      });
      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Suggestion de site' });
      await banner.getByRole('button', { name: 'Rester sur le site France' }).waitFor();
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => {
        const state = window as unknown as { __removed?: number; __servedTop?: number };
        return {
          removed: state.__removed,
          servedTop: state.__servedTop,
          top: document.querySelector('.sf-header__main')?.getBoundingClientRect().top,
        };
      });
      expect(seen.removed).toBe(0);
      expect(seen.servedTop).toBeGreaterThan(0);
      expect(seen.top).toBe(seen.servedTop);
      expect(await page.getByRole('button', { name: 'Détails' }).count()).toBe(0);
      // Hydrated: choosing works, and the promo banners come back.
      await banner.getByRole('button', { name: 'Rester sur le site France' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Détails' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('consent on a French site (shell spec §4)', () => {
  it('starts non-consented; rejecting writes the cookie and holds back marketing events; accepting later releases them', async () => {
    const { context, page } = await e2e.open({ consent: true });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/telemetry/v0/an-fr/events'))
        sent.push(request.postData() ?? '');
    });
    await page.addInitScript(() => {
      const flushes: { sent: string[]; held: string[] }[] = [];
      (window as unknown as { __flushes: typeof flushes }).__flushes = flushes;
      window.addEventListener('sf:analytics-flush', (event) =>
        flushes.push((event as CustomEvent<{ sent: string[]; held: string[] }>).detail),
      );
    });
    try {
      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Le respect de votre vie privée' });
      await banner.waitFor();
      expect(await cookieOf(context, 'sf_consent')).toBeUndefined();
      await banner.getByRole('button', { name: 'Tout refuser' }).click();
      await banner.waitFor({ state: 'detached' });
      await waitForCookie(context, 'sf_consent', 'C0001:1,C0002:0,C0003:0,C0004:0');

      // The dispatcher flushed with the campaign impressions held back, and nothing went out.
      await page.waitForFunction(() =>
        (window as unknown as { __flushes: { held: string[] }[] }).__flushes.some((flush) =>
          flush.held.includes('campaign_impression'),
        ),
      );
      expect(sent).toEqual([]);

      // Later: the preferences dialog, checked by axe at both widths, then accept all.
      await page.getByRole('button', { name: 'Préférences cookies' }).click();
      const dialog = page.getByRole('dialog', { name: 'Préférences en matière de cookies' });
      await dialog.waitFor();
      expect(await dialog.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
      expect(
        await dialog.getByRole('switch', { name: 'Strictement nécessaires' }).isDisabled(),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      await dialog.getByRole('button', { name: 'Tout accepter' }).click();
      await dialog.waitFor({ state: 'detached' });
      await waitForCookie(context, 'sf_consent', 'C0001:1,C0002:1,C0003:1,C0004:1');
      await expect
        .poll(() => sent.some((body) => body.includes('campaign_impression')), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('per-group toggles: marketing only', async () => {
    const { context, page } = await e2e.open({ consent: true });
    try {
      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Gérer mes préférences' }).click();
      const dialog = page.getByRole('dialog', { name: 'Préférences en matière de cookies' });
      await dialog.getByRole('switch', { name: 'Marketing' }).check();
      await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
      await waitForCookie(context, 'sf_consent', 'C0001:1,C0002:0,C0003:0,C0004:1');
    } finally {
      await context.close();
    }
  });
});

describe('the email sign-up trigger (shell spec §5)', () => {
  it('opens #email-sign-up on the brand page count (2), once', async () => {
    const { context, page } = await e2e.open({ emailSignup: true });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '1');
      expect(new URL(page.url()).hash).toBe('');
      await page.goto(e2e.an('/new-arrivals'));
      await hydrated(page);
      await page.waitForURL((url) => url.hash === '#email-sign-up');
      await waitForCookie(context, 'sf_email_bypass', 'true');
      await page.goto(e2e.an('/clothing'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '3');
      expect(new URL(page.url()).hash).toBe('');
    } finally {
      await context.close();
    }
  });

  // Where the spec is silent (issue 13: a look a shopper trusts): the modal is not stacked over
  // the consent banner of an EU site's first visit; the trigger page holds it for the next page.
  it('on an-fr it waits for the consent answer, then opens on the next page', async () => {
    const { context, page } = await e2e.open({ emailSignup: true, consent: true });
    try {
      await page.goto(e2e.an('/fr-fr/'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '1');
      await page.goto(e2e.an('/fr-fr/new-arrivals'));
      await hydrated(page);
      await waitForCookie(context, 'sf_email_deferred', 'true');
      expect(new URL(page.url()).hash).toBe('');
      expect(await cookieOf(context, 'sf_email_bypass')).toBeUndefined();
      await page.getByRole('button', { name: 'Tout accepter' }).click();
      await page.goto(e2e.an('/fr-fr/clothing'));
      await hydrated(page);
      await page.waitForURL((url) => url.hash === '#email-sign-up');
      await waitForCookie(context, 'sf_email_bypass', 'true');
      expect(await cookieOf(context, 'sf_email_deferred')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('utm_source=marketing skips it', async () => {
    const { context, page } = await e2e.open({ emailSignup: true });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '1');
      await page.goto(e2e.an('/new-arrivals?utm_source=marketing'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '2');
      expect(new URL(page.url()).hash).toBe('');
      expect(await cookieOf(context, 'sf_email_bypass')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('the cart route skips it', async () => {
    const { context, page } = await e2e.open({ emailSignup: true });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '1');
      await page.goto(e2e.an('/cart'));
      await hydrated(page);
      await waitForCookie(context, 'sf_page_visits', '2');
      expect(new URL(page.url()).hash).toBe('');
    } finally {
      await context.close();
    }
  });
});
