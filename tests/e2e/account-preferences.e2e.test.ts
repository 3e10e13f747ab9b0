import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiFromPage,
  hydrated,
  seriousAxeViolations,
  startE2e,
  subscriptionOf,
} from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * The account settings' Email & Text Preferences and Employee Discount sections in Chromium
 * (issue 14; shell spec §1 the account's marketing subscriptions; §3.2 Marketing subscription and
 * Employee link fields; §3.1 smsMarketing.countries and §5 the switch "SMS opt-in during email
 * signup", "Phone numbers are stripped to digits"; §6 the employee role; §7 POST
 * /me/marketing-subscriptions and /me/employee). On an-us a bad mobile number is refused at its
 * field with the typed email kept, a number without consent is refused, then the subscription is
 * stored with the number as digits; on an-uk (no SMS sign-up) there is no phone field; an
 * employee id the API refuses shows its message at the field, a good one is stored with the
 * employee role, and the same id on another account is refused; axe finds nothing serious.
 */
vi.setConfig({ testTimeout: 120_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e({ seedProducts: 30 });
}, 1_200_000);
afterAll(async () => {
  await e2e?.close();
});

const SETTINGS = '/account/account-settings';

/** A new shopper of its own, created and signed in through the API from a page of the site. */
async function newShopper(
  page: Page,
  site: { readonly id: string; readonly prefix: string } = { id: 'an-us', prefix: '' },
): Promise<{ email: string }> {
  const shopper = {
    email: `prefs-${randomUUID().slice(0, 8)}@example.com`,
    password: 'first-pass1',
  };
  await page.goto(e2e.an(`${site.prefix}/`));
  await hydrated(page);
  expect(
    await apiFromPage(page, `/profile/v0/${site.id}/users`, {
      ...shopper,
      name: { first: 'Robin', last: 'Ames' },
    }),
  ).toBe(201);
  expect(await apiFromPage(page, `/auth/v0/${site.id}/tokens/login`, shopper)).toBe(200);
  return shopper;
}

