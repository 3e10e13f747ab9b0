import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, seriousAxeViolations, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The swatch request in Chromium (catalogue spec §5 "Request swatch enabled for US only (off for
 * one brand)", §7 POST .../swatch-requests with contactInfo, productId and swatches): on an-us a
 * shopper opens "Request a Swatch" from a product page, is told what is missing without losing
 * what was typed, sends it, and the request is stored with the colours chosen; the UK site offers
 * none. axe at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;
let product: { slug: string; id: string; color: string; colorName: string };

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 60 });
  const [row] = await e2e.storefront.db.query<typeof product>(
    `SELECT p.slug, p.id, min(s.color_code) AS color,
            (array_agg(s.color_name ORDER BY s.color_code))[1] AS "colorName"
       FROM products p JOIN skus s ON s.product_id = p.id
      WHERE p.brand_id = 'anthropologie' AND p.product_type = 'standard'
        AND COALESCE((p.flags->>'removeForLegalReasons')::boolean, false) = false
        AND COALESCE((p.flags->>'isGiftCard')::boolean, false) = false
      GROUP BY p.slug, p.id HAVING count(DISTINCT s.color_code) > 1
      ORDER BY p.slug LIMIT 1`,
  );
  if (!row) throw new Error('The seed has no standard product with two colours');
  product = row;
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

const requestButton = (page: Page) => page.getByRole('button', { name: 'Request a Swatch' });

describe('swatch request (catalogue spec §5, §7)', () => {
  it.each([
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ])(
    'a shopper asks for a swatch at $width px; what is missing is said and nothing typed is lost',
    async (viewport) => {
      const { context, page } = await e2e.open();
      try {
        await page.setViewportSize(viewport);
        await page.goto(e2e.an(`/shop/${product.slug}`));
        await hydrated(page);
        await requestButton(page).click();
        const dialog = page.getByRole('dialog', { name: 'Request a Swatch' });
        await dialog.getByRole('group', { name: 'Colors' }).waitFor();

        // Sent with no colour and no address: each says so, and what was typed stays.
        await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
        await dialog.getByRole('button', { name: 'Send My Swatches' }).click();
        await dialog.getByText('Choose at least one color.').waitFor();
        expect(await dialog.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ada');
        expect(await seriousAxeViolations(page)).toEqual([]);

        await dialog.getByRole('checkbox', { name: product.colorName }).check();
        await dialog.getByRole('button', { name: 'Send My Swatches' }).click();
        await expect
          .poll(() =>
            dialog.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid'),
          )
          .toBe('true');
        expect(await dialog.getByRole('checkbox', { name: product.colorName }).isChecked()).toBe(
          true,
        );

        const email = `swatch-${viewport.width}@example.com`;
        await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
        await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
        await dialog.getByRole('textbox', { name: 'Street address' }).fill('1 Main Street');
        await dialog.getByRole('textbox', { name: 'City' }).fill('Philadelphia');
        await dialog.getByRole('combobox', { name: 'State' }).selectOption('PA');
        await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('19103');
        await dialog.getByRole('button', { name: 'Send My Swatches' }).click();
        await dialog.getByRole('status').filter({ hasText: 'Your swatches of' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);

        const rows = await e2e.storefront.db.query<{ payload: Record<string, unknown> }>(
          `SELECT payload FROM form_submissions
          WHERE kind = 'swatch-request' AND site_id = 'an-us' AND payload->'contactInfo'->>'email' = $1`,
          [email],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.payload).toMatchObject({
          productId: product.id,
          swatches: [{ colorCode: product.color, colorName: product.colorName }],
          contactInfo: {
            name: { first: 'Ada', last: 'Lovelace' },
            address: {
              address1: '1 Main Street',
              city: 'Philadelphia',
              region: 'PA',
              postalCode: '19103',
              country: 'US',
            },
          },
        });

        // Escape closes it and the focus goes back to the button.
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.count()).toBe(0);
        await expect
          .poll(() => requestButton(page).evaluate((node) => node === document.activeElement))
          .toBe(true);
      } finally {
        await context.close();
      }
    },
  );

  it('is not offered on the UK site (US only, §5)', async () => {
    const { context, page } = await e2e.open();
    try {
      await page.goto(e2e.an(`/en-gb/shop/${product.slug}`));
      await hydrated(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await requestButton(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
