import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../commerce-api/seed/index.ts';
import { hydrated, seriousAxeViolations, signInThroughApi, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The service forms in Chromium (issue 14; shell spec §2.4 the hash opens them, §3.2 their fields,
 * §5 their required fields and limits, §7 their calls): contact us and a catalogue request on
 * Anthropologie's US site, each first with bad input (no email, a message over the configured
 * limit, missing address fields: clear errors at the fields, nothing typed lost) then good input,
 * after which the API has the submission; axe finds nothing serious at 375 and 1280 px.
 */
vi.setConfig({ testTimeout: 180_000 });
let e2e: E2e;

// The shared build of the e2e brands can take minutes on a busy machine.
beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 900_000);
afterAll(async () => {
  await e2e?.close();
});

async function openModal(page: Page, hash: string, name: string): Promise<Locator> {
  await page.goto(e2e.an(`/${hash}`));
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The texts of what the field's aria-describedby names (its hint and its error). */
const described = (field: Locator) =>
  field.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

async function submissions(kind: string): Promise<Record<string, unknown>[]> {
  const rows = await e2e.storefront.db.query<{ payload: Record<string, unknown> | string }>(
    'SELECT payload FROM form_submissions WHERE kind = $1',
    [kind],
  );
  return rows.map((row) =>
    typeof row.payload === 'string'
      ? (JSON.parse(row.payload) as Record<string, unknown>)
      : row.payload,
  );
}

describe('service forms in Chromium (issue 14)', () => {
  it('contact us: no email and a message over the limit are said at their fields with nothing lost; then it is sent', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      const dialog = await openModal(page, '#contact-us', 'Contact Us');
      await axeAtBothWidths(page, 'the contact form');
      const first = dialog.getByRole('textbox', { name: 'First name' });
      const email = dialog.getByRole('textbox', { name: 'Email address' });
      const message = dialog.getByRole('textbox', { name: 'Message' });
      const tooLong = `My parcel is late. ${'x'.repeat(2000)}`;
      await first.fill('Ada');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('combobox', { name: 'Subject' }).selectOption('ORDER');
      await dialog.getByRole('textbox', { name: /Order number/ }).fill('an100000001');
      await message.fill(tooLong);
      expect(await described(message)).toContain('characters over the limit');
      await dialog.getByRole('button', { name: 'Send' }).click();

      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      expect(await described(email)).toContain('This field is required.');
      expect(await message.getAttribute('aria-invalid')).toBe('true');
      expect(await described(message)).toContain('can’t be more than 2000 characters');
      // The first wrong field has the focus; everything typed is still there.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'replyToEmail',
      );
      expect(await first.inputValue()).toBe('Ada');
      expect(await message.inputValue()).toBe(tooLong);
      await axeAtBothWidths(page, 'the contact form with errors');

      await email.fill('ada@example.com');
      await message.fill('My parcel is late. Could you tell me where it is?');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.getByRole('status').getByText('Your message has been sent').waitFor();
      const sent = await submissions('contact-us');
      expect(sent).toContainEqual(
        expect.objectContaining({
          name: { first: 'Ada', last: 'Lovelace' },
          replyToEmail: 'ada@example.com',
          subjectCode: 'ORDER',
          subjectText: 'An order',
          orderNumber: 'AN100000001',
          message: 'My parcel is late. Could you tell me where it is?',
        }),
      );
    } finally {
      await context.close();
    }
  });

  it('request a catalog: missing address fields are said at their fields with nothing lost; then it is sent', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      const dialog = await openModal(page, '#request-catalog', 'Request a Catalog');
      await axeAtBothWidths(page, 'the catalogue form');
      // The US site asks no phone for a mailed catalogue; its states are a list.
      expect(await dialog.getByRole('textbox', { name: /Phone/ }).count()).toBe(0);
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
      await dialog.getByRole('textbox', { name: 'Street address' }).fill('1 Market St');
      await dialog.getByRole('button', { name: 'Request Catalog' }).click();

      const city = dialog.getByRole('textbox', { name: 'City' });
      await expect.poll(() => city.getAttribute('aria-invalid')).toBe('true');
      expect(await described(city)).toContain('This field is required.');
      expect(
        await dialog.getByRole('combobox', { name: 'State' }).getAttribute('aria-invalid'),
      ).toBe('true');
      expect(await dialog.getByRole('textbox', { name: 'Street address' }).inputValue()).toBe(
        '1 Market St',
      );
      await axeAtBothWidths(page, 'the catalogue form with errors');

      await city.fill('Philadelphia');
      await dialog.getByRole('combobox', { name: 'State' }).selectOption('PA');
      await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('19103');
      await dialog.getByRole('textbox', { name: /PO box/ }).fill('PO Box 12');
      await dialog.getByRole('button', { name: 'Request Catalog' }).click();
      await dialog.getByRole('status').getByText('Your catalog is on its way').waitFor();
      expect(await submissions('catalog-request')).toContainEqual(
        expect.objectContaining({
          address1: '1 Market St',
          city: 'Philadelphia',
          region: 'PA',
          postalCode: '19103',
          country: 'US',
          poBox: 'PO Box 12',
        }),
      );
    } finally {
      await context.close();
    }
  });

  it('trade program (shell spec §5 trade forms): bad input said at the fields with nothing lost; then it is sent; the dashboard offers it on an-us', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 900 } });
    try {
      const dialog = await openModal(page, '#trade-program', 'Trade Program');
      await axeAtBothWidths(page, 'the trade form');
      const business = dialog.getByRole('textbox', { name: 'Business name' });
      const taxId = dialog.getByRole('textbox', { name: 'Business tax ID' });
      const phone = dialog.getByRole('textbox', { name: 'Business phone' });
      // an-us is the brand's one trade country: it is chosen already.
      expect(await dialog.getByRole('combobox', { name: 'Business country' }).inputValue()).toBe(
        'US',
      );
      await business.fill('Lovelace Interiors');
      await taxId.fill('12-34567');
      await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await dialog.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
      await phone.fill('555-0100');
      await dialog.getByRole('button', { name: 'Apply' }).click();

      const type = dialog.getByRole('combobox', { name: 'Type of business' });
      await expect.poll(() => type.getAttribute('aria-invalid')).toBe('true');
      expect(await described(type)).toContain('This field is required.');
      expect(await taxId.getAttribute('aria-invalid')).toBe('true');
      expect(await described(taxId)).toContain('9-digit EIN');
      expect(await described(phone)).toContain('10 to 15 digits');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'businessType',
      );
      expect(await business.inputValue()).toBe('Lovelace Interiors');
      expect(await taxId.inputValue()).toBe('12-34567');
      await axeAtBothWidths(page, 'the trade form with errors');

      await type.selectOption('INTERIOR_DESIGN');
      await taxId.fill('12-3456789');
      await phone.fill('(215) 555-0100');
      await dialog.getByRole('textbox', { name: /Website/ }).fill('https://lovelace.example');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog
        .getByRole('status')
        .getByText('received the application for Lovelace Interiors')
        .waitFor();
      expect(await submissions('trade-application')).toContainEqual(
        expect.objectContaining({
          businessName: 'Lovelace Interiors',
          businessType: 'INTERIOR_DESIGN',
          taxId: '123456789',
          phoneNumber: '2155550100',
          website: 'https://lovelace.example',
          country: 'US',
          email: 'ada@example.com',
        }),
      );

      await signInThroughApi(page, e2e.an('/'), {
        email: 'shopper@anthropologie.example',
        password: DEMO_PASSWORD,
      });
      await page.goto(e2e.an('/account/dashboard'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Apply to the Trade Program' }).click();
      await page.getByRole('dialog', { name: 'Trade Program' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