/** Waits until React has hydrated the section: a click before would be lost. */
async function sectionHydrated(form: Locator): Promise<void> {
  await expect
    .poll(
      () => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))),
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('account email and text preferences and employee discount in Chromium (issue 14)', () => {
  it('an-us: a bad mobile number is refused with the typed email kept, a number needs consent, then the sign-up is stored', async () => {
    const { context, page } = await e2e.open();
    try {
      const shopper = await newShopper(page);
      await e2e.visit(page, SETTINGS);
      const form = page.getByRole('form', { name: 'Email & Text Preferences' });
      await sectionHydrated(form);
      const email = form.getByRole('textbox', { name: 'Email address' });
      // The account's address is offered; the shopper may give another.
      await expect.poll(() => email.inputValue()).toBe(shopper.email);
      const other = `news-${randomUUID().slice(0, 8)}@example.com`;
      await email.fill(other);
      const mobile = form.getByRole('textbox', { name: 'Mobile number for texts (optional)' });
      const consent = form.getByRole('checkbox', { name: /Yes, text me offers and updates/ });
      await mobile.fill('555');
      await consent.check();
      await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await form.getByText('Please enter a valid phone number.').waitFor();
      expect(await mobile.getAttribute('aria-invalid')).toBe('true');
      expect(await email.inputValue()).toBe(other);
      expect(await mobile.inputValue()).toBe('555');
      await expect
        .poll(() => mobile.evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await subscriptionOf(e2e, 'an-us', other)).toBeUndefined();

      // A number without the consent is not sent (texts need the shopper's yes).
      await mobile.fill('(215) 555-0142');
      await consent.uncheck();
      await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await form.getByText(/To get texts, check the box to agree/).waitFor();
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      expect(await email.inputValue()).toBe(other);
      expect(await mobile.inputValue()).toBe('(215) 555-0142');

      await consent.check();
      await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
      const saved = `You’re subscribed to emails at ${other} and texts at (215) 555-0142.`;
      await form.getByText(saved).waitFor();
      // Said at the top of the page too (and through the shell's announcer).
      await expect.poll(() => page.getByText(saved).count()).toBeGreaterThanOrEqual(2);
      expect(await mobile.getAttribute('aria-invalid')).toBeNull();
      await expect
        .poll(() => subscriptionOf(e2e, 'an-us', other))
        .toMatchObject({
          emailAddress: other,
          action: 'SUBSCRIBE',
          gender: 'UNKNOWN',
          source: 'account-settings',
          country: 'US',
          mobilePhoneNumber: '2155550142',
          smsSignUpSourceId: 'account-settings',
          dialingCodeCountryCode: 'US',
        });
    } finally {
      await context.close();
    }
  });

  it('an-uk, a site without SMS sign-up: no phone field; the email sign-up is stored, read back and unsubscribed', async () => {
    const { context, page } = await e2e.open();
    try {
      const shopper = await newShopper(page, { id: 'an-uk', prefix: '/en-gb' });
      await e2e.visit(page, `/en-gb${SETTINGS}`);
      const form = page.getByRole('form', { name: 'Email & Text Preferences' });
      await sectionHydrated(form);
      const email = form.getByRole('textbox', { name: 'Email address' });
      await expect.poll(() => email.inputValue()).toBe(shopper.email);
      expect(await form.getByRole('textbox', { name: /Mobile number/ }).count()).toBe(0);
      expect(await form.getByRole('checkbox').count()).toBe(0);
      // What the account's address is subscribed to, read from the API (shell spec §1).
      await form.getByText('You’re not subscribed to our emails.').waitFor();
      expect(await form.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);

      await email.fill('not-an-email');
      await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await form.getByText('Please enter a valid email address.').waitFor();
      expect(await email.inputValue()).toBe('not-an-email');

      await email.fill(shopper.email);
      await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await form.getByText(`You’re subscribed to emails at ${shopper.email}.`).waitFor();
      const stored = await subscriptionOf(e2e, 'an-uk', shopper.email);
      expect(stored).toMatchObject({ source: 'account-settings', country: 'GB' });
      expect(stored).not.toHaveProperty('mobilePhoneNumber');

      // A reload reads it back from the API; Unsubscribe stops the emails.
      await e2e.visit(page, `/en-gb${SETTINGS}`);
      await sectionHydrated(form);
      await form.getByText(`You’re subscribed to emails at ${shopper.email}.`).waitFor();
      await form.getByRole('button', { name: 'Unsubscribe' }).click();
      await form.getByText(`You’ve unsubscribed ${shopper.email} from our emails.`).waitFor();
      await form.getByText('You’re not subscribed to our emails.').waitFor();
      await expect
        .poll(async () => (await subscriptionOf(e2e, 'an-uk', shopper.email))?.action)
        .toBe('UNSUBSCRIBE');
    } finally {
      await context.close();
    }
  });

  it('employee discount: empty fields and an id the API refuses show at their fields, a good one is stored, and the same id on another account is refused', async () => {
    const { context, page } = await e2e.open();
    const second = await e2e.open();
    try {
      const shopper = await newShopper(page);
      await e2e.visit(page, SETTINGS);
      const form = page.getByRole('form', { name: 'Employee Discount' });
      await sectionHydrated(form);
      const submit = form.getByRole('button', { name: 'Link Employee ID' });
      await submit.click();
      await form.getByText('Please choose the region you work in.').waitFor();
      expect(await form.getByText('Please fill in this field.').count()).toBe(2);

      const region = form.getByRole('combobox', { name: 'Region you work in' });
      const id = form.getByRole('textbox', { name: 'Employee ID' });
      const store = form.getByRole('textbox', { name: 'Store or office' });
      await region.selectOption({ label: 'North America' });
      await id.fill('E12');
      await store.fill('Philadelphia, Walnut St');
      await submit.click();
      // The API's pattern (4 to 10 digits) refuses it: its message at the field, nothing lost.
      await form.getByText(/An employee ID is 4 to 10 digits/).waitFor();
      expect(await id.getAttribute('aria-invalid')).toBe('true');
      expect(await id.inputValue()).toBe('E12');
      expect(await store.inputValue()).toBe('Philadelphia, Walnut St');
      expect(await region.inputValue()).toBe('NORTH_AMERICA');

      const employeeId = String(100000 + Math.floor(Math.random() * 800000));
      await id.fill(employeeId);
      await submit.click();
      await page
        .getByText(`Your account is now linked to employee ID ${employeeId}.`)
        .first()
        .waitFor();
      await form.getByText(`Your account is linked to employee ID ${employeeId}.`).waitFor();
      const [row] = await e2e.storefront.db.query<{
        roles: string[];
        profile: { employee?: Record<string, unknown> };
      }>('SELECT roles, profile FROM users WHERE lower(email) = lower($1)', [shopper.email]);
      expect(row?.roles).toContain('employee');
      expect(row?.profile.employee).toMatchObject({
        employeeId,
        continent: 'NORTH_AMERICA',
        storeLocation: 'Philadelphia, Walnut St',
      });

      // Another account cannot take the same id: the API's 409 shows at the id.
      await newShopper(second.page);
      await e2e.visit(second.page, SETTINGS);
      const theirs = second.page.getByRole('form', { name: 'Employee Discount' });
      await sectionHydrated(theirs);
      await theirs
        .getByRole('combobox', { name: 'Region you work in' })
        .selectOption({ label: 'Europe' });
      await theirs.getByRole('textbox', { name: 'Employee ID' }).fill(employeeId);
      await theirs.getByRole('textbox', { name: 'Store or office' }).fill('London');
      await theirs.getByRole('button', { name: 'Link Employee ID' }).click();
      await theirs.getByText(/already linked to another account/).waitFor();
      expect(await theirs.getByRole('textbox', { name: 'Employee ID' }).inputValue()).toBe(
        employeeId,
      );
    } finally {
      await second.context.close();
      await context.close();
    }
  });

  it('axe finds nothing serious or critical on the settings page with both sections at 375 and 1280 px', async () => {
    const { context, page } = await e2e.open();
    try {
      await newShopper(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await e2e.visit(page, SETTINGS);
        await page.getByRole('form', { name: 'Email & Text Preferences' }).waitFor();
        await page.getByRole('form', { name: 'Employee Discount' }).waitFor();
        expect({ width, violations: await seriousAxeViolations(page) }).toEqual({
          width,
          violations: [],
        });
      }
    } finally {
      await context.close();
    }
  });
});
